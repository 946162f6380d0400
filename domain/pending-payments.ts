/**
 * Pending and frequent payments as the API lists them (SPEC §4, §9) and the rules for acting on a
 * pending one. Split from the former domain/dashboard.ts (issue 38).
 */
import type { Currency } from './money.ts';
import type { PaymentMethod } from './statuses.ts';
import { canCancel, isPaymentStatus } from './payment-status.ts';

export const PENDING_PAYMENT_STATUSES = [
  'pending_initiation',
  'pending_confirmation',
  'pending_otp',
  'processing',
  'cancelled',
] as const;
export type PendingPaymentStatus = (typeof PENDING_PAYMENT_STATUSES)[number];

export interface PendingPayment {
  id: string;
  transactionId: string;
  merchantName: string;
  merchantId: string;
  amount: number;
  currency: Currency;
  paymentMethod: PaymentMethod;
  provider: string;
  status: PendingPaymentStatus;
  createdAt: string;
  expiresAt: string;
  description: string;
}

export interface FrequentPayment {
  id: string;
  merchantName: string;
  merchantId: string;
  category: string;
  paymentCount: number;
  lastPaymentAmount: number;
  currency: Currency;
  lastPaymentDate: string;
  preferredPaymentMethod: PaymentMethod;
  provider: string;
}

/** SPEC §9 dashboard limit. */
export const FREQUENT_PAYMENTS_LIMIT = 4;

/** SPEC §4: pending payment status labels; anything else reads "Pending". */
export function pendingPaymentLabel(status: string): string {
  switch (status) {
    case 'pending_initiation':
      return 'Not Started';
    case 'pending_confirmation':
      return 'Confirm';
    case 'pending_otp':
      return 'OTP Required';
    case 'processing':
      return 'Processing';
    default:
      return 'Pending';
  }
}

export function isPendingPaymentExpired(payment: Pick<PendingPayment, 'expiresAt'>, now: Date): boolean {
  return Date.parse(payment.expiresAt) <= now.getTime();
}

/**
 * Whether Cancel can work on a pending payment: the one rule of domain/payment-status.ts
 * (`canCancel`: only before `processing`), which the server's refusal (409) also uses. The app
 * asks it first, so on a payment being processed it says why at once and queues nothing.
 */
export function canCancelPendingPayment(status: string): boolean {
  return isPaymentStatus(status) && canCancel(status);
}

/** SPEC §4: Resume only if not expired and not processing (and, naturally, not cancelled). */
export function canResumePendingPayment(payment: Pick<PendingPayment, 'expiresAt' | 'status'>, now: Date): boolean {
  return !isPendingPaymentExpired(payment, now) && payment.status !== 'processing' && payment.status !== 'cancelled';
}
