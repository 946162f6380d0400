import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../jobs/jobs.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { LEDGER_OPERATIONS } from './operations.ts';
import { PAYMENT_OPERATIONS, preparePaymentsWorld } from './payment-operations.ts';
import { REFUND_OPERATIONS } from './refund-operations.ts';
import { REFUND_AUDIT_CHECKS } from '../modules/payments/refunds.service.ts';
import { PAYOUT_OPERATIONS, preparePayoutsWorld } from './payout-operations.ts';
import { PAYOUT_AUDIT_CHECKS } from '../modules/payouts/payouts.service.ts';
import { ACTIVITY_AUDIT_CHECKS } from '../modules/transactions/activity-audit.ts';
import { runSimulation } from './run.ts';

// A small run of `npm run sim` with payments through the sandbox beside the ledger operations,
// many merchants and one hot one (half the payments), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
describe('payments simulation', () => {
  let testDb: TestDatabase;
  let jobs: Jobs;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    jobs = await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
  });
  afterAll(async () => {
    await jobs.stop();
    await testDb.drop();
  });

  it('runs 200 random operations, 8 at a time; each payment settles once and the auditor finds nothing', { timeout: 240_000 }, async () => {
    const result = await runSimulation({
      db: testDb.database.db,
      seed: 20_261_123,
      ops: 200,
      concurrency: 8,
      merchants: 12,
      operations: [...LEDGER_OPERATIONS, ...PAYMENT_OPERATIONS, ...REFUND_OPERATIONS, ...PAYOUT_OPERATIONS],
      extraChecks: [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS, ...ACTIVITY_AUDIT_CHECKS],
      prepare: async (world) => {
        await preparePaymentsWorld(world, jobs);
        await preparePayoutsWorld(world, jobs);
      },
    });
    expect(result.failures, `seed ${result.seed}`).toEqual([]);
    expect(result.breaches, `seed ${result.seed}`).toEqual([]);
    for (const operation of [...PAYMENT_OPERATIONS, ...REFUND_OPERATIONS, ...PAYOUT_OPERATIONS]) expect(result.counts[operation.name] ?? 0, operation.name).toBeGreaterThan(0);
    // The hot merchant really was paid through the payments module.
    expect(result.world.expected.get(result.world.hot.accountId)?.available).toBeGreaterThan(0);
  });
});
