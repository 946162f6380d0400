/**
 * The monthly statement's reads of one ledger account (modules/reports shows them; issue 38 moved
 * them here so a module's queries use only their own module): the merchant's accounts, the month's
 * opening, closing and totals, and its lines with a running balance. In integer minor units.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import { checkedSum } from '../../db/exact-sum.ts';
import { availableMovementsOf, availableOf } from './ledger.queries.ts';

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The merchant's own ledger accounts in this mode (one per currency: shard 0's id names the account). */
export async function selectUserAccounts(db: Db, merchantId: string, livemode: boolean): Promise<{ id: string; currency: string }[]> {
  return db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, merchantId), eq(ledgerAccounts.livemode, livemode), eq(ledgerAccounts.shard, 0)))
    .orderBy(ledgerAccounts.currency);
}

export interface StatementSums {
  opening: number;
  closing: number;
  moneyIn: number;
  moneyOut: number;
  totals: { code: string; count: number; change: number }[];
}

/** Opening (everything before `from`), closing (everything before `to`) and the month's totals per code. */
export async function selectStatementSums(db: Db, accountId: string, from: Date, to: Date): Promise<StatementSums> {
  const fromAt = from.toISOString();
  const toAt = to.toISOString();
  // Counted back from the stored balance (issue 41): opening = available now − everything since
  // `from`, closing = available now − everything since `to`, so only the time since the month's
  // start is read (the (account, created_at) indexes of 0180), not the account's whole history.
  const [sums] = await rows<{ opening: string; closing: string; money_in: string; money_out: string }>(
    db,
    sql`WITH since AS (${availableMovementsOf(accountId, sql`created_at >= ${fromAt}::timestamptz`)}),
        now_available AS (SELECT coalesce(${availableOf(accountId)}, 0) AS available)
        SELECT ((SELECT available FROM now_available) - coalesce(sum(change), 0))::text AS opening,
               ((SELECT available FROM now_available) - coalesce(sum(change) FILTER (WHERE created_at >= ${toAt}::timestamptz), 0))::text AS closing,
               coalesce(sum(change) FILTER (WHERE created_at < ${toAt}::timestamptz AND change > 0), 0)::text AS money_in,
               coalesce(-sum(change) FILTER (WHERE created_at < ${toAt}::timestamptz AND change < 0), 0)::text AS money_out
        FROM since`,
  );
  const totals = await rows<{ code: string; count: string; change: string }>(
    db,
    sql`WITH mine AS (${availableMovementsOf(accountId, sql`created_at >= ${fromAt}::timestamptz AND created_at < ${toAt}::timestamptz`)})
        SELECT code, count(*)::text AS count, sum(change)::text AS change
        FROM mine
        WHERE change <> 0
        GROUP BY code ORDER BY code`,
  );
  return {
    opening: checkedSum(sums?.opening),
    closing: checkedSum(sums?.closing),
    moneyIn: checkedSum(sums?.money_in),
    moneyOut: checkedSum(sums?.money_out),
    totals: totals.map((row) => ({ code: row.code, count: Number(row.count), change: checkedSum(row.change) })),
  };
}

export interface StatementDbLine {
  id: string;
  at: Date;
  code: string;
  kind: string;
  reference: string | null;
  change: number;
  balanceAfter: number;
}

/**
 * The month's movements that changed the available balance, oldest first, each with the running
 * balance after it (from `opening`), in the ledger's order (created_at, phase, id). At most `limit`.
 */
export async function selectStatementLines(db: Db, accountId: string, from: Date, to: Date, opening: number, limit: number): Promise<StatementDbLine[]> {
  const found = await rows<{ id: string; created_at: string | Date; code: string; kind: string; reference: string | null; change: string; after: string }>(
    db,
    sql`WITH mine AS (${availableMovementsOf(accountId, sql`created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz`)}),
        month AS (
          SELECT *,
            -- Typed, so the reference lookups below use the primary keys (a text compare would scan every payment).
            CASE WHEN business_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' THEN business_id::uuid END AS business_uuid,
            ${opening}::bigint + sum(change) OVER (ORDER BY created_at, phase, id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS after
          FROM mine
          WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz AND change <> 0
        )
        SELECT month.id, month.created_at, month.code, month.kind, coalesce(payment.reference, payout.reference, refunded.reference) AS reference,
               month.change::text AS change, month.after::text AS after
        FROM month
        LEFT JOIN payments AS payment ON month.business_type = 'payment' AND payment.id = month.business_uuid
        LEFT JOIN payouts AS payout ON month.business_type = 'payout' AND payout.id = month.business_uuid
        -- A refund line carries the reference of the payment it refunds.
        LEFT JOIN refunds AS refund ON month.business_type = 'refund' AND refund.id = month.business_uuid
        LEFT JOIN payments AS refunded ON refunded.id = refund.payment_id
        ORDER BY month.created_at, month.phase, month.id
        LIMIT ${limit}`,
  );
  return found.map((row) => ({
    id: row.id,
    at: new Date(row.created_at),
    code: row.code,
    kind: row.kind,
    reference: row.reference,
    change: checkedSum(row.change),
    balanceAfter: checkedSum(row.after),
  }));
}
