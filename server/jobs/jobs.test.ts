/** Jobs commit or roll back with the change that enqueued them, on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { startJobs, type Jobs } from './jobs.ts';

describe('jobs (pg-boss)', () => {
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

  it('runs a job sent in a committed transaction, never one whose transaction rolled back', async () => {
    const { db } = testDb.database;
    await db.transaction(async (tx) => {
      await jobs.send(tx, 'payment-expire', { paymentId: 'kept' });
    });
    await db
      .transaction(async (tx) => {
        await jobs.send(tx, 'payment-expire', { paymentId: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const seen: string[] = [];
    expect(await jobs.runDue<{ paymentId: string }>('payment-expire', async (data) => void seen.push(data.paymentId))).toBe(1);
    expect(seen).toEqual(['kept']);
    // Done means done: nothing runs a second time.
    expect(await jobs.runDue('payment-expire', async () => undefined)).toBe(0);
  });

  it('holds a delayed job until its time', async () => {
    await testDb.database.db.transaction((tx) => jobs.send(tx, 'payment-poll', { paymentId: 'later' }, { delaySeconds: 60 }));
    expect(await jobs.runDue('payment-poll', async () => undefined)).toBe(0);
  });
});
