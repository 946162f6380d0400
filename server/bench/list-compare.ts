/**
 * `npm run bench:list-compare -- [DATABASE_URL | --pglite]` (issue 41): the activity list of the
 * seeded set (`npm run bench:seed`) read in the form before (shape 'projection': every branch's
 * page projected, then cut) and as the server reads it (shape 'entries': from activity_entries,
 * keys first when the filters read more than time), for many filters, merchants, modes and a
 * key's business-only scope, first pages and keyset pages of 21 and of 500 (the export's size),
 * a deep page a year back; exits 1 if any page differs. Then times the busy merchant's first page
 * in each shape, interleaved (back to back, so a busy machine slows all alike), and prints the
 * medians and p99s.
 */
import type { ActivityFilters } from '../../domain/activity-filters.ts';
import { listActivityRows, type ActivityRow, type ActivityScope } from '../modules/transactions/transactions.queries.ts';
import { comparisonFilters, comparisonScopes, openSeededSet } from './seeded-set.ts';

// A tool run from a shell, like the other benches: it reads its own knobs from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const env = process.env;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function main(): Promise<void> {
  const seeded = await openSeededSet(process.argv.slice(2));
  const { database, db, summary } = seeded;
  const now = new Date();
  const filters = comparisonFilters(now);
  const scopes = await comparisonScopes(seeded);
  const deep = { at: new Date(now.getTime() - 365 * 86_400_000), id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
  let differ = 0;
  let compared = 0;
  const compare = async (scope: ActivityScope, filter: ActivityFilters, options: { limit: number; after?: { at: Date; id: string } }): Promise<ActivityRow[]> => {
    const old = await listActivityRows(db, scope, filter, { ...options, shape: 'projection' });
    const fresh = await listActivityRows(db, scope, filter, options);
    compared += 1;
    if (JSON.stringify(old) !== JSON.stringify(fresh)) {
      differ += 1;
      process.stdout.write(`DIFFER ${JSON.stringify(scope)} ${JSON.stringify(filter)} ${JSON.stringify(options)}: old ${old.length} rows, new ${fresh.length}\n`);
    }
    return fresh;
  };
  for (const scope of scopes) {
    for (const filter of filters) {
      for (const limit of [21, 500]) {
        // The first page, the next two by keyset, and a page a year back.
        let after: { at: Date; id: string } | undefined;
        for (let page = 0; page < 3; page += 1) {
          const rows = await compare(scope, filter, { limit, ...(after ? { after } : {}) });
          const last = rows[rows.length - 1];
          if (rows.length < limit || !last) break;
          after = { at: last.at, id: last.id };
        }
        await compare(scope, filter, { limit, after: deep });
      }
    }
  }
  process.stdout.write(`${compared} pages compared (${scopes.length} scopes x ${filters.length} filters, pages of 21 and 500): ${differ} differ.\n`);
  // Timing: the busy merchant's first page of 21 (what GET /transactions?limit=20 reads), A/B interleaved.
  const busy = { userId: summary.busyUserId, livemode: false };
  const runs = Number(env.LIST_COMPARE_RUNS ?? 200);
  const shapes = ['projection', 'keys-first', 'entries'] as const;
  const times: Record<(typeof shapes)[number], number[]> = { projection: [], 'keys-first': [], entries: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const shape of run % 2 === 0 ? shapes : [...shapes].reverse()) {
      const begin = performance.now();
      await listActivityRows(db, busy, {}, { limit: 21, shape });
      times[shape].push(performance.now() - begin);
    }
  }
  for (const shape of shapes) {
    process.stdout.write(`${database.kind}, busy merchant, first page of 21, ${shape}: median ${percentile(times[shape], 50).toFixed(2)} ms, p99 ${percentile(times[shape], 99).toFixed(2)} ms (${runs} runs)\n`);
  }
  await database.close();
  process.exitCode = differ === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:list-compare failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
