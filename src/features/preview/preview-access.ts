/**
 * The preview gate (SPEC §2, §4): a marketing gate, not security (DESIGN §5). Access is a flag in
 * localStorage `preview_access` = '1', granted by `?preview-access=<secret>`, which is then
 * removed from the address.
 */
export const PREVIEW_STORAGE_KEY = 'preview_access';
export const PREVIEW_QUERY_PARAM = 'preview-access';

export interface PreviewDecision {
  granted: boolean;
  /** Set when the address carried the parameter: the same address without it. */
  cleanedUrl?: string;
}

export function decidePreviewAccess(currentUrl: string, storage: Pick<Storage, 'getItem' | 'setItem'>, secret: string): PreviewDecision {
  const url = new URL(currentUrl);
  const offered = url.searchParams.get(PREVIEW_QUERY_PARAM);
  let cleanedUrl: string | undefined;
  if (offered !== null) {
    url.searchParams.delete(PREVIEW_QUERY_PARAM);
    cleanedUrl = `${url.pathname}${url.search}${url.hash}`;
    if (offered === secret) storage.setItem(PREVIEW_STORAGE_KEY, '1');
  }
  return { granted: storage.getItem(PREVIEW_STORAGE_KEY) === '1', ...(cleanedUrl !== undefined ? { cleanedUrl } : {}) };
}

export function clearPreviewAccess(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
}
