/**
 * The webhook sweep is a schedule stored in the database (issue 20), not a timer in each process:
 * starting the workers in two processes stores one every-minute schedule, and a tick's job is run
 * by a worker, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { startJobs, type Jobs } from '../../jobs/jobs.ts';
import { startWebhookWorkers, WEBHOOK_SWEEP_CRON } from './webhooks-runtime.ts';

describe('the webhook delivery sweep', () => {
  let testDb: TestDatabase;
  let jobs: Jobs;
  let sweeps = 0;
  const webhooks = {
    deliver: async () => undefined,
    sweep: async () => {
      sweeps += 1;
      return 0;
    },
  };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    jobs = await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
  });
  afterAll(async () => {
    await jobs.stop();
    await testDb.drop();
  });

  it('stores one every-minute schedule, even when two processes start the webhook workers', async () => {
    await startWebhookWorkers(jobs, webhooks);
    await startWebhookWorkers(jobs, webhooks);
    expect(WEBHOOK_SWEEP_CRON).toBe('* * * * *');
    expect(await jobs.schedules()).toEqual([{ queue: 'webhook-sweep', cron: WEBHOOK_SWEEP_CRON }]);
  });

  it('the started worker runs a tick\'s sweep job, once', async () => {
    const before = sweeps;
    // What the cron tick does: enqueue a sweep job; one of the started workers runs it.
    await testDb.database.db.transaction((tx) => jobs.send(tx, 'webhook-sweep', {}));
    await expect.poll(() => sweeps - before, { timeout: 15_000, interval: 100 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sweeps - before).toBe(1);
  });
});
