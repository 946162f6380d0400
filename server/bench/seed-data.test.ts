/**
 * Issue 41 at a tiny size: the benchmark seed leaves a ledger the auditor passes, and the reads
 * reshaped for speed give what the plain forms give on it: activity pages (each branch cut to
 * the page) against one page holding everything, for several filters, and keys-first pages
 * against the plain projection's; wallet movements walked page by page against the running
 * balance summed from the first transfer; the statement's opening and closing against the sums
 * of everything before the month's ends.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityFilters } from '../../domain/activity-filters.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import type { Db } from '../db/client.ts';
import { audit, availableMovementsOf, movements } from '../modules/ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { REFUND_AUDIT_CHECKS } from '../modules/payments/refunds.service.ts';
import { PAYOUT_AUDIT_CHECKS } from '../modules/payouts/payouts.service.ts';
import { ACTIVITY_AUDIT_CHECKS } from '../modules/transactions/activity-audit.ts';
import { listActivityRows, sumActivity, type ActivityRow } from '../modules/transactions/transactions.queries.ts';
import { selectStatementSums } from '../modules/ledger/statement.queries.ts';
import { listFrequentPayments } from '../modules/payments/payments.queries.ts';
import { findSeed, seedBenchData, type SeedSummary } from './seed-data.ts';

let test: TestDatabase;
let db: Db;
let summary: SeedSummary;
let accountId: string;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  summary = await db.transaction((tx) => seedBenchData(tx as unknown as Db, { merchants: 6, payments: 1_500, busyPerMode: 500, batch: 97 }));
  const found = (await db.execute(sql`SELECT id FROM ledger_accounts WHERE owner_user_id = ${summary.busyUserId} AND livemode = false AND shard = 0`)) as unknown as { rows: { id: string }[] };
  accountId = found.rows[0]?.id ?? '';
}, 120_000);

afterAll(async () => {
  await test.drop();
});

describe('bench seed', () => {
  it('writes the set it reports, and the auditor finds no breach in it', async () => {
    expect(summary.payments).toBeGreaterThan(1_400);
    expect(summary.busyPaymentsPerMode).toBe(500);
    expect(summary.refunds).toBeGreaterThan(0);
    expect(summary.payouts).toBeGreaterThan(0);
    expect(await findSeed(db)).toEqual(summary);
    const report = await audit(db, [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS, ...ACTIVITY_AUDIT_CHECKS]);
    expect(report.breaches).toEqual([]);
  }, 120_000);
});

describe('reads reshaped for speed give what the plain forms give', () => {
  const filterSets: ActivityFilters[] = [
    {},
    { type: ['received'], status: ['completed'] },
    { type: ['refund', 'transfer'] },
    { method: ['orange_money', 'cash'], min: 50_000 },
    { q: 'customer 1' },
  ];

  it('activity: pages of 25 walked by keyset are one page of everything, cut up', async () => {
    for (const [livemode, sets] of [[false, filterSets], [true, [{}]]] as const) {
      const scope = { userId: summary.busyUserId, livemode };
      for (const filters of sets) {
        const everything = await listActivityRows(db, scope, filters, { limit: 100_000 });
        const walked: ActivityRow[] = [];
        let after: { at: Date; id: string } | undefined;
        for (;;) {
          const page = await listActivityRows(db, scope, filters, { limit: 25, ...(after ? { after } : {}) });
          walked.push(...page);
          const last = page[page.length - 1];
          if (page.length < 25 || !last) break;
          after = { at: last.at, id: last.id };
        }
        expect(walked.length).toBeGreaterThan(0);
        expect(walked).toEqual(everything);
      }
    }
  }, 300_000);

  it('activity: from activity_entries (the default, and keys first) gives the rows the plain projection gives, page for page', async () => {
    const deep = { at: new Date(Date.now() - 200 * 86_400_000), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
    let rowsCompared = 0;
    for (const scope of [
      { userId: summary.busyUserId, livemode: false },
      { userId: summary.busyUserId, livemode: true },
      { userId: summary.busyUserId, livemode: false, businessOnly: true },
    ]) {
      for (const filters of [...filterSets, { from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10) }]) {
        for (const options of [{ limit: 21 }, { limit: 21, after: deep }, { limit: 500 }]) {
          const plain = await listActivityRows(db, scope, filters, { ...options, shape: 'projection' });
          expect(await listActivityRows(db, scope, filters, options)).toEqual(plain);
          expect(await listActivityRows(db, scope, filters, { ...options, shape: 'keys-first' })).toEqual(plain);
          rowsCompared += plain.length;
        }
      }
    }
    expect(rowsCompared).toBeGreaterThan(1_000);
  }, 300_000);

  it('activity totals: from activity_entries (the default) they are what the branches sum to', async () => {
    const scopes = [
      { userId: summary.busyUserId, livemode: false },
      { userId: summary.busyUserId, livemode: true },
      { userId: summary.busyUserId, livemode: false, businessOnly: true },
    ];
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    let counted = 0;
    for (const scope of scopes) {
      for (const filters of [...filterSets.filter((set) => !set.q), { from }, { status: ['pending', 'failed'] }] satisfies ActivityFilters[]) {
        const fromEntries = await sumActivity(db, scope, filters);
        expect(fromEntries).toEqual(await sumActivity(db, scope, filters, { lean: false }));
        counted += fromEntries.reduce((sum, row) => sum + row.count, 0);
      }
    }
    expect(counted).toBeGreaterThan(1_000);
  }, 300_000);

  it('one activity entry: from activity_entries (the default) it is the row the plain projection gives, and nobody else sees it', async () => {
    const ids = ((await db.execute(sql`SELECT id FROM activity_entries ORDER BY id LIMIT 400`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    let found = 0;
    for (const scope of [
      { userId: summary.busyUserId, livemode: false },
      { userId: summary.busyUserId, livemode: true },
      { userId: summary.busyUserId, livemode: false, businessOnly: true },
    ]) {
      for (const id of ids) {
        for (const filters of [{}, { type: ['received' as const], status: ['completed' as const] }]) {
          const plain = await listActivityRows(db, scope, filters, { limit: 1, id, shape: 'projection' });
          expect(await listActivityRows(db, scope, filters, { limit: 1, id }), `${id} ${JSON.stringify(scope)}`).toEqual(plain);
          found += plain.length;
        }
      }
    }
    // Some of the ids are the busy merchant's, most are other people's (found by neither form).
    expect(found).toBeGreaterThan(10);
    expect(found).toBeLessThan(ids.length * 6);
  }, 300_000);

  it("frequent payments: ranking the payer's merchants first gives what ranking them all in full gives", async () => {
    // The form before issue 41 (every merchant given its latest payment and name, then ranked).
    const plain = async (userId: string, limit: number, livemode: boolean) =>
      ((await db.execute(sql`
        WITH paid AS (
          SELECT p.merchant_id, p.total, p.currency, p.status_changed_at, p.method, p.provider, p.id,
                 row_number() OVER (PARTITION BY p.merchant_id ORDER BY p.status_changed_at DESC, p.id DESC) AS recency
          FROM payments p
          WHERE p.payer_user_id = ${userId} AND p.livemode = ${livemode} AND p.status = 'completed'
        ),
        grouped AS (
          SELECT merchant_id, count(*)::int AS payment_count, mode() WITHIN GROUP (ORDER BY method) AS preferred_payment_method
          FROM paid GROUP BY merchant_id
        )
        SELECT g.merchant_id, m.business_name AS merchant_name, m.category, g.payment_count,
               p.total AS last_payment_amount, p.currency, p.status_changed_at AS last_payment_date,
               g.preferred_payment_method, p.provider
        FROM grouped g
        JOIN paid p ON p.merchant_id = g.merchant_id AND p.recency = 1
        JOIN merchant_profiles m ON m.user_id = g.merchant_id
        ORDER BY g.payment_count DESC, p.status_changed_at DESC, g.merchant_id
        LIMIT ${limit}`)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
        merchantId: String(row.merchant_id),
        merchantName: String(row.merchant_name),
        paymentCount: Number(row.payment_count),
        lastPaymentAmount: Number(row.last_payment_amount),
        lastPaymentDate: new Date(row.last_payment_date as string).toISOString(),
        preferredPaymentMethod: String(row.preferred_payment_method),
        provider: String(row.provider),
      }));
    const payers = ((await db.execute(sql`SELECT DISTINCT payer_user_id AS id FROM payments WHERE payer_user_id IS NOT NULL AND status = 'completed'`)) as unknown as { rows: { id: string }[] }).rows;
    expect(payers.length).toBeGreaterThan(1);
    let compared = 0;
    for (const { id } of payers) {
      for (const livemode of [false, true]) {
        for (const limit of [1, 4, 1_000]) {
          const shaped = (await listFrequentPayments(db, id, limit, livemode)).map((row) => ({
            merchantId: row.merchantId,
            merchantName: row.merchantName,
            paymentCount: row.paymentCount,
            lastPaymentAmount: row.lastPaymentAmount,
            lastPaymentDate: row.lastPaymentDate.toISOString(),
            preferredPaymentMethod: row.preferredPaymentMethod,
            provider: row.provider,
          }));
          expect(shaped, `payer ${id}, livemode ${livemode}, limit ${limit}`).toEqual(await plain(id, limit, livemode));
          compared += shaped.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
  }, 300_000);

  it('wallet movements: each row carries the balance summed from the first transfer', async () => {
    const all = ((await db.execute(sql`SELECT id, created_at, phase, change::text AS change FROM (${availableMovementsOf(accountId)}) m ORDER BY created_at, phase, id`)) as unknown as {
      rows: { id: string; change: string }[];
    }).rows;
    let running = 0;
    const expected = all
      .map((row) => {
        running += Number(row.change);
        return { id: row.id, availableChange: Number(row.change), availableAfter: running };
      })
      .filter((row) => row.availableChange !== 0)
      .reverse();
    const walked: { id: string; availableChange: number; availableAfter: number }[] = [];
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const page = await movements(db, { userId: summary.busyUserId, currency: 'SLE', limit: 9, ...(after ? { after } : {}) });
      walked.push(...page.map((row) => ({ id: row.id, availableChange: row.availableChange, availableAfter: row.availableAfter })));
      const last = page[page.length - 1];
      if (page.length < 9 || !last) break;
      after = { at: last.createdAt, id: last.id };
    }
    expect(walked.length).toBeGreaterThan(100);
    expect(walked).toEqual(expected);
  }, 300_000);

  it("statement: opening and closing are the sums of everything before the month's ends", async () => {
    const now = new Date();
    for (const back of [1, 5, 23]) {
      const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1));
      const found = ((await db.execute(sql`
        SELECT coalesce(sum(change) FILTER (WHERE created_at < ${from.toISOString()}::timestamptz), 0)::text AS opening,
               coalesce(sum(change) FILTER (WHERE created_at < ${to.toISOString()}::timestamptz), 0)::text AS closing
        FROM (${availableMovementsOf(accountId)}) m`)) as unknown as { rows: { opening: string; closing: string }[] }).rows[0];
      const sums = await selectStatementSums(db, accountId, from, to);
      expect({ opening: sums.opening, closing: sums.closing }).toEqual({ opening: Number(found?.opening), closing: Number(found?.closing) });
    }
  }, 120_000);
});
