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
import { DomainError } from '../../domain-error.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

/**
 * The time a sale is recorded at (issue 10): the phone's, when the merchant made it offline, not
 * the time it synced. Bounded, because a phone's clock can be wrong (a dead battery resets some
 * to 1970 or 2000):
 * - up to 5 minutes ahead of the server's clock is ordinary drift: the sale is put at the server's
 *   "now", so nothing is ever recorded in the future;
 * - back to 30 days is a field merchant offline for a long while; 30 days is also how long the
 *   server keeps the outbox's Idempotency-Keys, the longest a queued write is expected to wait;
 * - outside that window the phone's time is not believed: the sale is recorded at the sync time,
 *   and the phone's claim is kept in the payment's metadata (`phoneRecordedAt`) for support.
 * Never refused for its time: a 4xx would make the outbox drop the sale, and the merchant would
 * lose the record of money they hold.
 */
export const CASH_SALE_MAX_AHEAD_MS = 5 * 60 * 1000;
export const CASH_SALE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function cashSaleTime(claimed: string | undefined, now: Date): { at: Date; phoneRecordedAt?: string } {
  if (!claimed) return { at: now };
  const time = Date.parse(claimed);
  if (Number.isNaN(time) || time > now.getTime() + CASH_SALE_MAX_AHEAD_MS || time < now.getTime() - CASH_SALE_MAX_AGE_MS) {
    return { at: now, phoneRecordedAt: claimed };
  }
  return { at: new Date(Math.min(time, now.getTime())) };
}

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

function sameSale(row: PaymentRow, merchantId: string, input: CashSaleInput, livemode: boolean): boolean {
  return (
    row.merchantId === merchantId &&
    row.livemode === livemode &&
    row.method === 'cash' &&
    row.amount === input.amount &&
    row.currency === input.currency &&
    row.description === input.description.trim()
  );
}

export function createCashSalesService(deps: { db: Db; payments: PaymentsService; now: () => Date }) {
  const { db, payments, now } = deps;
  return {
    /**
     * Records the sale once, in the merchant's mode (live sales in live reports, test ones in
     * test); the same id again answers the sale recorded the first time.
     */
    async record(merchantId: string, input: CashSaleInput, livemode: boolean, createdBy: string | null = null): Promise<CashSale> {
      if (!(await getMerchantProfile(db, merchantId))) {
        throw new DomainError(ERROR_CODES.notAMerchant, 'Set up your business profile before recording sales.');
      }
      const descriptionError = cashSaleDescriptionError(input.description);
      if (descriptionError) throw new DomainError(ERROR_CODES.invalidInput, descriptionError, { details: [{ field: 'description', message: descriptionError }] });
      const { at, phoneRecordedAt } = cashSaleTime(input.recordedAt, now());
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
        metadata: { recordedAt: at.toISOString(), ...(phoneRecordedAt ? { phoneRecordedAt } : {}) },
        occurredAt: at,
        livemode,
        start: false,
        createdBy,
      });
      // The id is the phone's: another merchant's payment, or a different sale, is not this one.
      if (!sameSale(row, merchantId, input, livemode)) {
        throw new DomainError(ERROR_CODES.conflict, 'A different sale was already recorded with this id.');
      }
      return toCashSale(row);
    },
  };
}

export type CashSalesService = ReturnType<typeof createCashSalesService>;
