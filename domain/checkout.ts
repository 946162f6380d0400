/**
 * Checkout (issue 10): the public, no-sign-in payment of a merchant, optionally through one of
 * their payment links. Shapes shared by the server's /checkout routes and the /pay pages.
 * A guest follows their payment with the client secret returned once, at creation, in the
 * `x-client-secret` header; a payment id alone (which shows in addresses) opens nothing.
 */
import type { Currency } from './money.ts';
import type { PaymentStatus } from './payment-status.ts';
import type { TransactionStatus } from './dashboard.ts';

export const CLIENT_SECRET_HEADER = 'x-client-secret';

/** The methods a payer chooses from at checkout (cash is a merchant's own record, never paid here). */
export const CHECKOUT_METHODS = ['orange_money', 'mobile_money', 'bank_transfer', 'card'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export interface CreateCheckoutPaymentRequest {
  merchantId: string;
  linkId?: string;
  /** Minor units. Required unless the link fixes it (then it must be absent or equal). */
  amount?: number;
  currency?: Exclude<Currency, 'SLL'>;
  method: CheckoutMethod;
  /** Mobile money: the wallet to charge, 8 national digits (SPEC §7). */
  walletNumber?: string;
  /** Bank transfer: the bank's code (SPEC §3 bank list) and the payer's account number. */
  bankCode?: string;
  accountNumber?: string;
  /** A guest paying by bank or card: their phone (8 digits) for the receipt and support. */
  payerPhone?: string;
  description?: string;
}

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

/** Query values of a prefilled checkout (/pay/{merchantId}?amount=…&method=…): whole units and a method. */
export function isCheckoutMethod(value: string | null): value is CheckoutMethod {
  return value !== null && (CHECKOUT_METHODS as readonly string[]).includes(value);
}
