/**
 * The public receipt (issue 17): what a payer who followed the SMS link sees, and nothing more.
 * No full phone number, no payer name, no ids of other records: the merchant's name, the money,
 * how it was paid, when, and the reference people quote to the merchant or to support.
 */
import Type, { type Static } from 'typebox';
import { RECEIPT_TOKEN_PATTERN } from '../receipts.ts';
import { DataOf, MinorUnits, Nullable, Timestamp, Uuid } from './common.ts';


export const ReceiptParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export const ReceiptQuery = Type.Object(
  { t: Type.String({ pattern: RECEIPT_TOKEN_PATTERN, description: 'The receipt token from the link in the SMS.' }) },
  { additionalProperties: false },
);

export const Receipt = Type.Object({
  merchantName: Type.String(),
  description: Type.String(),
  amount: MinorUnits,
  fee: MinorUnits,
  total: Type.Integer({ description: 'What the payer paid, in minor units (amount, plus the fee when the payer bears it).' }),
  currency: Type.String({ description: 'ISO 4217 currency (SLE by default).' }),
  method: Type.String({ description: 'Payment method code: orange_money, mobile_money, bank_transfer, card or cash.' }),
  methodLabel: Type.String({ description: 'The method as people say it: "Orange Money", "Africell Money", the bank\'s name, "Card".' }),
  payerNumber: Nullable(Type.String({ description: 'The payer\'s number, masked: only the last 4 digits are real.' })),
  status: Type.Literal('completed'),
  refunded: Type.Integer({ minimum: 0, description: 'What the merchant has refunded of this payment so far (completed refunds), in minor units; 0 when nothing.' }),
  paidAt: Timestamp,
  reference: Type.String(),
  livemode: Type.Boolean({ description: 'False for a test (sandbox) payment: no real money moved.' }),
});
export type Receipt = Static<typeof Receipt>;
export const ReceiptAnswer = DataOf(Receipt);
