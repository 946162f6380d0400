/**
 * A payment's status change with what its merchant hears about it (issue 38: the event moved out
 * of payments.queries.ts, so the queries use only their own module): the conditional update and
 * its payment_events row (payments.queries.ts), then, for the statuses a merchant hears about,
 * the money event (modules/events), all in the caller's transaction.
 */
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';
import type { PaymentStatus } from '../../../domain/payment-status.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { recordEvent } from '../events/events.service.ts';
import { toPublicPayment } from './payment-view.ts';
import { updatePaymentStatus, type TransitionInput } from './payments.queries.ts';

/** Moves the payment if its current status allows `to`; returns the updated row, or undefined. */
export async function transitionPayment(tx: Db, id: string, input: TransitionInput): Promise<PaymentRow | undefined> {
  const row = await updatePaymentStatus(tx, id, input);
  if (!row) return undefined;
  const eventType = PAYMENT_EVENT_TYPES[input.to];
  if (eventType) {
    await recordEvent(tx, { type: eventType, merchantId: row.merchantId, livemode: row.livemode, data: paymentEventData(row, input.reason), at: input.at });
  }
  return row;
}

/** The statuses a merchant hears about (webhooks, live stream, notifications), and their event types. */
const PAYMENT_EVENT_TYPES: Partial<Record<PaymentStatus, 'payment.completed' | 'payment.failed' | 'payment.cancelled' | 'payment.expired'>> = {
  completed: 'payment.completed',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
  expired: 'payment.expired',
};

/** What an event carries: the payment as its merchant sees it (toPublicPayment), at the moment of the event. */
function paymentEventData(row: PaymentRow, reason: string | undefined): Record<string, unknown> {
  return {
    object: 'payment',
    ...toPublicPayment(row),
    source: row.source,
    linkId: row.linkId,
    // The payer as the merchant may see them: a name if known, and a masked number, never the full one.
    payerName: row.payerName,
    payerPhoneMasked: row.payerPhone ? maskAccountNumber(row.payerPhone) : null,
    ...(reason ? { reason } : {}),
    livemode: row.livemode,
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}
