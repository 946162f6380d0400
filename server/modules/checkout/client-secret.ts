/**
 * A payment's client secret (issue 10, issue 12): `{paymentId}_secret_{HMAC}` under the app
 * secret. Whoever holds it may follow and pay that one payment at the public checkout; the id
 * alone opens nothing. Nothing is stored: the server recomputes it. The checkout returns it once
 * to the guest who made the payment; the merchant API puts it in the checkout URL it returns.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function checkoutClientSecret(appSecret: string, paymentId: string): string {
  return `${paymentId}_secret_${createHmac('sha256', appSecret).update(`checkout-client-secret:${paymentId}`).digest('base64url')}`;
}

export function clientSecretMatches(appSecret: string, paymentId: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(checkoutClientSecret(appSecret, paymentId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
