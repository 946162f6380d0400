/**
 * The dashboard's reads as projections of payments and the ledger (DESIGN §7: the activity list
 * is not a table of its own that can disagree with them). API shapes are SPEC §3's, unchanged:
 * transactions, pending and frequent payments and the balance.
 */
import {
  FREQUENT_PAYMENTS_LIMIT,
  type FrequentPayment,
  type PendingPayment,
  type PendingPaymentStatus,
} from '../../../domain/pending-payments.ts';
import type { Transaction } from '../../../domain/transactions.ts';
import type { Currency } from '../../../domain/money.ts';
import { displayStatus, type PaymentStatus } from '../../../domain/payment-status.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import { payerShownToMerchant } from '../../../domain/payer.ts';
import type { Db } from '../../db/client.ts';
import { balances, type Balance } from '../ledger/ledger.service.ts';
import { findRefundOfUser, listRefundActivity, type RefundView } from './refunds.queries.ts';
import {
  type ActivityCursor,
  findPaymentOfUser,
  listActivity,
  listFrequentPayments,
  listOpenPaymentsOfPayer,
  type OpenPaymentRow,
  type PaymentView,
} from './payments.queries.ts';

export type { ActivityCursor } from './payments.queries.ts';

/** The id people quote to support: the provider's reference once there is one. */
function transactionRef(payment: Pick<PaymentView, 'id'>): string {
  return `TXN${payment.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

/** One payment as the signed-in user's activity entry: paid (payer) or received (merchant). */
export function toTransaction(payment: PaymentView, userId: string): Transaction {
  const paid = payment.payerUserId === userId;
  const payerShown = payerShownToMerchant({ fullName: payment.payerFullName, name: payment.payerName, phone: payment.payerPhone });
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

/**
 * One refund as an activity entry (type `refund`): the payer sees money back from the merchant
 * (merchant set), the merchant sees money given back to the payer (recipient set).
 */
export function toRefundTransaction(refund: RefundView, userId: string): Transaction {
  const payer = refund.payerUserId === userId && refund.merchantId !== userId;
  const payerShown = payerShownToMerchant({ fullName: refund.payerFullName, name: refund.payerName, phone: refund.payerPhone });
  return {
    id: refund.id,
    type: 'refund',
    amount: refund.amount,
    currency: refund.currency as Currency,
    status: REFUND_DISPLAY_STATUS[refund.status],
    merchant: payer ? refund.merchantName : null,
    recipient: payer ? null : payerShown,
    paymentMethod: refund.method as PaymentMethod,
    provider: providerLabel(refund.provider),
    timestamp: refund.statusChangedAt.toISOString(),
    description: `Refund: ${refund.description}`,
    transactionId: `TXN${refund.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
    reference: refund.reference,
  };
}

const REFUND_DISPLAY_STATUS: Record<RefundView['status'], Transaction['status']> = {
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  failed: 'failed',
};

/** A row of the activity projection: what the keyset cursor is made of. */
export interface ActivityRow {
  id: string;
  statusChangedAt: Date;
}


export function toPendingPayment(payment: OpenPaymentRow): PendingPayment {
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

/**
 * Another kind of money record in the activity list (payouts, refunds), projected by its own
 * module: each lists its rows in the same (statusChangedAt, id) order, and the list merges them.
 */
export interface ActivitySource {
  list(userId: string, options: { limit: number; after?: ActivityCursor }): Promise<{ statusChangedAt: Date; id: string; item: Transaction }[]>;
  get(userId: string, id: string): Promise<Transaction | undefined>;
}

/** Newest first by (time, id), as the payments query orders. */
function newerFirst(a: { statusChangedAt: Date; id: string }, b: { statusChangedAt: Date; id: string }): number {
  return b.statusChangedAt.getTime() - a.statusChangedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Refunds (issue 11) in the activity list: the payer's money back, the merchant's money given back. */
function refundSource(db: Db): ActivitySource {
  return {
    async list(userId, options) {
      return (await listRefundActivity(db, userId, options)).map((row) => ({ statusChangedAt: row.statusChangedAt, id: row.id, item: toRefundTransaction(row, userId) }));
    },
    async get(userId, id) {
      const refund = await findRefundOfUser(db, userId, id);
      return refund ? toRefundTransaction(refund, userId) : undefined;
    },
  };
}

/**
 * Payments, refunds and the other sources (payouts), each read with the same keyset and limit,
 * merged: the first `limit` of the merge are exactly the first `limit` of the union.
 */
export function createActivityService(db: Db, extraSources: ActivitySource[] = []) {
  const sources = [refundSource(db), ...extraSources];
  return {
    async listActivity(userId: string, options: { limit: number; after?: ActivityCursor }): Promise<{ rows: { statusChangedAt: Date; id: string }[]; items: Transaction[] }> {
      const payments = (await listActivity(db, userId, options)).map((row) => ({ statusChangedAt: row.statusChangedAt, id: row.id, item: toTransaction(row, userId) }));
      const others = await Promise.all(sources.map((source) => source.list(userId, options)));
      const merged = [...payments, ...others.flat()].sort(newerFirst).slice(0, options.limit);
      return { rows: merged, items: merged.map((entry) => entry.item) };
    },
    async getActivity(userId: string, id: string): Promise<Transaction | undefined> {
      const row = await findPaymentOfUser(db, userId, id);
      if (row) return toTransaction(row, userId);
      for (const source of sources) {
        const found = await source.get(userId, id);
        if (found) return found;
      }
      return undefined;
    },
    /** Only the payer's own payment (a merchant cancels from the business tools, not here). */
    async findPendingOfPayer(userId: string, id: string, livemode: boolean): Promise<PaymentView | undefined> {
      const row = await findPaymentOfUser(db, userId, id, livemode);
      return row && row.payerUserId === userId ? row : undefined;
    },
    /** A payment the user paid or received, of the request's mode only (the one mode rule). */
    findPaymentOfUser: (userId: string, id: string, livemode: boolean): Promise<PaymentView | undefined> => findPaymentOfUser(db, userId, id, livemode),
    async listPending(userId: string, livemode: boolean): Promise<PendingPayment[]> {
      return (await listOpenPaymentsOfPayer(db, userId, livemode)).map(toPendingPayment);
    },
    async listFrequent(userId: string, livemode: boolean): Promise<FrequentPayment[]> {
      const rows = await listFrequentPayments(db, userId, FREQUENT_PAYMENTS_LIMIT, livemode);
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
    /** The ledger's balances of the user (a merchant's money), minor units per currency. */
    balance: (userId: string, livemode = false): Promise<Balance[]> => balances(db, userId, { livemode }),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
