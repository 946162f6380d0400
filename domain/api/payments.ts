/**
 * Wire schemas of the payer's payments routes (issue 12): the dashboard's pending and frequent
 * lists, the balance, and a payment the signed-in payer creates and follows. The server validates
 * and serialises with them, the OpenAPI document shows them, the web app imports their types only.
 */
import Type, { type Static } from 'typebox';
import type { FrequentPayment as FrequentPaymentWeb, PendingPayment as PendingPaymentWeb } from '../pending-payments.ts';
import { REFUND_STATUSES, type Refund as RefundWeb } from '../refunds.ts';
import { PAYMENT_METHODS } from '../statuses.ts';
import { DataOf, IdParams, Nullable, Uuid } from './common.ts';
import type { Matches } from './matches.ts';

export const PendingPayment = Type.Object({
  id: Type.String(),
  transactionId: Type.String(),
  merchantName: Type.String(),
  merchantId: Type.String(),
  amount: Type.Integer({ description: 'Minor units.' }),
  currency: Type.String(),
  paymentMethod: Type.String(),
  provider: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  description: Type.String(),
});

export const FrequentPayment = Type.Object({
  id: Type.String(),
  merchantName: Type.String(),
  merchantId: Type.String(),
  category: Type.String(),
  paymentCount: Type.Integer(),
  lastPaymentAmount: Type.Integer({ description: 'Minor units.' }),
  currency: Type.String(),
  lastPaymentDate: Type.String(),
  preferredPaymentMethod: Type.String(),
  provider: Type.String(),
});

export const PayerPayment = Type.Object({
  id: Type.String(),
  merchantId: Type.String(),
  amount: Type.Integer({ description: 'Minor units.' }),
  fee: Type.Integer(),
  total: Type.Integer(),
  net: Type.Integer(),
  currency: Type.String(),
  method: Type.String(),
  provider: Type.String(),
  status: Type.String(),
  displayStatus: Type.String(),
  reference: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
  expiresAt: Type.String(),
});

/** Methods a payer pays with here: cash is a merchant's own record, never paid by a payer. */
const PAYER_METHODS = PAYMENT_METHODS.filter((method): method is Exclude<(typeof PAYMENT_METHODS)[number], 'cash'> => method !== 'cash');

export const CreatePayerPaymentBody = Type.Object(
  {
    merchantId: Uuid,
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units.' }),
    // SLL is for legacy records only (DESIGN §3): new payments are in current currencies.
    currency: Type.Optional(Type.Enum(['SLE', 'USD', 'EUR', 'GBP'] as const, { default: 'SLE' })),
    method: Type.Enum(PAYER_METHODS),
    bankCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2,6}$' })),
    walletNumber: Type.Optional(Type.String({ pattern: '^[0-9]{8}$', description: 'The mobile money number to charge, 8 digits; the payer\'s own number by default.' })),
    description: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const PaymentCodeBody = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false });
export const PaymentIdParams = IdParams;

export const PendingPaymentList = DataOf(Type.Array(PendingPayment));
export const FrequentPaymentList = DataOf(Type.Array(FrequentPayment));
export const PendingPaymentAnswer = DataOf(PendingPayment);
export const PayerPaymentAnswer = DataOf(PayerPayment);
export const PayerBalanceList = DataOf(
  Type.Array(Type.Object({ currency: Type.String(), available: Type.Integer({ description: 'Minor units.' }), pending: Type.Integer({ description: 'Minor units.' }) })),
);
export const ProviderCallbackAnswer = DataOf(Type.Object({ accepted: Type.Boolean() }));

export type PendingPaymentView = Static<typeof PendingPayment>;
export type FrequentPaymentView = Static<typeof FrequentPayment>;
export type PayerPaymentView = Static<typeof PayerPayment>;
export type CreatePayerPaymentInput = Static<typeof CreatePayerPaymentBody>;

/** A refund of a payment, as its merchant and its payer see it (POST/GET /payments/{id}/refunds). */
export const PaymentRefund = Type.Object({
  id: Type.String(),
  paymentId: Type.String(),
  amount: Type.Integer({ description: 'Minor units.' }),
  currency: Type.String(),
  status: Type.Enum(REFUND_STATUSES),
  reason: Nullable(Type.String()),
  createdAt: Type.String(),
  statusChangedAt: Type.String(),
});
export const CreatePaymentRefundBody = Type.Object(
  { amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units; at most what is left of the payment.' }) },
  { additionalProperties: false },
);
export const PaymentRefundAnswer = DataOf(PaymentRefund);
export const PaymentRefundList = DataOf(Type.Array(PaymentRefund));

// Compile-time: the web app's (narrower) types and the wire schemas describe the same objects.
export const PAYMENT_CONTRACT_CHECKS: {
  pending: Matches<typeof PendingPayment, PendingPaymentWeb>;
  frequent: Matches<typeof FrequentPayment, FrequentPaymentWeb>;
  refund: Matches<typeof PaymentRefund, RefundWeb>;
} = { pending: true, frequent: true, refund: true };
