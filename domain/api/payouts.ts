/**
 * Wire schemas of the merchant's money out (issue 12): /payouts (list, quote, request, the daily
 * automatic payout) and /wallet (balances with what payouts hold, and the ledger movements behind
 * them). The web app's payout and wallet types are these schemas' static types, narrowed where
 * the web branches on a value (method, status, movement kind).
 */
import Type, { type Static } from 'typebox';
import { DataOf, IdParams, Nullable, PageOf, Uuid } from './common.ts';

export const PAYOUT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

export const PayoutRecord = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  method: Type.String(),
  provider: Type.String(),
  accountNumber: Type.String({ description: 'Masked: ****1234.' }),
  accountName: Type.String(),
  amount: Type.Integer({ description: 'Minor units.' }),
  fee: Type.Integer(),
  net: Type.Integer(),
  currency: Type.String(),
  status: Type.Enum(PAYOUT_STATUSES),
  failureReason: Nullable(Type.String()),
  reference: Type.String(),
  arrivalEstimate: Type.String(),
  trigger: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const PAYOUT_CURRENCIES = ['SLE', 'USD', 'EUR', 'GBP'] as const;

export const PayoutQuoteBody = Type.Object(
  {
    accountId: Uuid,
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units.' }),
    currency: Type.Optional(Type.Enum(PAYOUT_CURRENCIES, { default: 'SLE' })),
  },
  { additionalProperties: false },
);

export const CreatePayoutBody = Type.Object(
  {
    accountId: Uuid,
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units.' }),
    currency: Type.Optional(Type.Enum(PAYOUT_CURRENCIES, { default: 'SLE' })),
    code: Type.String({ pattern: '^[0-9]{6}$', description: 'The step-up code sent to the phone.' }),
  },
  { additionalProperties: false },
);

export const PayoutQuote = Type.Object({
  amount: Type.Integer(),
  fee: Type.Integer(),
  net: Type.Integer(),
  method: Type.String(),
  arrivalEstimate: Type.String(),
});

export const PayoutSettings = Type.Object({ autoDaily: Type.Boolean() });
export const PayoutSettingsBody = Type.Object(
  { autoDaily: Type.Boolean(), code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', description: 'Needed to turn the automatic payout on.' })) },
  { additionalProperties: false },
);

export const PayoutsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const MovementsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    currency: Type.Optional(Type.Enum(['SLE', 'USD', 'EUR', 'GBP', 'SLL'] as const, { default: 'SLE' })),
  },
  { additionalProperties: false },
);

export const WalletBalance = Type.Object({
  currency: Type.String(),
  available: Type.Integer({ description: 'What can be spent or paid out now (minor units).' }),
  pending: Type.Integer({ description: 'Not final yet: reserved by payouts on their way out, or on its way in.' }),
  outgoing: Type.Integer({ description: 'The part of pending that payouts hold on their way out.' }),
});
export const Wallet = Type.Object({ balances: Type.Array(WalletBalance) });

export const Movement = Type.Object({
  id: Type.String(),
  kind: Type.String({ description: 'single, pending, post_pending or void_pending.' }),
  code: Type.String(),
  businessType: Type.String(),
  businessId: Type.String(),
  amount: Type.Integer(),
  availableChange: Type.Integer(),
  availableAfter: Type.Integer(),
  createdAt: Type.String(),
  outcome: Type.Union([Type.Literal('post_pending'), Type.Literal('void_pending'), Type.Null()], {
    description: 'For a reserved (pending) transfer: its second phase once there is one. Posts of reservations are not listed: they change nothing more.',
  }),
  reference: Type.Union([Type.String(), Type.Null()], { description: "The payment's reference (a refund: the refunded payment's), or the payout's." }),
  description: Type.Union([Type.String(), Type.Null()], { description: "The payment's description (a refund: the refunded payment's)." }),
  payerName: Type.Union([Type.String(), Type.Null()]),
});

export const PayoutParams = IdParams;
export const PayoutRecordPage = PageOf(PayoutRecord);
export const PayoutRecordAnswer = DataOf(PayoutRecord);
export const PayoutQuoteAnswer = DataOf(PayoutQuote);
export const PayoutSettingsAnswer = DataOf(PayoutSettings);
export const WalletAnswer = DataOf(Wallet);
export const MovementPage = PageOf(Movement);

export type PayoutRecordView = Static<typeof PayoutRecord>;
export type PayoutQuoteView = Static<typeof PayoutQuote>;
export type PayoutQuoteInput = Static<typeof PayoutQuoteBody>;
export type WalletBalanceView = Static<typeof WalletBalance>;
export type MovementView = Static<typeof Movement>;
