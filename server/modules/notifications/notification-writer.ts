/**
 * Notifications written from money events (issue 17), inside the transaction that records the
 * event (events.service.ts calls this), so a notification exists exactly when its change
 * committed. One per user and event (a unique key), in English; the texts live in this one table.
 */
import { randomUUID } from 'node:crypto';
import { formatMoney, isCurrency } from '../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import type { EventRow, EventType, NotificationKind } from '../../db/schema.ts';
import { insertNotification } from './notifications.queries.ts';

interface Draft {
  kind: NotificationKind;
  title: string;
  body: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

function moneyOf(data: Record<string, unknown>): string {
  const amount = whole(data.amount);
  const currency = text(data.currency) ?? 'SLE';
  return amount === null ? 'Money' : formatMoney(amount, isCurrency(currency) ? currency : 'SLE');
}

function payerOf(data: Record<string, unknown>): string | null {
  return text(data.payerName) ?? text(data.payerPhoneMasked);
}

function methodOf(data: Record<string, unknown>): string | null {
  const method = text(data.method);
  return method && method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : null;
}

/** What each event tells its merchant; events not listed (cancelled, expired) make no notification. */
const DRAFTS: Partial<Record<EventType, (data: Record<string, unknown>) => Draft | null>> = {
  'payment.completed': (data) => {
    // A cash sale is the merchant's own record of cash in hand: nothing to tell them (issue 37).
    if (data.method === 'cash') return null;
    const payer = payerOf(data);
    const method = methodOf(data);
    return {
      kind: 'payment_received',
      title: 'Payment received',
      body: `${moneyOf(data)} received${payer ? ` from ${payer}` : ''}${method ? ` by ${method}` : ''}.`,
    };
  },
  'payment.failed': (data) => {
    const payer = payerOf(data);
    return { kind: 'payment_failed', title: 'Payment failed', body: `A payment of ${moneyOf(data)}${payer ? ` from ${payer}` : ''} did not go through. No money was received.` };
  },
  'payout.completed': (data) => ({ kind: 'payout_completed', title: 'Payout completed', body: `${moneyOf(data)} was paid out to your account.` }),
  'payout.failed': (data) => ({
    kind: 'payout_failed',
    title: 'Payout failed',
    body: `Your payout of ${moneyOf(data)} did not go through. The money is back in your balance.`,
  }),
  'refund.completed': (data) => ({ kind: 'refund_completed', title: 'Refund made', body: `${moneyOf(data)} was refunded to your customer.` }),
};

/** The notification an event makes, or none. Exported for tests of the texts. */
export function draftNotification(type: EventType, data: Record<string, unknown>): Draft | null {
  return DRAFTS[type]?.(data) ?? null;
}

/** Writes the event's notification for its merchant in `tx` (the event's own transaction). */
export async function writeNotificationsForEvent(tx: Db, event: EventRow): Promise<void> {
  const draft = draftNotification(event.type, event.data);
  if (!draft) return;
  const currency = text(event.data.currency);
  await insertNotification(tx, {
    id: randomUUID(),
    userId: event.merchantId,
    eventSeq: event.seq,
    ...draft,
    objectId: text(event.data.id),
    amount: whole(event.data.amount),
    currency: currency && isCurrency(currency) ? currency : null,
    livemode: event.livemode,
    createdAt: event.createdAt,
  });
}
