/**
 * What our QR codes hold and how a scan is read (issue 10). A merchant's permanent QR holds
 * `${origin}/pay/{merchantId}`; a payment link's holds its url, `${origin}/pay/{merchantId}?link={id}`.
 * The scanner opens only those (our own origin, that path shape); anything else is not ours.
 */
import { isUuid } from './ids.ts';

/** A merchant code is the merchant's id. */
export function isMerchantId(value: string): boolean {
  return isUuid(value);
}

export type ScanResult = { kind: 'checkout'; path: string; merchantId: string; linkId: string | null } | { kind: 'foreign' };

/**
 * A scanned text → where to go. Only a URL on our own origin whose path is /pay/{merchantId}
 * (optionally ?link={uuid}) is a Salone Pay code; its path is returned so the app stays on its
 * own origin whatever else the URL carried (fragments, other parameters are dropped).
 */
export function interpretScan(text: string, origin: string): ScanResult {
  // Plain string rules (domain/ has no URL class): the text must begin with exactly our origin and
  // /pay/, so look-alike hosts (`origin.evil.example`, `origin@evil.example`) never match.
  const trimmed = text.trim();
  const prefix = `${origin}/pay/`;
  if (!trimmed.startsWith(prefix)) return { kind: 'foreign' };
  const match = /^([^/?#]+)\/?(?:\?([^#]*))?(?:#.*)?$/.exec(trimmed.slice(prefix.length));
  const merchantId = match?.[1] ?? '';
  if (!isMerchantId(merchantId)) return { kind: 'foreign' };
  const params = (match?.[2] ?? '').split('&').filter(Boolean);
  const links = params.filter((param) => param.startsWith('link=')).map((param) => param.slice('link='.length));
  const link = links[0] ?? null;
  if (links.length > 1 || (link !== null && !isMerchantId(link))) return { kind: 'foreign' };
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
