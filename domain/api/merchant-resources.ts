/**
 * The merchant's other resources for their own servers (issue 12), beside payments: refunds,
 * payouts (read only by key) and events, each in the request's mode (a test key sees test
 * records only; a live key live ones only).
 */
import Type, { type Static } from 'typebox';
import { DataOf, MinorUnits, Nullable, PageOf, Timestamp, Uuid } from './common.ts';

const MoneyMoveStatus = Type.String({ description: 'pending, processing, completed or failed.' });

export const Refund = Type.Object({
  id: Uuid,
  paymentId: Uuid,
  amount: MinorUnits,
  currency: Type.String(),
  status: MoneyMoveStatus,
  reason: Nullable(Type.String()),
  createdAt: Timestamp,
  statusChangedAt: Timestamp,
});
export const CreateRefundBody = Type.Object(
  { amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units; at most what is left of the payment.' }) },
  { additionalProperties: false },
);
export const RefundAnswer = DataOf(Refund);
export const RefundList = DataOf(Type.Array(Refund));

export const Payout = Type.Object({
  id: Uuid,
  accountId: Uuid,
  method: Type.String(),
  provider: Type.String(),
  accountNumber: Type.String({ description: 'Masked: ****1234.' }),
  accountName: Type.String(),
  amount: MinorUnits,
  fee: MinorUnits,
  net: MinorUnits,
  currency: Type.String(),
  status: MoneyMoveStatus,
  failureReason: Nullable(Type.String()),
  reference: Type.String(),
  arrivalEstimate: Type.String(),
  trigger: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const PayoutAnswer = DataOf(Payout);
export const PayoutPage = PageOf(Payout);

export const MerchantEvent = Type.Object({
  id: Type.String({ description: 'evt_…: the same id as the webhook-id header of its deliveries.' }),
  object: Type.Literal('event'),
  type: Type.String({ description: 'payment.completed, payment.failed, payment.cancelled, payment.expired, refund.completed, payout.completed or payout.failed.' }),
  livemode: Type.Boolean(),
  data: Type.Record(Type.String(), Type.Unknown(), { description: 'The object as it was when the event happened (the webhook body’s data).' }),
  createdAt: Timestamp,
});
export const MerchantEventAnswer = DataOf(MerchantEvent);
export const MerchantEventPage = PageOf(MerchantEvent);

export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const EventsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export const EventIdParams = Type.Object({ id: Type.String({ pattern: '^evt_[0-9a-f]{32}$' }) }, { additionalProperties: false });

export type RefundView = Static<typeof Refund>;
export type PayoutView = Static<typeof Payout>;
export type MerchantEventView = Static<typeof MerchantEvent>;
