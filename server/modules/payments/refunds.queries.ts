/**
 * Refunds (0070_refunds.sql). A status change is a conditional UPDATE naming the statuses it may
 * leave, in the caller's transaction: of two concurrent moves exactly one finds the row.
 */
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantProfiles, payments, refunds, type PaymentRow, type RefundRow, type RefundStatus } from '../../db/schema.ts';
import { checkedSum } from '../../db/exact-sum.ts';

/** Locks the payment row until the caller's transaction ends (refunds of one payment queue here). */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** What the payment's refunds hold so far: every refund but failed ones. */
export async function sumActiveRefunds(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return checkedSum(row?.total);
}

export async function insertRefund(tx: Db, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(refunds).values(row).returning();
  if (!inserted) throw new Error('refund insert returned no row');
  return inserted;
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

export async function listRefundsOfPayment(db: Db, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** Moves the refund out of one of `from`; the updated row, or undefined when another move won. */
export async function transitionRefund(
  tx: Db,
  id: string,
  input: { from: RefundStatus[]; to: RefundStatus; at: Date; providerRef?: string; reason?: string },
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({
      status: input.to,
      statusChangedAt: input.at,
      ...(input.providerRef ? { providerRef: input.providerRef } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
    })
    .where(and(eq(refunds.id, id), inArray(refunds.status, input.from)))
    .returning();
  return row;
}

/** A refund with what the activity list shows of its payment. */
export interface RefundView extends RefundRow {
  payerUserId: string | null;
  payerPhone: string | null;
  payerName: string | null;
  payerFullName: string | null;
  merchantName: string;
  method: string;
  provider: string;
  description: string;
  reference: string;
}

const viewColumns = {
  refund: refunds,
  payerUserId: payments.payerUserId,
  payerPhone: payments.payerPhone,
  payerName: payments.payerName,
  payerFullName: sql<string | null>`(SELECT full_name FROM users WHERE users.id = ${payments.payerUserId})`,
  merchantName: merchantProfiles.businessName,
  method: payments.method,
  provider: payments.provider,
  description: payments.description,
  reference: payments.reference,
};

type ViewRow = { refund: RefundRow } & Omit<RefundView, keyof RefundRow>;
const toView = ({ refund, ...rest }: ViewRow): RefundView => ({ ...refund, ...rest });

/** Refunds the user gave (merchant) or got (payer), latest change first, keyset-paginated like payments. */
export async function listRefundActivity(db: Db, userId: string, options: { limit: number; after?: { at: Date; id: string } }): Promise<RefundView[]> {
  const mine = or(eq(refunds.merchantId, userId), eq(payments.payerUserId, userId));
  const where = options.after
    ? and(mine, sql`(${refunds.statusChangedAt}, ${refunds.id}) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`)
    : mine;
  const rows = await db
    .select(viewColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, refunds.merchantId))
    .where(where)
    .orderBy(desc(refunds.statusChangedAt), desc(refunds.id))
    .limit(options.limit);
  return rows.map(toView);
}

export async function findRefundOfUser(db: Db, userId: string, id: string): Promise<RefundView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(merchantProfiles, eq(merchantProfiles.userId, refunds.merchantId))
    .where(and(eq(refunds.id, id), or(eq(refunds.merchantId, userId), eq(payments.payerUserId, userId))))
    .limit(1);
  return row ? toView(row) : undefined;
}

/** Pending or processing refunds (the sweep re-sends or re-polls them if a job was lost). */
export async function listOpenRefundIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ id: refunds.id }).from(refunds).where(inArray(refunds.status, ['pending', 'processing'])).limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The auditor's refund checks: the refunds of a payment (failed ones aside) never exceed its
 * amount and belong to a completed, non-cash payment; each refund's ledger legs match its status
 * (one reservation; posted once when completed, voided once when failed, neither while open).
 */
export async function findRefundBreaches(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    WITH sums AS (
      SELECT payment_id, sum(amount) FILTER (WHERE status <> 'failed') AS held, count(*) AS n
      FROM ${refunds} GROUP BY payment_id
    )
    SELECT 'payment ' || p.id || ' (' || p.status || ', ' || p.method || ', amount ' || p.amount || '): refunds hold ' || coalesce(s.held, 0) AS line
    FROM sums s JOIN ${payments} p ON p.id = s.payment_id
    WHERE coalesce(s.held, 0) > p.amount OR p.status <> 'completed' OR p.method = 'cash'
    UNION ALL
    SELECT 'refund ' || g.key || ' (' || g.status || ', ' || g.amount || '): ' || g.reserved || ' reservation(s) of '
           || g.reserved_amount || ', ' || g.posted || ' post(s), ' || g.voided || ' void(s), ' || g.singles || ' other(s)'
    FROM (
      -- Refunds and their ledger legs side by side, grouped by refund: one pass, no join to plan (issue 41).
      SELECT u.key, bool_or(u.is_refund) AS is_refund, max(u.status) AS status, max(u.amount) FILTER (WHERE u.is_refund) AS amount,
             count(*) FILTER (WHERE u.kind = 'pending') AS reserved,
             coalesce(sum(u.amount) FILTER (WHERE u.kind = 'pending'), 0) AS reserved_amount,
             count(*) FILTER (WHERE u.kind = 'post_pending') AS posted,
             count(*) FILTER (WHERE u.kind = 'void_pending') AS voided,
             count(*) FILTER (WHERE u.kind = 'single') AS singles
      FROM (
        SELECT r.id::text AS key, true AS is_refund, r.status, r.amount, NULL::text AS kind FROM ${refunds} r
        UNION ALL
        SELECT t.business_id, false, NULL, t.amount, t.kind FROM ledger_transfers t WHERE t.business_type = 'refund'
      ) u
      GROUP BY u.key
    ) g
    WHERE g.is_refund
      AND (g.reserved <> 1 OR g.reserved_amount <> g.amount OR g.singles <> 0
           OR g.posted <> (CASE WHEN g.status = 'completed' THEN 1 ELSE 0 END)
           OR g.voided <> (CASE WHEN g.status = 'failed' THEN 1 ELSE 0 END))
    LIMIT 100
  `);
  return (result as unknown as { rows: { line: string }[] }).rows.map((row) => row.line);
}
