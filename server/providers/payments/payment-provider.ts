/**
 * One interface for every payment provider (DESIGN §7). The payments module talks to this only;
 * which adapter sits behind it (the sandbox today, Monime later) is configuration. Every call may
 * be repeated: a provider call that timed out is retried with the same payment id, and an
 * adapter answers a repeat with the first result.
 */
import type { Currency } from '../../../domain/money.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';

export interface InitiateRequest {
  /** Our payment id: the adapter's idempotency key, so a retried initiate registers once. */
  paymentId: string;
  method: PaymentMethod;
  /** Provider code: orange_money, africell_money, a bank code (SBL), card. */
  provider: string;
  /** What the payer is charged (amount, plus the fee when the payer bears it), minor units. */
  total: number;
  currency: Currency;
  /** The payer's phone (E.164) for mobile money; null otherwise. */
  payerPhone: string | null;
  reference: string;
  /** The payment's mode: a test payment only ever reaches the sandbox (mode-router.ts). */
  livemode: boolean;
}

export interface InitiateResult {
  providerRef: string;
  /** Mobile money: the payer was sent a code and must give it back (the payment waits in pending_otp). */
  needsCode: boolean;
}

export type SubmitCodeResult =
  | { outcome: 'accepted' }
  | { outcome: 'wrong_code'; attemptsLeft: number }
  /** The code can no longer be used (too many wrong tries, or the provider ended the payment). */
  | { outcome: 'refused' };

/** Where the provider is with a payment. */
export type ProviderPaymentState = 'awaiting_code' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

export interface ProviderStatus {
  state: ProviderPaymentState;
  reason?: string;
}

/** A provider's callback once its signature is verified: the payment reached a final state. */
export interface ProviderCallback {
  providerRef: string;
  paymentId: string;
  state: Extract<ProviderPaymentState, 'succeeded' | 'failed'>;
  reason?: string;
}

/**
 * A provider's webhook once its signature is verified, saying one of its payouts (ours: a
 * merchant's payout or a refund, `payoutId`) ended. Only a hint: the payout is read back with
 * `payoutStatus` and settled as the poll job settles it (issue 33).
 */
export interface ProviderPayoutHint {
  kind: 'payout';
  /** The provider's id of the payout. */
  providerRef: string;
  /** Our id the payout was made with (a payout's or a refund's). */
  payoutId: string;
}

export interface PayoutRequest {
  payoutId: string;
  provider: string;
  amount: number;
  currency: Currency;
  /** Mobile number (E.164) or bank account number. */
  destination: string;
  /** The payout's mode: a test payout only ever reaches the sandbox (mode-router.ts). */
  livemode: boolean;
}

/**
 * An adapter's error may say `permanent: true`: asking again cannot succeed (unknown provider,
 * invalid destination), so a job ends the work (e.g. fails a refund) instead of retrying.
 */
export function isPermanentProviderError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

export interface PaymentProvider {
  readonly name: string;
  /** The methods this provider collects, when it cannot take them all (issue 33: the live checkout hides the others). */
  readonly methods?: readonly PaymentMethod[];
  /** With a live provider configured: the methods live payments can use (mode-router.ts). */
  readonly liveMethods?: readonly PaymentMethod[];
  initiate(request: InitiateRequest): Promise<InitiateResult>;
  /**
   * The payer's authorisation: the code they received (mobile money), or null for methods whose
   * confirmation happened in our app (bank transfer, card after the hosted page). Accepted means
   * the provider now processes the payment.
   */
  submitCode(providerRef: string, code: string | null): Promise<SubmitCodeResult>;
  status(providerRef: string): Promise<ProviderStatus>;
  /** True when the provider stopped the payment; false when it is already processing or ended. */
  cancel(providerRef: string): Promise<boolean>;
  payout(request: PayoutRequest): Promise<{ providerRef: string }>;
  payoutStatus(providerRef: string): Promise<ProviderStatus>;
  /**
   * Cards: the provider's hosted page where the payer enters the card (never our server), with
   * where it sends the payer back. Absent: this provider has no hosted page.
   */
  hostedPageUrl?(providerRef: string, returnPath: string): string | undefined;
  /** The callback if its signature is the provider's, else null (then nothing in it is read). */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderCallback | ProviderPayoutHint | null;
}
