/**
 * The dashboard's reads as projections of payments and the ledger (DESIGN §7: the activity list
 * is not a table of its own that can disagree with them). API shapes are SPEC §3's, unchanged:
 * transactions, pending and frequent payments, the unread count and the balance.
 */
import {
  FREQUENT_PAYMENTS_LIMIT,
  type FrequentPayment,
  type PendingPayment,
  type PendingPaymentStatus,
  type Transaction,
} from '../../../domain/dashboard.ts';
import type { Currency } from '../../../domain/money.ts';
import { displayStatus, type PaymentStatus } from '../../../domain/payment-status.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import { fromE164 } from '../../../domain/phone.ts';
import type { Db } from '../../db/client.ts';
import { balances, type Balance } from '../ledger/ledger.service.ts';
import {
  type ActivityCursor,
  countUnreadPaymentNotifications,
  findPaymentOfUser,
  listActivity,
  listFrequentPayments,
  listOpenPaymentsOfPayer,
  markNotificationsRead,
  type PaymentView,
} from './payments.queries.ts';

export type { ActivityCursor } from './payments.queries.ts';

/** The id people quote to support: the provider's reference once there is one. */
function transactionRef(payment: PaymentView): string {
  return `TXN${payment.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

/** One payment as the signed-in user's activity entry: paid (payer) or received (merchant). */
export function toTransaction(payment: PaymentView, userId: string): Transaction {
  const paid = payment.payerUserId === userId;
  const payerShown = payment.payerFullName ?? payment.payerName ?? (payment.payerPhone ? `+232 ${fromE164(payment.payerPhone)}` : 'Customer');
  return {
    id: payment.id,
    type: paid ? 'payment' : 'received',
    // The payer sees what they were charged; the merchant sees what they asked for.
    amount: paid ? payment.total : payment.amount,
    currency: payment.currency as Currency,
    status: displayStatus(payment.status as PaymentStatus),
    merchant: paid ? payment.merchantName : null,
    recipient: paid ? null : payerShown,
    paymentMethod: payment.method as PaymentMethod,
    provider: providerLabel(payment.provider),
    timestamp: payment.statusChangedAt.toISOString(),
    description: payment.description,
    transactionId: transactionRef(payment),
    reference: payment.reference,
  };
}

export function toPendingPayment(payment: PaymentView): PendingPayment {
  return {
    id: payment.id,
    transactionId: transactionRef(payment),
    merchantName: payment.merchantName,
    merchantId: payment.merchantId,
    amount: payment.total,
    currency: payment.currency as Currency,
    paymentMethod: payment.method as PaymentMethod,
    provider: providerLabel(payment.provider),
    // The open list holds only pending_* and processing; 'cancelled' is what a cancel answers with.
    status: (payment.status === 'expired' ? 'cancelled' : payment.status) as PendingPaymentStatus,
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    description: payment.description,
  };
}

export function createActivityService(db: Db) {
  return {
    async listActivity(userId: string, options: { limit: number; after?: ActivityCursor }): Promise<{ rows: PaymentView[]; items: Transaction[] }> {
      const rows = await listActivity(db, userId, options);
      return { rows, items: rows.map((row) => toTransaction(row, userId)) };
    },
    async getActivity(userId: string, id: string): Promise<Transaction | undefined> {
      const row = await findPaymentOfUser(db, userId, id);
      return row ? toTransaction(row, userId) : undefined;
    },
    /** Only the payer's own payment (a merchant cancels from the business tools, not here). */
    async findPendingOfPayer(userId: string, id: string): Promise<PaymentView | undefined> {
      const row = await findPaymentOfUser(db, userId, id);
      return row && row.payerUserId === userId ? row : undefined;
    },
    async listPending(userId: string): Promise<PendingPayment[]> {
      return (await listOpenPaymentsOfPayer(db, userId)).map(toPendingPayment);
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
        provider: providerLabel(row.provider),
      }));
    },
    unreadCount: (userId: string) => countUnreadPaymentNotifications(db, userId),
    markRead: (userId: string, upTo: Date) => markNotificationsRead(db, userId, upTo),
    /** The ledger's balances of the user (a merchant's money), minor units per currency. */
    balance: (userId: string, livemode = false): Promise<Balance[]> => balances(db, userId, { livemode }),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
