import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants, pendingPayments, transactions } from '../../db/schema.ts';
import { canCancelPendingPayment } from '../../../domain/dashboard.ts';

export type PendingPaymentRow = typeof pendingPayments.$inferSelect & { merchantName: string; transactionRef: string };

const pendingColumns = {
  id: pendingPayments.id,
  userId: pendingPayments.userId,
  transactionId: pendingPayments.transactionId,
  transactionRef: transactions.transactionRef,
  merchantId: pendingPayments.merchantId,
  merchantName: merchants.name,
  amount: pendingPayments.amount,
  currency: pendingPayments.currency,
  paymentMethod: pendingPayments.paymentMethod,
  provider: pendingPayments.provider,
  status: pendingPayments.status,
  description: pendingPayments.description,
  createdAt: pendingPayments.createdAt,
  expiresAt: pendingPayments.expiresAt,
  cancelledAt: pendingPayments.cancelledAt,
};

/** Open (not cancelled) pending payments, newest first; expired ones included for the UI to label. */
export async function listOpenPendingPayments(db: Db, userId: string): Promise<PendingPaymentRow[]> {
  return db
    .select(pendingColumns)
    .from(pendingPayments)
    .innerJoin(merchants, eq(merchants.id, pendingPayments.merchantId))
    .innerJoin(transactions, eq(transactions.id, pendingPayments.transactionId))
    .where(and(eq(pendingPayments.userId, userId), ne(pendingPayments.status, 'cancelled')))
    .orderBy(desc(pendingPayments.createdAt), desc(pendingPayments.id));
}

export async function findPendingPaymentOfUser(db: Db, userId: string, id: string): Promise<PendingPaymentRow | undefined> {
  const [row] = await db
    .select(pendingColumns)
    .from(pendingPayments)
    .innerJoin(merchants, eq(merchants.id, pendingPayments.merchantId))
    .innerJoin(transactions, eq(transactions.id, pendingPayments.transactionId))
    .where(and(eq(pendingPayments.userId, userId), eq(pendingPayments.id, id)))
    .limit(1);
  return row;
}

export type CancelOutcome = 'cancelled' | 'already_cancelled' | 'processing' | 'not_found';

/**
 * Cancels in one database transaction: the pending payment and its transaction (the activity
 * entry) change together. The row lock makes two concurrent cancels settle on one outcome.
 */
export async function cancelPendingPayment(db: Db, userId: string, id: string, at: Date): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: pendingPayments.status, transactionId: pendingPayments.transactionId })
      .from(pendingPayments)
      .where(and(eq(pendingPayments.userId, userId), eq(pendingPayments.id, id)))
      .for('update');
    if (!row) return 'not_found';
    if (row.status === 'cancelled') return 'already_cancelled';
    if (!canCancelPendingPayment(row.status)) return 'processing';
    await tx.update(pendingPayments).set({ status: 'cancelled', cancelledAt: at }).where(eq(pendingPayments.id, id));
    await tx
      .update(transactions)
      .set({ status: 'cancelled', occurredAt: at, description: sql`${transactions.description} || ' (cancelled)'` })
      .where(eq(transactions.id, row.transactionId));
    return 'cancelled';
  });
}

export interface FrequentPaymentRow {
  merchantId: string;
  merchantName: string;
  category: string;
  paymentCount: number;
  lastPaymentAmount: number;
  currency: string;
  lastPaymentDate: Date;
  preferredPaymentMethod: string;
  provider: string;
}

/**
 * Derived, never stored: the user's completed payments grouped by merchant, most used first.
 * The preferred method is the one used most often (ties: alphabetical), the last amount,
 * currency and provider are the latest payment's.
 */
export async function listFrequentPayments(db: Db, userId: string, limit: number): Promise<FrequentPaymentRow[]> {
  const result = await db.execute(sql`
    WITH paid AS (
      SELECT t.merchant_id, t.amount, t.currency, t.occurred_at, t.payment_method, t.provider, t.id,
             row_number() OVER (PARTITION BY t.merchant_id ORDER BY t.occurred_at DESC, t.id DESC) AS recency
      FROM ${transactions} t
      WHERE t.user_id = ${userId} AND t.type = 'payment' AND t.status = 'completed' AND t.merchant_id IS NOT NULL
    ),
    grouped AS (
      SELECT merchant_id, count(*)::int AS payment_count,
             mode() WITHIN GROUP (ORDER BY payment_method) AS preferred_payment_method
      FROM paid GROUP BY merchant_id
    )
    SELECT g.merchant_id, m.name AS merchant_name, m.category, g.payment_count,
           p.amount AS last_payment_amount, p.currency, p.occurred_at AS last_payment_date,
           g.preferred_payment_method, p.provider
    FROM grouped g
    JOIN paid p ON p.merchant_id = g.merchant_id AND p.recency = 1
    JOIN ${merchants} m ON m.id = g.merchant_id
    ORDER BY g.payment_count DESC, p.occurred_at DESC, g.merchant_id
    LIMIT ${limit}
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    merchantId: String(row.merchant_id),
    merchantName: String(row.merchant_name),
    category: String(row.category),
    paymentCount: Number(row.payment_count),
    lastPaymentAmount: Number(row.last_payment_amount),
    currency: String(row.currency),
    lastPaymentDate: new Date(row.last_payment_date as string | Date),
    preferredPaymentMethod: String(row.preferred_payment_method),
    provider: String(row.provider),
  }));
}
