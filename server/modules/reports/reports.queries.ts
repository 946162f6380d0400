/**
 * SQL of the merchant's reports. Everything is aggregated in the database (a month of a busy
 * merchant never comes to Node row by row), in integer minor units, always filtered by the
 * merchant and the mode (test or live) the request is in.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, payouts, type PayoutRow } from '../../db/schema.ts';
import { availableMovementsOf, availableOf } from '../ledger/ledger.service.ts';
import { checkedSum } from '../../db/exact-sum.ts';

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface TakingsDbRow {
  date: string;
  currency: string;
  method: string;
  count: number;
  gross: number;
  net: number;
}

/**
 * Completed payments per day (of completion, UTC = Africa/Freetown), currency and method, from
 * `from` (inclusive) to `to` (exclusive). Cash sales count as takings (method `cash`) although
 * they move no ledger money.
 */
export async function selectTakingsPerDay(db: Db, merchantId: string, livemode: boolean, from: Date, to: Date): Promise<TakingsDbRow[]> {
  const found = await rows<{ date: string; currency: string; method: string; count: string; gross: string; net: string }>(
    db,
    sql`SELECT to_char(status_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, currency, method,
               count(*)::text AS count, sum(amount)::text AS gross, sum(net)::text AS net
        FROM payments
        WHERE merchant_id = ${merchantId} AND livemode = ${livemode} AND status = 'completed'
          AND status_changed_at >= ${from.toISOString()}::timestamptz AND status_changed_at < ${to.toISOString()}::timestamptz
        GROUP BY 1, 2, 3
        ORDER BY 1, 2, 3`,
  );
  return found.map((row) => ({ ...row, count: Number(row.count), gross: checkedSum(row.gross), net: checkedSum(row.net) }));
}

export interface TopLinkDbRow {
  linkId: string;
  description: string;
  currency: string;
  count: number;
  gross: number;
  net: number;
}

/** The merchant's payment links by completed takings since `from`, then by count. */
export async function selectTopLinks(db: Db, merchantId: string, livemode: boolean, from: Date, limit: number): Promise<TopLinkDbRow[]> {
  const found = await rows<{ link_id: string; description: string; currency: string; count: string; gross: string; net: string }>(
    db,
    sql`SELECT link.id AS link_id, link.description, link.currency,
               count(*)::text AS count, sum(payment.amount)::text AS gross, sum(payment.net)::text AS net
        FROM payments AS payment
        JOIN payment_links AS link ON link.id = payment.link_id AND link.merchant_id = payment.merchant_id
        WHERE payment.merchant_id = ${merchantId} AND payment.livemode = ${livemode} AND payment.status = 'completed'
          AND payment.status_changed_at >= ${from.toISOString()}::timestamptz
        GROUP BY link.id, link.description, link.currency
        ORDER BY sum(payment.amount) DESC, count(*) DESC, link.id
        LIMIT ${limit}`,
  );
  return found.map((row) => ({
    linkId: row.link_id,
    description: row.description,
    currency: row.currency,
    count: Number(row.count),
    gross: checkedSum(row.gross),
    net: checkedSum(row.net),
  }));
}

/** The merchant's payouts in this mode, newest request first. */
export async function selectPayoutHistory(
  db: Db,
  merchantId: string,
  livemode: boolean,
  options: { limit: number; after?: { at: Date; id: string } },
): Promise<PayoutRow[]> {
  const mine = and(eq(payouts.merchantId, merchantId), eq(payouts.livemode, livemode));
  const where = options.after
    ? and(mine, sql`(${payouts.createdAt}, ${payouts.id}) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`)
    : mine;
  return db.select().from(payouts).where(where).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(options.limit);
}

/** The merchant's own ledger accounts in this mode (one per currency). */
export async function selectUserAccounts(db: Db, merchantId: string, livemode: boolean): Promise<{ id: string; currency: string }[]> {
  return db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, merchantId), eq(ledgerAccounts.livemode, livemode)))
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
