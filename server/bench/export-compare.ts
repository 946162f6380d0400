/**
 * `npm run bench:export-compare -- [DATABASE_URL]` (issue 41): the CSV export of the busy
 * merchant of `npm run bench:seed`, written by the old writer (csv-stringify, pages of 500 one
 * after the other: export-reference.ts) and by the server's (transactions.export.ts), for a few
 * filters in both modes; prints each one's bytes, SHA-256 and time, and exits 1 if any two differ.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ActivityFilters } from '../../domain/activity-filters.ts';
import { activityCsv } from '../modules/transactions/transactions.export.ts';
import { createTransactionsService } from '../modules/transactions/transactions.service.ts';
import { bytesOf, referenceCsv, referenceRows } from './export-reference.ts';
import { openSeededSet } from './seeded-set.ts';

async function main(): Promise<void> {
  const seeded = await openSeededSet(process.argv.slice(2));
  const { database, db, summary } = seeded;
  const [newest] = ((await db.execute(sql`SELECT max(status_changed_at) AS at FROM payments WHERE merchant_id = ${summary.busyUserId}`)) as unknown as { rows: { at: Date | string }[] }).rows;
  const now = new Date(newest?.at ?? Date.now());
  const day = (date: Date) => date.toISOString().slice(0, 10);
  // About 10,000 rows, as bench:api's export (the newest days of the busy merchant's activity).
  const exportDays = Math.max(1, Math.round((10_000 / (summary.busyPaymentsPerMode * 1.03)) * 730));
  const from = day(new Date(now.getTime() - (exportDays - 1) * 86_400_000));
  const cases: { label: string; livemode: boolean; filters: ActivityFilters }[] = [
    { label: `test, ${exportDays} days`, livemode: false, filters: { from, to: day(now) } },
    { label: `live, ${exportDays} days`, livemode: true, filters: { from, to: day(now) } },
    { label: 'test, refunds and payouts, all time', livemode: false, filters: { type: ['refund', 'transfer'] } },
    { label: 'test, search "Customer 12", all time', livemode: false, filters: { q: 'Customer 12' } },
    { label: 'live, search "+232 76 12", all time', livemode: true, filters: { q: '+232 76 12' } },
    { label: 'test, search "Bench Merchant 2", all time', livemode: false, filters: { q: 'Bench Merchant 2' } },
    { label: 'test, search "bench000012", all time', livemode: false, filters: { q: 'bench000012' } },
    { label: 'test, cash and failed, 90 days', livemode: false, filters: { from: day(new Date(now.getTime() - 89 * 86_400_000)), method: ['cash', 'card'], status: ['failed', 'completed'] } },
  ];
  const service = createTransactionsService(db);
  let differ = 0;
  for (const { label, livemode, filters } of cases) {
    const scope = { userId: summary.busyUserId, livemode };
    let begin = performance.now();
    const old = await bytesOf(referenceCsv(referenceRows(db, scope, filters)));
    const oldMs = performance.now() - begin;
    begin = performance.now();
    const fresh = await bytesOf(activityCsv(service.exportPages(scope, filters)));
    const newMs = performance.now() - begin;
    const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const same = old.equals(fresh);
    if (!same) differ += 1;
    const lines = fresh.toString('utf8').split('\n').length - 2;
    process.stdout.write(
      `${same ? 'same   ' : 'DIFFER '} ${label}: ${lines} rows, ${old.length} / ${fresh.length} bytes, sha256 ${hash(old)} / ${hash(fresh)}, old ${Math.round(oldMs)} ms, new ${Math.round(newMs)} ms\n`,
    );
  }
  await database.close();
  process.stdout.write(differ === 0 ? 'All exports byte-identical.\n' : `${differ} export(s) differ.\n`);
  process.exitCode = differ === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:export-compare failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
