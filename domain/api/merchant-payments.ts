/**
 * The merchant's payments as their server sees them (issue 12): payment requests made by API,
 * and every payment the merchant received, in the request's mode (test key / live key).
 */
import Type, { type Static } from 'typebox';
import { PAYMENT_STATUSES } from '../payment-status.ts';
import { Currency, DataOf, MinorUnits, PageOf, Timestamp, Uuid } from './common.ts';

export const PaymentStatusSchema = Type.Enum(PAYMENT_STATUSES);

export const MerchantPayment = Type.Object({
  id: Uuid,
  object: Type.Literal('payment'),
  livemode: Type.Boolean(),
  merchantId: Uuid,
  amount: MinorUnits,
  fee: MinorUnits,
  total: Type.Integer({ description: 'What the payer pays, minor units.' }),
  net: Type.Integer({ description: 'What the merchant receives, minor units.' }),
  currency: Type.String(),
  method: Type.String(),
  provider: Type.String(),
  status: Type.String({ description: 'pending_initiation, pending_confirmation, pending_otp, processing, completed, failed, cancelled or expired.' }),
  displayStatus: Type.String(),
  source: Type.String(),
  reference: Type.String(),
  description: Type.String(),
  metadata: Type.Record(Type.String(), Type.String()),
  checkoutUrl: Type.String({
    description: "Where the payer pays: ${PUBLIC_URL}/pay/{merchantId}?payment={id}&secret={clientSecret}. Send it only to this payment's payer: the secret lets its holder pay (and cancel) this one payment.",
  }),
  qrContent: Type.String({ description: 'What a QR code for this payment encodes (the checkout URL).' }),
  createdAt: Timestamp,
  expiresAt: Timestamp,
});

export const CreatePaymentRequestBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units.' }),
    currency: Type.Optional(Currency),
    description: Type.String({ minLength: 1, maxLength: 200 }),
    customerPhone: Type.String({ pattern: '^[0-9]{8}$', description: "The payer's Sierra Leone number, 8 digits without +232 (e.g. 76123456)." }),
    metadata: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' }), Type.String({ maxLength: 500 }), {
        maxProperties: 20,
        additionalProperties: false,
        description: 'Your own strings (e.g. orderId), returned with the payment and its events.',
      }),
    ),
    expiresInMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 7 * 24 * 60, description: 'Default 30.' })),
  },
  { additionalProperties: false },
);

export const ListPaymentsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(PaymentStatusSchema),
    createdFrom: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601 time; payments created at or after it.' })),
    createdTo: Type.Optional(Type.String({ maxLength: 40, description: 'ISO 8601 time; payments created before it.' })),
  },
  { additionalProperties: false },
);

export const MerchantPaymentAnswer = DataOf(MerchantPayment);
export const MerchantPaymentPage = PageOf(MerchantPayment);
export const BalanceList = DataOf(Type.Array(Type.Object({ currency: Type.String(), available: MinorUnits, pending: MinorUnits })));

export type MerchantPaymentView = Static<typeof MerchantPayment>;
export type CreatePaymentRequestInput = Static<typeof CreatePaymentRequestBody>;
export type ListPaymentsInput = Static<typeof ListPaymentsQuery>;
