/**
 * SQL of the merchant's reports. Everything is aggregated in the database (a month of a busy
 * merchant never comes to Node row by row), in integer minor units, always filtered by the
 * merchant and the mode (test or live) the request is in.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts, type PayoutRow } from '../../db/schema.ts';
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
