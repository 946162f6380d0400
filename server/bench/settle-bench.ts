/**
 * `npm run bench:settle` (issue 41): settling payments end to end, as the settle worker does it
 * (payments service, sandbox provider, jobs), rather than the ledger call alone (bench:ledger):
 * per settlement the payment's status change and its activity entries, its event and
 * notification, its SMS jobs, the settlement set's accounts and the ledger call. Two ways, in
 * alternating rounds on the same database: one callback per transaction (settleFromCallback, a
 * lone settle job) and the worker's batch (settleFromCallbacks, SETTLE_BATCH_SIZE callbacks per
 * transaction). Each round first brings N payments to processing (not measured), then settles
 * them from BENCH_WORKERS concurrent callers. Prints settles/s and the CPU one settlement cost
 * this process and PostgreSQL; checks after that every payment completed and the auditor finds
 * each settled once. Not part of CI.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a database is created for
 * the run and dropped after), BENCH_PAYMENTS (N, default 800), BENCH_ROUNDS (default 2),
 * BENCH_WORKERS (default 20), BENCH_ONLY=pglite or postgres.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import { startJobs } from '../jobs/jobs.ts';
import { audit } from '../modules/ledger/ledger.service.ts';
import { saveMerchantProfile } from '../modules/merchants/merchants.service.ts';
import { createPaymentsRuntime, SETTLE_BATCH_SIZE } from '../modules/payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import type { ProviderCallback } from '../providers/payments/payment-provider.ts';
import { ownCpuMs, postgresCpuMs } from './cpu.ts';
import { withScratchPglite, withScratchPostgresDatabase } from './scratch-database.ts';

// A tool run from a shell, like bench:ledger: it reads its own knobs from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAYMENTS = Number(env.BENCH_PAYMENTS ?? 800);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const WORKERS = Number(env.BENCH_WORKERS ?? 20);
const MERCHANTS = 200;

interface Measure {
  way: string;
  settled: number;
  seconds: number;
  nodeMs: number;
  databaseMs: number;
}

async function benchDatabase(label: string, database: Database): Promise<Measure[]> {
  await migrate(database);
  const { db } = database;
  const jobs = await startJobs(db);
  try {
    const runtime = createPaymentsRuntime({ db, jobs, now: () => new Date(), secret: 'bench-settle-secret-bench-settle-secret', sandboxDelayScale: 0, sendCode: async () => undefined });
    const { payments } = runtime;
    const merchants: string[] = [];
    for (let index = 0; index < MERCHANTS; index += 1) {
      const id = randomUUID();
      const at = new Date();
      await db.insert(users).values({ id, phone: `+2329${String(index).padStart(7, '0')}`, createdAt: at, updatedAt: at });
      await saveMerchantProfile(db, id, { businessName: `Bench Merchant ${index}`, category: 'Retail' }, at);
      merchants.push(id);
    }
    const all: string[] = [];
    /** N bank-transfer payments brought to processing, as their callbacks will name them. */
    const processing = async (count: number): Promise<ProviderCallback[]> => {
      const callbacks: ProviderCallback[] = [];
      let begun = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (begun < count) {
            begun += 1;
            const id = randomUUID();
            const merchantId = merchants[Math.floor(Math.random() * MERCHANTS)] as string;
            await payments.create({ id, merchantId, payerUserId: null, payerPhone: '+23299000001', amount: 10_000, currency: 'SLE', method: 'bank_transfer', source: 'api', description: 'bench' });
            await payments.confirm(id);
            const row = await payments.get(id);
            callbacks.push({ providerRef: row.providerRef ?? '', paymentId: id, state: 'succeeded' });
            all.push(id);
          }
        }),
      );
      return callbacks;
    };
    const round = async (way: string, batch: number): Promise<Measure> => {
      const queue = await processing(PAYMENTS);
      const settled = queue.length;
      const nodeBefore = ownCpuMs();
      const databaseBefore = postgresCpuMs();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          for (let taken = queue.splice(0, batch); taken.length > 0; taken = queue.splice(0, batch)) {
            if (taken.length === 1) await payments.settleFromCallback(taken[0] as ProviderCallback);
            // As the worker does (jobs.ts): a batch that fails is run again callback by callback.
            else await payments.settleFromCallbacks(taken).catch(async () => {
              for (const callback of taken) await payments.settleFromCallback(callback);
            });
          }
        }),
      );
      return { way, settled, seconds: (performance.now() - started) / 1000, nodeMs: ownCpuMs() - nodeBefore, databaseMs: postgresCpuMs() - databaseBefore };
    };
    await round('warm-up', 1);
    const measures: Measure[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      measures.push(await round('one callback per transaction', 1));
      measures.push(await round(`${SETTLE_BATCH_SIZE} callbacks per transaction (settle worker)`, SETTLE_BATCH_SIZE));
    }
    for (const id of all) {
      const status = (await payments.get(id)).status;
      if (status !== 'completed') throw new Error(`${label}: payment ${id} ended ${status}`);
    }
    const report = await audit(db, PAYMENT_AUDIT_CHECKS);
    if (report.breaches.length > 0) throw new Error(`audit after the ${label} bench: ${report.breaches.join('; ')}`);
    return measures;
  } finally {
    await jobs.stop();
  }
}

function summary(label: string, measures: Measure[]) {
  const ways = [...new Set(measures.map((measure) => measure.way))];
  return ways.map((way) => {
    const parts = measures.filter((measure) => measure.way === way);
    const settled = parts.reduce((sum, part) => sum + part.settled, 0);
    const perSettle = (ms: number) => Math.round((ms * 1000) / Math.max(1, settled));
    return {
      database: label,
      way,
      'settles/s': Math.round(settled / parts.reduce((sum, part) => sum + part.seconds, 0)),
      'node µs/settle': perSettle(parts.reduce((sum, part) => sum + part.nodeMs, 0)),
      'PostgreSQL µs/settle': label === 'PostgreSQL' ? perSettle(parts.reduce((sum, part) => sum + part.databaseMs, 0)) : '',
    };
  });
}

async function main(): Promise<void> {
  process.stdout.write(`bench:settle: ${PAYMENTS} payments per round, ${ROUNDS} alternating rounds per way, ${WORKERS} concurrent callers, on this machine.\n`);
  const rows: ReturnType<typeof summary> = [];
  if (env.BENCH_ONLY !== 'postgres') rows.push(...summary('PGlite', await withScratchPglite('salone-settle-bench', (database) => benchDatabase('PGlite', database))));
  if (env.BENCH_ONLY !== 'pglite') {
    const measures = await withScratchPostgresDatabase(adminUrl, 'salone_settle_bench', (database) => benchDatabase('PostgreSQL', database));
    if (measures) rows.push(...summary('PostgreSQL', measures));
  }
  console.table(rows);
}

await main();
