/**
 * `npm run bench:explain -- [DATABASE_URL]` (issue 41): EXPLAIN (ANALYZE, BUFFERS) of
 * the dashboard's reads as the busy merchant of `npm run bench:seed`, on PostgreSQL (the seeded
 * database by default). Prints each statement's plan (top lines), planning and execution time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { listActivityRows, sumActivity } from '../modules/transactions/transactions.queries.ts';
import { selectMovements } from '../modules/ledger/ledger.queries.ts';
import { selectStatementLines, selectStatementSums } from '../modules/ledger/statement.queries.ts';
import { selectTakingsPerDay } from '../modules/reports/reports.queries.ts';
import { defaultTarget } from './seed.ts';
import type { Db } from '../db/client.ts';

// A tool run from a shell, like the other benches: it reads its own knobs from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const env = process.env;
const target = defaultTarget(false);
const url = process.argv[2] ?? (target.kind === 'postgres' ? target.url : '');

/**
 * Runs `work` with db.execute wrapped so each statement it sends is explained, then run for its
 * rows (a read of two statements, like the keys-first activity page, needs the first's answer).
 */
async function explain(db: Db, label: string, work: (db: Db) => Promise<unknown>): Promise<void> {
  const plans: string[][] = [];
  const wrapped = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute') {
        return async (query: SQL) => {
          const result = (await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
          plans.push(result.rows.map((row) => row['QUERY PLAN']));
          return target.execute(query);
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  await work(wrapped).catch(() => undefined);
  const timeOf = (lines: string[], name: string) => Number(lines.find((line) => line.startsWith(name))?.replace(/[^\d.]/g, '') ?? Number.NaN);
  const total = plans.reduce((sum, lines) => sum + timeOf(lines, 'Planning Time') + timeOf(lines, 'Execution Time'), 0);
  process.stdout.write(`\n=== ${label}: ${plans.length} statement(s), planning + execution ${total.toFixed(3)} ms\n`);
  for (const [index, lines] of plans.entries()) {
    const shown = lines.filter((line) => !/^\s*(Buffers: shared hit=\d+$)/.test(line));
    process.stdout.write(`--- statement ${index + 1}: ${lines.find((line) => line.startsWith('Planning Time')) ?? ''}, ${lines.find((line) => line.startsWith('Execution Time')) ?? ''}\n${shown.slice(0, Number(env.EXPLAIN_LINES ?? 25)).join('\n')}\n`);
  }
}

async function main(): Promise<void> {
  const database = await openDatabase({ url, dataDir: '' });
  const db = database.db;
  const [busy] = ((await db.execute(sql`SELECT md5('bench-user-0')::uuid::text AS id`)) as unknown as { rows: { id: string }[] }).rows;
  const userId = busy?.id ?? '';
  const [account] = ((await db.execute(sql`SELECT id FROM ledger_accounts WHERE owner_user_id = ${userId} AND livemode = false AND shard = 0`)) as unknown as { rows: { id: string }[] }).rows;
  const scope = { userId, livemode: false };
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const lastDay = day(new Date(monthEnd.getTime() - 86_400_000));
  await explain(db, 'activity first page', (d) => listActivityRows(d, scope, {}, { limit: 21 }));
  await explain(db, 'activity first page, the plain projection (before keys first)', (d) => listActivityRows(d, scope, {}, { limit: 21, shape: 'projection' }));
  await explain(db, 'activity keyset page', (d) => listActivityRows(d, scope, {}, { limit: 21, after: { at: new Date(now.getTime() - 5 * 86_400_000), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' } }));
  await explain(db, 'activity filtered', (d) => listActivityRows(d, scope, { type: ['received'], status: ['completed'], method: ['orange_money'] }, { limit: 21 }));
  await explain(db, 'activity search', (d) => listActivityRows(d, scope, { q: 'Customer 123' }, { limit: 21 }));
  const exportFrom = day(new Date(now.getTime() - 70 * 86_400_000));
  for (const shape of ['keys-first', 'projection'] as const) {
    await explain(db, `export page (500 rows of 71 days, after 5 days), ${shape}`, (d) =>
      listActivityRows(d, scope, { from: exportFrom, to: day(now) }, { limit: 500, shape, after: { at: new Date(now.getTime() - 5 * 86_400_000), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' } }),
    );
  }
  await explain(db, 'activity totals month', (d) => sumActivity(d, scope, { from: day(monthStart), to: lastDay }));
  await explain(db, 'activity totals all', (d) => sumActivity(d, scope, {}));
  await explain(db, 'wallet movements', (d) => selectMovements(d, account?.id ?? '', { limit: 21 }));
  await explain(db, 'statement sums', (d) => selectStatementSums(d, account?.id ?? '', monthStart, monthEnd));
  await explain(db, 'statement lines (the month\'s first 1,000)', (d) => selectStatementLines(d, account?.id ?? '', monthStart, monthEnd, 0, 1000));
  await explain(db, 'takings 30 days', (d) => selectTakingsPerDay(d, userId, false, new Date(now.getTime() - 30 * 86_400_000), now));
  await database.close();
}

void main();
