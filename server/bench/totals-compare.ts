/**
 * `npm run bench:totals-compare -- [DATABASE_URL]` (issue 41): the activity totals of the
 * seeded set (`npm run bench:seed`) read the old way (every branch's full projection, as
 * before issue 41) and the new way (activity_entries, one index-only range of the owner
 * and mode; a search's candidates from payments_search_idx) for many filters, merchants, modes and a key's business-only scope; prints each
 * pair's time and exits 1 if any answer differs.
 */
import { sumActivity } from '../modules/transactions/transactions.queries.ts';
import { comparisonFilters, comparisonScopes, openSeededSet } from './seeded-set.ts';

async function main(): Promise<void> {
  const seeded = await openSeededSet(process.argv.slice(2));
  const { database, db, summary } = seeded;
  const now = new Date();
  const filters = comparisonFilters(now);
  const scopes = await comparisonScopes(seeded);
  let differ = 0;
  let compared = 0;
  let oldMs = 0;
  let newMs = 0;
  for (const scope of scopes) {
    for (const filter of filters) {
      let begin = performance.now();
      const old = await sumActivity(db, scope, filter, { lean: false });
      oldMs += performance.now() - begin;
      begin = performance.now();
      const fresh = await sumActivity(db, scope, filter);
      newMs += performance.now() - begin;
      compared += 1;
      if (JSON.stringify(old) !== JSON.stringify(fresh)) {
        differ += 1;
        process.stdout.write(`DIFFER ${JSON.stringify(scope)} ${JSON.stringify(filter)}:\n  old ${JSON.stringify(old)}\n  new ${JSON.stringify(fresh)}\n`);
      }
    }
  }
  const busyAll = async (lean: boolean) => {
    const begin = performance.now();
    const answer = await sumActivity(db, { userId: summary.busyUserId, livemode: false }, {}, { lean });
    return { ms: Math.round(performance.now() - begin), answer };
  };
  const [oldAll, newAll] = [await busyAll(false), await busyAll(true)];
  await database.close();
  process.stdout.write(`${compared} totals compared (${scopes.length} scopes x ${filters.length} filters): ${differ} differ; old ${Math.round(oldMs)} ms, new ${Math.round(newMs)} ms in all.\n`);
  process.stdout.write(`Busy merchant, test mode, all time: old ${oldAll.ms} ms, new ${newAll.ms} ms: ${JSON.stringify(newAll.answer)}\n`);
  process.exitCode = differ === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:totals-compare failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
