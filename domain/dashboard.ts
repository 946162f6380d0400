/**
 * Dashboard data as the API returns it (SPEC §3): linked accounts, transactions, pending and
 * frequent payments, notifications. Money is an integer `amount` in minor units with `currency`.
 */
import type { Currency } from './money.ts';
import type { PaymentMethod } from './statuses.ts';
import { canCancel, isPaymentStatus } from './payment-status.ts';

/** `refund`: money a merchant gave back (issue 11), seen by the merchant and by the payer. */
export const TRANSACTION_TYPES = ['payment', 'received', 'transfer', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'processing', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const ACCOUNT_TYPES = ['mobile_money', 'bank_transfer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface LinkedAccount {
  id: string;
  type: AccountType;
  provider: string;
  /** Always masked by the server: only the last 4 digits are real. */
  accountNumber: string;
  accountName: string;
  isDefault: boolean;
  isActive: boolean;
  lastUsed: string | null;
}

export interface Transaction {
  id: string;
  type: TransactionType;
  amount: number;
  currency: Currency;
  status: TransactionStatus;
  merchant: string | null;
  recipient: string | null;
  paymentMethod: PaymentMethod;
  provider: string;
  timestamp: string;
  description: string;
  transactionId: string;
  reference: string;
}

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

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export const TRANSACTIONS_PAGE_DEFAULT = 20;
export const TRANSACTIONS_PAGE_MAX = 100;
/** SPEC §9 dashboard limits. */
export const RECENT_ACTIVITY_LIMIT = 5;
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

/** Mask all but the last 4 characters of an account number: "****3456". */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return `****${digits.slice(-4)}`;
}

/** SPEC §9 activity times live with every other date format (time-format.ts). */
export { formatActivityTime } from './time-format.ts';
