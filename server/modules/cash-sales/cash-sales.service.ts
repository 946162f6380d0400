/**
 * Cash sales (issue 10, DESIGN §7): a payment with method `cash`, source `pos`, completed when
 * recorded, that moves no ledger money (payments.service.ts skips settlement for cash; the
 * auditor's payments check refuses any transfer for one). The phone chooses the id: a replay of
 * the same sale, or the same sale sent twice at once, finds the one row (INSERT … ON CONFLICT DO
 * NOTHING on the primary key), so the outbox may resend it as often as the network demands.
 */
import type { CashSale, CashSaleInput } from '../../../domain/cash-sale.ts';
import { cashSaleDescriptionError } from '../../../domain/cash-sale.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

/** A phone's clock may be wrong; a recorded time further ahead than this is the server's time instead. */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

export function toCashSale(row: PaymentRow): CashSale {
  const recordedAt = typeof row.metadata.recordedAt === 'string' ? row.metadata.recordedAt : row.createdAt.toISOString();
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    method: 'cash',
    status: 'completed',
    reference: row.reference,
    recordedAt,
    createdAt: row.createdAt.toISOString(),
  };
}

function recordedAtOf(input: CashSaleInput, at: Date): string {
  if (!input.recordedAt) return at.toISOString();
  const time = Date.parse(input.recordedAt);
  if (Number.isNaN(time) || time > at.getTime() + MAX_CLOCK_AHEAD_MS) return at.toISOString();
  return new Date(time).toISOString();
}

function sameSale(row: PaymentRow, merchantId: string, input: CashSaleInput): boolean {
  return (
    row.merchantId === merchantId &&
    row.method === 'cash' &&
    row.amount === input.amount &&
    row.currency === input.currency &&
    row.description === input.description.trim()
  );
}

export function createCashSalesService(deps: { db: Db; payments: PaymentsService; now: () => Date }) {
  const { db, payments, now } = deps;
  return {
    /** Records the sale once; the same id again answers the sale recorded the first time. */
    async record(merchantId: string, input: CashSaleInput): Promise<CashSale> {
      if (!(await getMerchantProfile(db, merchantId))) {
        throw new HttpError(403, 'not_a_merchant', 'Set up your business profile before recording sales.');
      }
      const descriptionError = cashSaleDescriptionError(input.description);
      if (descriptionError) throw new HttpError(400, ERROR_CODES.invalidInput, descriptionError, [{ field: 'description', message: descriptionError }]);
      const at = now();
      const row = await payments.create({
        id: input.id,
        merchantId,
        payerUserId: null,
        payerPhone: null,
        amount: input.amount,
        currency: input.currency,
        method: 'cash',
        source: 'pos',
        description: input.description.trim(),
        metadata: { recordedAt: recordedAtOf(input, at) },
        start: false,
      });
      // The id is the phone's: another merchant's payment, or a different sale, is not this one.
      if (!sameSale(row, merchantId, input)) {
        throw new HttpError(409, ERROR_CODES.conflict, 'A different sale was already recorded with this id.');
      }
      return toCashSale(row);
    },
  };
}

export type CashSalesService = ReturnType<typeof createCashSalesService>;
