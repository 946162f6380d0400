import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutEvents, payouts, payoutSettings, type PayoutRow, type PayoutStatus } from '../../db/schema.ts';
import { checkedSum } from '../../db/exact-sum.ts';

export async function insertPayout(tx: Db, row: PayoutRow): Promise<void> {
  await tx.insert(payouts).values(row);
  await tx.insert(payoutEvents).values({ payoutId: row.id, status: row.status, reason: null, createdAt: row.createdAt });
}

export async function findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row;
}

/** The merchant's payout `id`; of one mode only when `livemode` is given. */
export async function findPayoutOfMerchant(db: Db, merchantId: string, id: string, livemode?: boolean): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.merchantId, merchantId), livemode === undefined ? undefined : eq(payouts.livemode, livemode)))
    .limit(1);
  return row;
}

/** Newest change first, keyset-paginated on (status_changed_at, id); of one mode only when `livemode` is given. */
export async function listPayoutsOfMerchant(
  db: Db,
  merchantId: string,
  options: { limit: number; after?: { at: Date; id: string }; livemode?: boolean },
): Promise<PayoutRow[]> {
  const mine = and(eq(payouts.merchantId, merchantId), options.livemode === undefined ? undefined : eq(payouts.livemode, options.livemode));
  const where = options.after
    ? and(mine, sql`(${payouts.statusChangedAt}, ${payouts.id}) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`)
    : mine;
  return db.select().from(payouts).where(where).orderBy(desc(payouts.statusChangedAt), desc(payouts.id)).limit(options.limit);
}

/**
 * Serialises one merchant's payout requests in a currency until the transaction ends, so the
 * daily limit is checked against every payout before it (two racing requests cannot both fit).
 * A try, not a wait: false when another request holds it (the caller rolls back and retries, so
 * a burst of one merchant's requests never holds the pool's connections while queueing).
 */
export async function tryLockMerchantPayouts(tx: Db, merchantId: string, currency: string): Promise<boolean> {
  const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`payouts:${merchantId}:${currency}`}, 0)) AS locked`);
  return Boolean((result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked);
}

/**
 * What the merchant's payouts of one mode since `since` take (failed ones returned their money,
 * so they do not count; sandbox payouts never use up the live daily limit, nor live ones the test).
 */
export async function sumPayoutsSince(tx: Db, merchantId: string, currency: string, since: Date, livemode: boolean): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
    .from(payouts)
    .where(
      and(eq(payouts.merchantId, merchantId), eq(payouts.currency, currency), eq(payouts.livemode, livemode), gte(payouts.createdAt, since), ne(payouts.status, 'failed')),
    );
  return checkedSum(row?.total);
}

/** Moves a payout out of one of `from` into `to`, with its event row; undefined when it was not in `from`. */
export async function transitionPayout(
  tx: Db,
  id: string,
  move: { from: PayoutStatus[]; to: PayoutStatus; at: Date; reason?: string; providerRef?: string },
): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .update(payouts)
    .set({
      status: move.to,
      statusChangedAt: move.at,
      ...(move.to === 'failed' ? { failureReason: move.reason ?? 'failed' } : {}),
      ...(move.providerRef ? { providerRef: move.providerRef } : {}),
    })
    .where(and(eq(payouts.id, id), inArray(payouts.status, move.from)))
    .returning();
  if (row) await tx.insert(payoutEvents).values({ payoutId: id, status: move.to, reason: move.reason ?? null, createdAt: move.at });
  return row;
}

export async function findAutoPayoutMerchants(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: payoutSettings.userId }).from(payoutSettings).where(eq(payoutSettings.autoDaily, true));
  return rows.map((row) => row.userId);
}

export async function findPayoutSettings(db: Db, userId: string): Promise<{ autoDaily: boolean }> {
  const [row] = await db.select({ autoDaily: payoutSettings.autoDaily }).from(payoutSettings).where(eq(payoutSettings.userId, userId));
  return { autoDaily: row?.autoDaily ?? false };
}

export async function savePayoutSettings(tx: Db, userId: string, autoDaily: boolean, at: Date): Promise<void> {
  await tx
    .insert(payoutSettings)
    .values({ userId, autoDaily, updatedAt: at })
    .onConflictDoUpdate({ target: payoutSettings.userId, set: { autoDaily, updatedAt: at } });
}

/** Payouts of every merchant that still wait for the provider (the sim and the auditor's check). */
export async function findPayoutLedgerBreaches(db: Db): Promise<string[]> {
  // Every payout has its reservation; a completed one has it posted, a failed one voided, and an open one neither.
  // Payouts and their ledger legs side by side, grouped by payout: one pass, no join to plan (issue 41).
  const result = await db.execute(sql`
    SELECT g.id, g.status, g.reserved, g.posted, g.voided, g.reserved_amount, g.amount
    FROM (
      SELECT u.key AS id, bool_or(u.is_payout) AS is_payout, max(u.status) AS status, max(u.amount) FILTER (WHERE u.is_payout) AS amount,
        count(*) FILTER (WHERE u.kind = 'pending') AS reserved,
        count(*) FILTER (WHERE u.kind = 'post_pending') AS posted,
        count(*) FILTER (WHERE u.kind = 'void_pending') AS voided,
        coalesce(sum(u.amount) FILTER (WHERE u.kind = 'pending'), 0) AS reserved_amount
      FROM (
        SELECT p.id::text AS key, true AS is_payout, p.status, p.amount, NULL::text AS kind FROM payouts p
        UNION ALL
        SELECT t.business_id, false, NULL, t.amount, t.kind FROM ledger_transfers t WHERE t.business_type = 'payout'
      ) u
      GROUP BY u.key
    ) g
    WHERE g.is_payout`);
  const rows = (result as unknown as { rows: { id: string; status: string; reserved: string; posted: string; voided: string; reserved_amount: string; amount: string }[] }).rows;
  const breaches: string[] = [];
  for (const row of rows) {
    const reserved = Number(row.reserved);
    const posted = Number(row.posted);
    const voided = Number(row.voided);
    if (reserved === 0 || Number(row.reserved_amount) !== Number(row.amount)) breaches.push(`payout ${row.id}: reserved ${row.reserved_amount} of ${row.amount}`);
    const expected = row.status === 'completed' ? [reserved, 0] : row.status === 'failed' ? [0, reserved] : [0, 0];
    if (posted !== expected[0] || voided !== expected[1]) breaches.push(`payout ${row.id} (${row.status}): ${posted} posted and ${voided} voided of ${reserved} reserved`);
  }
  return breaches;
}
