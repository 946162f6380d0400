/**
 * Checkout (issue 10): the public, no-sign-in payment of a merchant, optionally through one of
 * their payment links. Shapes shared by the server's /checkout routes and the /pay pages.
 * A guest follows their payment with the client secret returned once, at creation, in the
 * `x-client-secret` header; a payment id alone (which shows in addresses) opens nothing.
 */
import type { Currency } from './money.ts';
import type { PaymentStatus } from './payment-status.ts';
import type { TransactionStatus } from './transactions.ts';

export const CLIENT_SECRET_HEADER = 'x-client-secret';

/** The methods a payer chooses from at checkout (cash is a merchant's own record, never paid here). */
export const CHECKOUT_METHODS = ['orange_money', 'mobile_money', 'bank_transfer', 'card'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/**
 * What live money can be paid with (issue 33): the live provider (Monime) collects mobile money
 * by USSD payment code; bank transfers and cards are not wired to it, so a live checkout hides
 * them and the server refuses them.
 */
export const LIVE_CHECKOUT_METHODS = ['orange_money', 'mobile_money'] as const satisfies readonly CheckoutMethod[];

/** The methods a checkout of this mode offers. */
export function checkoutMethodsFor(livemode: boolean): readonly CheckoutMethod[] {
  return livemode ? LIVE_CHECKOUT_METHODS : CHECKOUT_METHODS;
}

/** SPEC-style notice on every test checkout (a live one never shows it). */
export const TEST_CHECKOUT_NOTICE = 'Test mode: no real money moves';

export interface CheckoutPayment {
  id: string;
  merchantId: string;
  merchantName: string;
  linkId: string | null;
  amount: number;
  fee: number;
  total: number;
  currency: Currency;
  method: CheckoutMethod;
  /** Provider code (orange_money, africell_money, SBL, card). */
  provider: string;
  providerLabel: string;
  status: PaymentStatus;
  displayStatus: TransactionStatus;
  reference: string;
  description: string;
  createdAt: string;
  expiresAt: string;
  statusChangedAt: string;
  /** Cards: the provider's hosted page to send the payer to while the payment awaits them. */
  redirectUrl: string | null;
  /** Real money through the live provider; false: a test payment, the sandbox's (issue 33). */
  livemode: boolean;
  /** A failed payment: the provider's reason code (domain/decline.ts says it in words); else null. */
  failureReason: string | null;
}

export interface CreateCheckoutPaymentResponse {
  payment: CheckoutPayment;
  /** Shown once (never replayed by Idempotency-Key): keep it to follow the payment. */
  clientSecret: string;
}

/** How each method reads at checkout: mobile money here is Africell Money (providerCodeFor). */
export const CHECKOUT_METHOD_LABELS: Record<CheckoutMethod, string> = {
  orange_money: 'Orange Money',
  mobile_money: 'Africell Money',
  bank_transfer: 'Bank Transfer',
  card: 'Card',
};

/** How the methods read inside a sentence (the page's header line). */
const METHOD_NAMES_IN_SENTENCE: Record<CheckoutMethod, string> = {
  orange_money: 'Orange Money',
  mobile_money: 'Africell Money',
  bank_transfer: 'bank transfer',
  card: 'card',
};

/**
 * The checkout's header line (issue 33, issue 42): only the methods this checkout offers, e.g.
 * "Pay by Orange Money, Africell Money, bank transfer or card." or, live, "Pay by Orange Money
 * or Africell Money."; none while they are not known yet.
 */
export function checkoutMethodsSentence(methods: readonly CheckoutMethod[] | null): string {
  const names = (methods ?? []).map((method) => METHOD_NAMES_IN_SENTENCE[method]);
  const last = names.pop();
  const pay = last === undefined ? '' : `Pay by ${names.length > 0 ? `${names.join(', ')} or ${last}` : last}. `;
  return `${pay}No Salone Pay account needed.`;
}

/** Query values of a prefilled checkout (/pay/{merchantId}?amount=…&method=…): whole units and a method. */
export function isCheckoutMethod(value: string | null): value is CheckoutMethod {
  return value !== null && (CHECKOUT_METHODS as readonly string[]).includes(value);
}
