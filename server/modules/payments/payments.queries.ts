/**
 * Payments and their status events. A status change is a conditional UPDATE that names the
 * statuses the move is allowed from (domain/payment-status.ts), plus an event row, in the
 * caller's transaction: of two concurrent moves exactly one finds the row still in a from-status.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type PaymentStatus, statusesAllowing } from '../../../domain/payment-status.ts';
import type { Db } from '../../db/client.ts';
import { merchantProfiles, paymentEvents, payments, type PaymentRow } from '../../db/schema.ts';

export type NewPayment = typeof payments.$inferInsert;

/** Inserts the payment with its first event; false when the id exists (a replayed create). */
export async function insertPayment(tx: Db, row: NewPayment & { status: PaymentStatus }): Promise<boolean> {
  const [inserted] = await tx.insert(payments).values(row).onConflictDoNothing({ target: payments.id }).returning({ id: payments.id });
  if (!inserted) return false;
  await tx.insert(paymentEvents).values({ paymentId: row.id, seq: 1, status: row.status, reason: null, createdAt: row.createdAt });
  return true;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export interface TransitionInput {
  to: PaymentStatus;
  at: Date;
  reason?: string;
  providerRef?: string;
  /** Expiry: only once expires_at has passed. */
  onlyIfExpiredAt?: Date;
}

/**
 * Moves the payment if its current status allows `to`, with its next payment_events row; returns
 * the updated row, or undefined. The merchant's event is the caller's (payment-transition.service.ts).
 */
export async function updatePaymentStatus(tx: Db, id: string, input: TransitionInput): Promise<PaymentRow | undefined> {
  const from = statusesAllowing(input.to);
  const [row] = await tx
    .update(payments)
    .set({ status: input.to, statusChangedAt: input.at, ...(input.providerRef ? { providerRef: input.providerRef } : {}) })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.status, from),
        input.onlyIfExpiredAt ? sql`${payments.expiresAt} <= ${input.onlyIfExpiredAt.toISOString()}::timestamptz` : undefined,
      ),
    )
    .returning();
  if (!row) return undefined;
  // The UPDATE holds the row lock until commit, so the next sequence number is ours alone.
  await tx.execute(sql`
    INSERT INTO ${paymentEvents} (payment_id, seq, status, reason, created_at)
    SELECT ${id}, coalesce(max(seq), 0) + 1, ${input.to}, ${input.reason ?? null}, ${input.at.toISOString()}::timestamptz
    FROM ${paymentEvents} WHERE payment_id = ${id}`);
  return row;
}

export async function listPaymentEvents(db: Db, paymentId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.seq);
}

/** A payment with the names the activity list shows. */
export type PaymentView = PaymentRow & { merchantName: string; merchantCategory: string; payerFullName: string | null };

const viewColumns = {
  payment: payments,
  merchantName: merchantProfiles.businessName,
  merchantCategory: merchantProfiles.category,
  payerFullName: sql<string | null>`(SELECT full_name FROM users WHERE users.id = ${payments.payerUserId})`,
};

function toView(row: { payment: PaymentRow; merchantName: string; merchantCategory: string; payerFullName: string | null }): PaymentView {
  return { ...row.payment, merchantName: row.merchantName, merchantCategory: row.merchantCategory, payerFullName: row.payerFullName };
}

export interface ActivityCursor {
  at: Date;
  id: string;
}

/** The user's activity: payments they made or received, latest change first, keyset-paginated. */
export async function listActivity(db: Db, userId: string, options: { limit: number; after?: ActivityCursor }): Promise<PaymentView[]> {
  const mine = or(eq(payments.payerUserId, userId), eq(payments.merchantId, userId));
  const where = options.after
    ? and(mine, sql`(${payments.statusChangedAt}, ${payments.id}) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`)
    : mine;
  const rows = await db
    .select(viewColumns)
    .from(payments)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, payments.merchantId))
    .where(where)
    .orderBy(desc(payments.statusChangedAt), desc(payments.id))
    .limit(options.limit);
  return rows.map(toView);
}

/** The payment `id` if the user paid or received it; of one mode only when `livemode` is given. */
export async function findPaymentOfUser(db: Db, userId: string, id: string, livemode?: boolean): Promise<PaymentView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(payments)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, payments.merchantId))
    .where(and(eq(payments.id, id), or(eq(payments.payerUserId, userId), eq(payments.merchantId, userId)), livemode === undefined ? undefined : eq(payments.livemode, livemode)))
    .limit(1);
  return row ? toView(row) : undefined;
}

/** What the pending list shows of a payment (activity.service.ts toPendingPayment). */
export type OpenPaymentRow = Pick<PaymentView, 'id' | 'merchantId' | 'merchantName' | 'total' | 'currency' | 'method' | 'provider' | 'status' | 'createdAt' | 'expiresAt' | 'description'>;

/**
 * The payer's payments still under way (pending or processing), newest first, from their own
 * index (migration 0370): only the columns the list shows (issue 41: the whole payment row and
 * its payer's name were most of the dashboard's pending read on the seeded set).
 */
export async function listOpenPaymentsOfPayer(db: Db, userId: string, livemode: boolean): Promise<OpenPaymentRow[]> {
  return await db
    .select({
      id: payments.id,
      merchantId: payments.merchantId,
      merchantName: merchantProfiles.businessName,
      total: payments.total,
      currency: payments.currency,
      method: payments.method,
      provider: payments.provider,
      status: payments.status,
      createdAt: payments.createdAt,
      expiresAt: payments.expiresAt,
      description: payments.description,
    })
    .from(payments)
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, payments.merchantId))
    // The statuses as literals, the very condition of payments_payer_open_idx (migration 0370),
    // so every plan of the statement can read that index.
    .where(and(eq(payments.payerUserId, userId), eq(payments.livemode, livemode), sql`${payments.status} IN ('pending_initiation', 'pending_confirmation', 'pending_otp', 'processing')`))
    .orderBy(desc(payments.createdAt), desc(payments.id));
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
 * The preferred method is the one used most often (ties: alphabetical); the last amount,
 * currency and provider are the latest payment's.
 * Issue 41: the merchants are ranked by count and latest payment first, and only the `limit`
 * kept are given their name, preferred method and latest payment (the latest is the one with the
 * greatest status_changed_at, so the rank's time is its time); on the seeded set's busy payer
 * (1,700 payments to 850 merchants) half the database time of ranking every merchant in full.
 * Every payment names a merchant with a profile (foreign key), so the join drops none.
 */
export async function listFrequentPayments(db: Db, userId: string, limit: number, livemode: boolean): Promise<FrequentPaymentRow[]> {
  const result = await db.execute(sql`
    WITH paid AS (
      SELECT p.merchant_id, p.total, p.currency, p.status_changed_at, p.method, p.provider, p.id
      FROM ${payments} p
      WHERE p.payer_user_id = ${userId} AND p.livemode = ${livemode} AND p.status = 'completed'
    ),
    ranked AS (
      SELECT merchant_id, count(*)::int AS payment_count, max(status_changed_at) AS last_at
      FROM paid GROUP BY merchant_id
      ORDER BY payment_count DESC, last_at DESC, merchant_id
      LIMIT ${limit}
    )
    SELECT r.merchant_id, m.business_name AS merchant_name, m.category, r.payment_count,
           latest.total AS last_payment_amount, latest.currency, latest.status_changed_at AS last_payment_date,
           (SELECT mode() WITHIN GROUP (ORDER BY p.method) FROM paid p WHERE p.merchant_id = r.merchant_id) AS preferred_payment_method,
           latest.provider
    FROM ranked r
    JOIN ${merchantProfiles} m ON m.user_id = r.merchant_id
    CROSS JOIN LATERAL (
      SELECT p.total, p.currency, p.status_changed_at, p.provider FROM paid p
      WHERE p.merchant_id = r.merchant_id
      ORDER BY p.status_changed_at DESC, p.id DESC
      LIMIT 1
    ) latest
    ORDER BY r.payment_count DESC, r.last_at DESC, r.merchant_id
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

/** Pending payments whose expires_at has passed (the expiry job's safety net sweeps these). */
export async function listExpiredOpenPaymentIds(db: Db, at: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, ['pending_initiation', 'pending_confirmation', 'pending_otp']), sql`${payments.expiresAt} <= ${at.toISOString()}::timestamptz`))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The auditor's payments check (DESIGN §7): every completed non-cash payment has exactly one
 * settlement set (one payment_settlement transfer, and one payment_fee when it has a fee), and
 * no payment that is not completed has any.
 *
 * One pass (issue 41): payments and their settlement legs are read side by side (UNION ALL) and
 * grouped by payment id, so there is no join for the planner to get wrong; it was a nested loop
 * over the grouped legs, which never finished on 300,000 payments (and took 46 s over 10,000 on
 * PGlite, whose tables have no statistics). Linear in payments + transfers.
 */
export async function findSettlementBreaches(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT g.key::uuid AS id, g.status, g.method, g.net, g.fee, g.settlements, g.fees, g.settled, g.fee_amount
    FROM (
      SELECT u.key, bool_or(u.is_payment) AS is_payment, max(u.status) AS status, max(u.method) AS method, max(u.net) AS net, max(u.fee) AS fee,
             count(*) FILTER (WHERE u.code = 'payment_settlement') AS settlements,
             count(*) FILTER (WHERE u.code = 'payment_fee') AS fees,
             coalesce(sum(u.amount) FILTER (WHERE u.code = 'payment_settlement'), 0) AS settled,
             coalesce(sum(u.amount) FILTER (WHERE u.code = 'payment_fee'), 0) AS fee_amount
      FROM (
        SELECT p.id::text AS key, true AS is_payment, p.status, p.method, p.net, p.fee, NULL::text AS code, NULL::bigint AS amount
        FROM ${payments} p
        UNION ALL
        SELECT t.business_id, false, NULL, NULL, NULL, NULL, t.code, t.amount
        FROM ledger_transfers t WHERE t.business_type = 'payment' AND t.code IN ('payment_settlement', 'payment_fee')
      ) u
      GROUP BY u.key
    ) g
    WHERE g.is_payment
      AND ((g.status = 'completed' AND g.method <> 'cash'
             AND (g.settlements <> 1 OR g.settled <> g.net OR g.fees <> (CASE WHEN g.fee > 0 THEN 1 ELSE 0 END) OR g.fee_amount <> g.fee))
        OR ((g.status <> 'completed' OR g.method = 'cash') AND g.settlements + g.fees > 0))
    ORDER BY 1
    LIMIT 100
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map(
    (row) =>
      `payment ${String(row.id)} (${String(row.status)}, ${String(row.method)}): ${String(row.settlements)} settlement transfer(s) of ${String(row.settled)} for net ${String(row.net)}, ${String(row.fees)} fee transfer(s) of ${String(row.fee_amount)} for fee ${String(row.fee)}`,
  );
}
