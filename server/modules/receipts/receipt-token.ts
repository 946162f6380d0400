/**
 * Why a receipt link carries a token beside the payment id, and not the id alone:
 *
 * A payment id is a random UUID, so it cannot be guessed, but it is not a secret. It is shown to
 * the merchant and their staff (activity, /transactions/{id}, CSV exports), sent to the merchant's
 * own servers (webhooks, the merchant API), written in request log lines and in the checkout's
 * `?payment=` address, and a cash sale's id is made by the merchant's phone, so it is only as
 * random as that phone's code. An id alone as the key to a public page would make each of those
 * places a way to read a payer's receipt. The token is an HMAC of the id with the server's secret:
 * only the SMS to the payer (and whoever the payer forwards it to) holds it; nothing is stored,
 * so no migration and no lookup; a wrong token answers exactly as an unknown payment does. 96 bits
 * (16 base64url characters) keep the SMS in one segment and are far beyond guessing under the
 * per-address rate limit. Rotating APP_SECRET ends every old link (acceptable for a receipt).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN_LENGTH = 16;

export function receiptToken(secret: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`receipt-link:v1:${paymentId.toLowerCase()}`).digest('base64url').slice(0, TOKEN_LENGTH);
}

export function isReceiptToken(secret: string, paymentId: string, token: string): boolean {
  const expected = Buffer.from(receiptToken(secret, paymentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
