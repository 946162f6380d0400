/**
 * What the comparison benches of issue 41 (bench:list-compare, bench:totals-compare,
 * bench:export-compare) open first: the seeded set (`npm run bench:seed`) named on the command
 * line (`DATABASE_URL` or `--pglite`, else the default target), and the scopes they compare in.
 */
import { sql } from 'drizzle-orm';
import type { ActivityFilters } from '../../domain/activity-filters.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import type { ActivityScope } from '../modules/transactions/transactions.queries.ts';
import { defaultTarget, type SeedTarget } from './seed.ts';
import { findSeed, type SeedSummary } from './seed-data.ts';

export interface SeededSet {
  database: Database;
  db: Db;
  summary: SeedSummary;
}

/** The seeded set of this command line; throws when the database holds none. */
export async function openSeededSet(argv: readonly string[]): Promise<SeededSet> {
  const url = argv.find((arg) => !arg.startsWith('--'));
  const target: SeedTarget = url ? { kind: 'postgres', url } : defaultTarget(argv.includes('--pglite'));
  const database = target.kind === 'postgres' ? await openDatabase({ url: target.url, dataDir: '' }) : await openDatabase({ url: undefined, dataDir: target.dataDir });
  const summary = await findSeed(database.db);
  if (!summary) {
    await database.close();
    throw new Error('no seeded set here: run npm run bench:seed first');
  }
  return { database, db: database.db, summary };
}

/** The busy merchant and two others, in test and live, each whole and as a key's business-only view. */
export async function comparisonScopes({ db, summary }: SeededSet): Promise<ActivityScope[]> {
  const others = ((await db.execute(sql`SELECT user_id::text AS id FROM merchant_profiles WHERE user_id <> ${summary.busyUserId} ORDER BY user_id LIMIT 2`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  const scopes: ActivityScope[] = [];
  for (const userId of [summary.busyUserId, ...others]) {
    for (const livemode of [false, true]) scopes.push({ userId, livemode }, { userId, livemode, businessOnly: true });
  }
  return scopes;
}

/** The filters both ways must answer alike: dates, types, statuses, methods, amounts, searches. */
export function comparisonFilters(now: Date): ActivityFilters[] {
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  return [
    {},
    { from: day(30), to: day(0) },
    { from: day(400), to: day(300) },
    { type: ['received'] },
    { type: ['refund', 'transfer'] },
    { type: ['payment'] },
    { status: ['completed'] },
    { status: ['pending', 'failed', 'cancelled'] },
    { status: ['processing'] },
    { method: ['cash'] },
    { method: ['orange_money', 'card'], status: ['completed'] },
    { min: 50_000, max: 120_000 },
    { from: day(700), type: ['received', 'refund'], status: ['completed', 'failed'], method: ['mobile_money', 'bank_transfer'], min: 2_000 },
    // Searches: the old way reads every row; the new way reads payments_search_idx's candidates.
    { q: 'Customer 12' },
    { q: 'bench0000012' },
    { q: '076 12' },
    { q: 'Bench Merchant 1' },
    { q: 'txn' },
    { q: 'Refund' },
    { q: '5_%' },
  ];
}
