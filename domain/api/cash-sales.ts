/**
 * Wire schemas of POST /cash-sales (issue 12): a merchant records a cash sale, often from the
 * outbox long after it was made. The web app's CashSaleInput is checked against the body schema.
 */
import Type, { type Static } from 'typebox';
import { CASH_SALE_DESCRIPTION_MAX, type CashSaleInput } from '../cash-sale.ts';
import { DataOf, UUID_PATTERN } from './common.ts';
import type { Matches } from './matches.ts';

export const CashSale = Type.Object({
  id: Type.String(),
  amount: Type.Integer({ description: 'Minor units.' }),
  currency: Type.String(),
  description: Type.String(),
  method: Type.String(),
  status: Type.String(),
  reference: Type.String(),
  recordedAt: Type.String(),
  createdAt: Type.String(),
});

export const RecordCashSaleBody = Type.Object(
  {
    id: Type.String({ pattern: UUID_PATTERN, description: 'Made on the phone (a UUID): the same sale sent twice is one sale.' }),
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Minor units.' }),
    // SLL is for legacy records only (DESIGN §3).
    currency: Type.Optional(Type.Enum(['SLE', 'USD', 'EUR', 'GBP'] as const, { default: 'SLE' })),
    // Generous cap here; the exact rule (and its message) is the service's, from domain/.
    description: Type.String({ minLength: 1, maxLength: CASH_SALE_DESCRIPTION_MAX + 20 }),
    recordedAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'When the merchant recorded it on the phone (ISO 8601), which may be hours before it syncs.' })),
  },
  { additionalProperties: false },
);
export const CashSaleAnswer = DataOf(CashSale);
export type RecordCashSaleInput = Static<typeof RecordCashSaleBody>;

// Compile-time: what the web app sends fits the body schema field for field.
export const CASH_SALE_CONTRACT_CHECKS: { input: Matches<typeof RecordCashSaleBody, CashSaleInput> } = { input: true };
