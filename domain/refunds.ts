/**
 * Refunds on the wire (issue 11) and the rule the refund form shares with the server: what is
 * left to refund of a payment is its amount less every refund that has not failed.
 */
import type { Currency } from './money.ts';

export const REFUND_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface Refund {
  id: string;
  paymentId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  status: RefundStatus;
  reason: string | null;
  createdAt: string;
  statusChangedAt: string;
}

/** Minor units still refundable; a failed refund gave its money back, so it does not count. */
export function refundableLeft(paymentAmount: number, refunds: readonly Pick<Refund, 'amount' | 'status'>[]): number {
  const held = refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, paymentAmount - held);
}

/** Whole units typed in the refund form ("10000", "10,000") → minor units; undefined when not a whole positive number. */
export function parseWholeAmount(text: string): number | undefined {
  const digits = text.replace(/[\s,]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return undefined;
  const major = Number(digits);
  return major > 0 ? major * 100 : undefined;
}
