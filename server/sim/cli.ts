/**
 * `npm run sim -- --ops N --seed S [--concurrency C] [--merchants M]`: a seeded simulation on a
 * fresh database: in-memory PGlite, or a private schema on the PostgreSQL named by
 * TEST_DATABASE_URL (as the server tests do), dropped afterwards. Prints the seed first; on a
 * failure prints the command that replays it and exits 1.
 */
import { parseArgs } from 'node:util';
import { createTestDatabase } from '../test/test-app.ts';
import { startJobs } from '../jobs/jobs.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { LEDGER_OPERATIONS } from './operations.ts';
import { PAYMENT_OPERATIONS, preparePaymentsWorld } from './payment-operations.ts';
import { REFUND_OPERATIONS } from './refund-operations.ts';
import { REFUND_AUDIT_CHECKS } from '../modules/payments/refunds.service.ts';
import { ACTIVITY_AUDIT_CHECKS } from '../modules/transactions/activity-audit.ts';
import { PAYOUT_OPERATIONS, preparePayoutsWorld } from './payout-operations.ts';
import { PAYOUT_AUDIT_CHECKS } from '../modules/payouts/payouts.service.ts';
import { runSimulation } from './run.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ops: { type: 'string', default: '2000' },
      seed: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
      merchants: { type: 'string', default: '50' },
      // Ledger operations only (no payments through the sandbox).
      'ledger-only': { type: 'boolean', default: false },
    },
  });
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  const ops = Number(values.ops);
  const concurrency = Number(values.concurrency);
  const merchants = Number(values.merchants);
  if (![seed, ops, concurrency, merchants].every((value) => Number.isSafeInteger(value) && value >= 0) || concurrency < 1 || merchants < 1) {
    throw new Error('--ops, --seed, --concurrency and --merchants take whole numbers (concurrency and merchants at least 1)');
  }
  const testDb = await createTestDatabase();
  process.stdout.write(`sim: seed ${seed}, ${ops} operations, ${concurrency} at a time, ${merchants} merchants, on ${testDb.database.kind}\n`);
  const started = performance.now();
  const jobs = values['ledger-only'] ? undefined : await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
  try {
    const result = await runSimulation({
      db: testDb.database.db,
      seed,
      ops,
      concurrency,
      merchants,
      ...(jobs
        ? {
            operations: [...LEDGER_OPERATIONS, ...PAYMENT_OPERATIONS, ...REFUND_OPERATIONS, ...PAYOUT_OPERATIONS],
            extraChecks: [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS, ...ACTIVITY_AUDIT_CHECKS],
            prepare: async (world) => {
              await preparePaymentsWorld(world, jobs);
              await preparePayoutsWorld(world, jobs);
            },
          }
        : {}),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const [name, count] of Object.entries(result.counts).sort()) process.stdout.write(`  ${String(count).padStart(6)}  ${name}\n`);
    for (const line of [...result.failures, ...result.breaches]) process.stdout.write(`  FAILED ${line}\n`);
    if (result.failures.length > 0 || result.breaches.length > 0) {
      process.stdout.write(`sim failed after ${result.ops} operations (${seconds} s). Replay: npm run sim -- --ops ${ops} --seed ${seed} --concurrency ${concurrency} --merchants ${merchants}\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(`sim passed: ${result.ops} operations in ${seconds} s, the auditor and the model agree (seed ${seed}).\n`);
    }
  } finally {
    await jobs?.stop();
    await testDb.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`sim could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
