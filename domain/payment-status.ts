/**
 * Payment statuses and the only moves between them (DESIGN §7), one table that the server's
 * conditional updates and the screens both read:
 *   pending_initiation → pending_confirmation → pending_otp → processing → completed | failed
 *   cancelled from any state before processing; expired from any pending state past expires_at.
 * Methods without a payer code (card, bank transfer) go from pending_confirmation straight to
 * processing. Processing cannot be cancelled or expire: the money is with the provider, and only
 * the provider's answer (callback or poll) ends it.
 */
import type { TransactionStatus } from './transactions.ts';

export const PAYMENT_STATUSES = [
  'pending_initiation',
  'pending_confirmation',
  'pending_otp',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PENDING_STATUSES = ['pending_initiation', 'pending_confirmation', 'pending_otp'] as const satisfies readonly PaymentStatus[];
export type PendingStatus = (typeof PENDING_STATUSES)[number];

export const FINAL_STATUSES = ['completed', 'failed', 'cancelled', 'expired'] as const satisfies readonly PaymentStatus[];
export type FinalStatus = (typeof FINAL_STATUSES)[number];

const BEFORE_PROCESSING_EXITS = ['cancelled', 'expired'] as const;

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending_initiation: ['pending_confirmation', ...BEFORE_PROCESSING_EXITS],
  pending_confirmation: ['pending_otp', 'processing', ...BEFORE_PROCESSING_EXITS],
  pending_otp: ['processing', ...BEFORE_PROCESSING_EXITS],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
  cancelled: [],
  expired: [],
};

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** The statuses a payment may be in for `to` to be allowed: what a conditional UPDATE lists. */
export function statusesAllowing(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canTransition(from, to));
}

export function isPendingStatus(status: PaymentStatus): status is PendingStatus {
  return (PENDING_STATUSES as readonly string[]).includes(status);
}

export function isFinalStatus(status: PaymentStatus): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/** Cancel is refused once processing has begun (and after any end). */
export function canCancel(status: PaymentStatus): boolean {
  return canTransition(status, 'cancelled');
}

/** Expiry applies to a pending payment whose expires_at has passed. */
export function canExpire(status: PaymentStatus, expiresAt: Date, now: Date): boolean {
  return canTransition(status, 'expired') && expiresAt.getTime() <= now.getTime();
}

/**
 * How the transaction list shows a status (SPEC §3: completed / pending / processing / failed /
 * cancelled). An expired attempt moved no money and nobody refused it: it reads as cancelled.
 */
export const PAYMENT_DISPLAY_STATUS: Readonly<Record<PaymentStatus, TransactionStatus>> = {
  pending_initiation: 'pending',
  pending_confirmation: 'pending',
  pending_otp: 'pending',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

export function displayStatus(status: PaymentStatus): TransactionStatus {
  return PAYMENT_DISPLAY_STATUS[status];
}
