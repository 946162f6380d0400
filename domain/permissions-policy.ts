/**
 * The Permissions-Policy of a page (DESIGN §5): the camera only on the QR scanner, nothing else
 * asks for a device. One rule for the server (its answer headers) and the service worker (the
 * shell it answers navigations with offline), so the scanner works however the page was opened.
 */
export const SCAN_PAY_PATH = '/scan-pay';

/** True for /scan-pay itself (with or without a query or trailing slash), not /scan-payments. */
export function allowsCamera(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname === SCAN_PAY_PATH || pathname === `${SCAN_PAY_PATH}/`;
}

export function permissionsPolicyFor(url: string): string {
  const camera = allowsCamera(url) ? 'camera=(self)' : 'camera=()';
  return `${camera}, microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()`;
}
