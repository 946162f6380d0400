/**
 * Which addresses the coming-soon gate (SPEC §2) covers (issue 33). A customer must be able to pay
 * and see their receipt without the preview flag, so the checkout (`/pay/…`), a payment being
 * resumed (`/payment/resume/…`) and the public receipt (`/receipts/…`) are never gated; the
 * sandbox's card page is served by the server and never was. Every other address keeps the gate,
 * unless the installation turns it off for a launch (`PREVIEW_GATE=off`): the server then sets the
 * cookie below on every page it serves, which the browser (and the prerendered pages' inline
 * chooser) read before first paint.
 */
export const UNGATED_PATH = /^\/(pay|payment\/resume|receipts)\/[^/]/;

/** Set by the server on pages when PREVIEW_GATE=off (readable by scripts: it is not a secret). */
export const GATE_OFF_COOKIE = 'sp_gate';
export const GATE_OFF_VALUE = 'off';
export const GATE_OFF_COOKIE_PATTERN = /(?:^|;\s*)sp_gate=off(?:;|$)/;

/** Whether the page at `pathname` opens without the preview flag. */
export function isUngatedPath(pathname: string): boolean {
  return UNGATED_PATH.test(pathname);
}

/** Whether the gate is turned off for this browser (the cookie string of `document.cookie`). */
export function gateTurnedOff(cookie: string): boolean {
  return GATE_OFF_COOKIE_PATTERN.test(cookie);
}
