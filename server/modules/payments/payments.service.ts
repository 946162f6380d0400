import {
  FREQUENT_PAYMENTS_LIMIT,
  type FrequentPayment,
  type PendingPayment,
} from '../../../domain/dashboard.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  cancelPendingPayment,
  findPendingPaymentOfUser,
  listFrequentPayments,
  listOpenPendingPayments,
  type PendingPaymentRow,
} from './payments.queries.ts';

export function toPendingPayment(row: PendingPaymentRow): PendingPayment {
  return {
    id: row.id,
    transactionId: row.transactionRef,
    merchantName: row.merchantName,
    merchantId: row.merchantId,
    amount: row.amount,
    currency: row.currency as Currency,
    paymentMethod: row.paymentMethod as PaymentMethod,
    provider: row.provider,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    description: row.description,
  };
}

export function createPaymentsService(db: Db, now: () => Date = () => new Date()) {
  return {
    async listPending(userId: string): Promise<PendingPayment[]> {
      return (await listOpenPendingPayments(db, userId)).map(toPendingPayment);
    },

    /** Idempotent: cancelling a cancelled payment answers the same cancelled payment. */
    async cancel(userId: string, id: string): Promise<PendingPayment> {
      const outcome = await cancelPendingPayment(db, userId, id, now());
      if (outcome === 'not_found') throw new HttpError(404, ERROR_CODES.notFound, 'No pending payment with this id');
      if (outcome === 'processing') {
        throw new HttpError(409, 'payment_processing', 'This payment is already being processed and can no longer be cancelled.');
      }
      const row = await findPendingPaymentOfUser(db, userId, id);
      if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'No pending payment with this id');
      return toPendingPayment(row);
    },

    async listFrequent(userId: string): Promise<FrequentPayment[]> {
      const rows = await listFrequentPayments(db, userId, FREQUENT_PAYMENTS_LIMIT);
      return rows.map((row) => ({
        id: row.merchantId,
        merchantName: row.merchantName,
        merchantId: row.merchantId,
        category: row.category,
        paymentCount: row.paymentCount,
        lastPaymentAmount: row.lastPaymentAmount,
        currency: row.currency as Currency,
        lastPaymentDate: row.lastPaymentDate.toISOString(),
        preferredPaymentMethod: row.preferredPaymentMethod as PaymentMethod,
        provider: row.provider,
      }));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
