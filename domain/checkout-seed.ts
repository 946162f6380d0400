/**
 * Issue 42: what the server puts in a checkout page it answers (/pay/{merchantId}[?link=]): the
 * merchant and the link as the checkout API gives them (or the error it gave), so the page's
 * first paint shows the business, the amount and the methods, rendered by the app's own
 * components (server/plugins/checkout-page.ts), and the app hydrates it without asking again
 * (src/features/checkout/checkout-seed.ts reads it from `<script type="application/json">`).
 */
import type { CheckoutMethod } from './checkout.ts';
import type { CheckoutLink, CheckoutMerchant } from './payment-links.ts';

/** An answer the API gave instead of the data (404, 410, a frozen merchant…). */
export interface SeedError {
  status: number;
  code: string;
  message: string;
}

/** What a payer had sent in the plain HTML form, answered back with the problem found (no JavaScript). */
export interface SeedForm {
  amount: string;
  method: CheckoutMethod | null;
  wallet: string;
  error: string | null;
}

export interface CheckoutSeed {
  merchantId: string;
  linkId: string | null;
  merchant: CheckoutMerchant | null;
  merchantError: SeedError | null;
  link: CheckoutLink | null;
  linkError: SeedError | null;
  /** The plain form's Idempotency-Key: one per page answered, so a double submit makes one payment. */
  attemptKey: string;
  form?: SeedForm;
}

/** The id of the page's `<script type="application/json">` holding the seed. */
export const CHECKOUT_SEED_ID = 'checkout-seed';

/** The seed as the text of a `<script type="application/json">`: nothing in it can close the element. */
export function seedScriptText(seed: CheckoutSeed): string {
  return JSON.stringify(seed).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
