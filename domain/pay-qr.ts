/**
 * What our QR codes hold and how a scan is read (issue 10). A merchant's permanent QR holds
 * `${origin}/pay/{merchantId}`; a payment link's holds its url, `${origin}/pay/{merchantId}?link={id}`.
 * The scanner opens only those (our own origin, that path shape); anything else is not ours.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isMerchantId(value: string): boolean {
  return UUID.test(value);
}

/** The checkout address a QR or link leads to (opens without sign-in). */
export function payUrl(origin: string, merchantId: string, linkId?: string): string {
  const base = `${origin}/pay/${encodeURIComponent(merchantId)}`;
  return linkId ? `${base}?link=${encodeURIComponent(linkId)}` : base;
}

export type ScanResult = { kind: 'checkout'; path: string; merchantId: string; linkId: string | null } | { kind: 'foreign' };

/**
 * A scanned text → where to go. Only a URL on our own origin whose path is /pay/{merchantId}
 * (optionally ?link={uuid}) is a Salone Pay code; its path is returned so the app stays on its
 * own origin whatever else the URL carried (fragments, other parameters are dropped).
 */
export function interpretScan(text: string, origin: string): ScanResult {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { kind: 'foreign' };
  }
  if (url.origin !== origin) return { kind: 'foreign' };
  const match = /^\/pay\/([^/]+)\/?$/.exec(url.pathname);
  const merchantId = match?.[1] ? decodeURIComponent(match[1]) : '';
  if (!isMerchantId(merchantId)) return { kind: 'foreign' };
  const link = url.searchParams.get('link');
  if (link !== null && !isMerchantId(link)) return { kind: 'foreign' };
  const path = `/pay/${merchantId}${link ? `?link=${link}` : ''}`;
  return { kind: 'checkout', path, merchantId, linkId: link };
}

/** What a person typed as a merchant code: the code itself, or a pasted Salone Pay address. */
export function merchantCodeFrom(text: string, origin: string): string | undefined {
  const trimmed = text.trim();
  if (isMerchantId(trimmed)) return trimmed.toLowerCase();
  const scanned = interpretScan(trimmed, origin);
  return scanned.kind === 'checkout' ? scanned.merchantId : undefined;
}
