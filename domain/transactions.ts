/**
 * A transaction as the API lists it (SPEC §3, /transactions and the dashboard's recent activity):
 * its types and statuses, and the list's page sizes. Money is an integer `amount` in minor units
 * with `currency`. Split from the former domain/dashboard.ts (issue 38).
 */
import type { Currency } from './money.ts';
import type { PaymentMethod } from './statuses.ts';

/** `refund`: money a merchant gave back (issue 11), seen by the merchant and by the payer. */
export const TRANSACTION_TYPES = ['payment', 'received', 'transfer', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'processing', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

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

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export const TRANSACTIONS_PAGE_DEFAULT = 20;
export const TRANSACTIONS_PAGE_MAX = 100;
/** SPEC §9 dashboard limit. */
export const RECENT_ACTIVITY_LIMIT = 5;

