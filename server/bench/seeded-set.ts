/**
 * What the comparison benches of issue 41 (bench:list-compare, bench:totals-compare,
 * bench:export-compare) open first: the seeded set (`npm run bench:seed`) named on the command
 * line (`DATABASE_URL` or `--pglite`, else the default target), and the scopes they compare in.
 */
import { sql } from 'drizzle-orm';
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
