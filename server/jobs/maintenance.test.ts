/**
 * Housekeeping runs on a schedule stored in the database (issue 22): starting it registers the
 * hourly sweep once however many processes start it, and a sweep job deletes the idempotency
 * records past their retention and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { startJobs, type Jobs } from './jobs.ts';
import { IDEMPOTENCY_SWEEP_CRON, maintenanceHandlers, startMaintenance } from './maintenance.ts';

describe('scheduled housekeeping', () => {
  let testDb: TestDatabase;
  let jobs: Jobs;
  const now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    testDb = await createTestDatabase();
    jobs = await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
  });
  afterAll(async () => {
    await jobs.stop();
    await testDb.drop();
  });

  it('stores one hourly sweep schedule, even when two processes start housekeeping', async () => {
    await startMaintenance(jobs, testDb.database.db, () => now);
    await startMaintenance(jobs, testDb.database.db, () => now);
    expect(await jobs.schedules()).toEqual([{ queue: 'idempotency-sweep', cron: IDEMPOTENCY_SWEEP_CRON }]);
  });

  it('a sweep job deletes expired idempotency records and keeps live ones', async () => {
    const { db } = testDb.database;
    const row = (key: string, expiresAt: Date) => ({
      scope: 'user:sweep-test',
      key,
      method: 'POST',
      path: '/api/v1/payments',
      requestHash: 'h',
      state: 'done' as const,
      expiresAt,
    });
    await db.insert(idempotencyKeys).values([row('expired-key-0000000000001', new Date(now.getTime() - 1000)), row('live-key-000000000000001', new Date(now.getTime() + 60_000))]);
    // What the cron tick does: enqueue a sweep job; a worker runs it.
    await db.transaction((tx) => jobs.send(tx, 'idempotency-sweep', {}));
    const handlers = maintenanceHandlers(db, () => now);
    expect(await jobs.runDue('idempotency-sweep', handlers['idempotency-sweep'])).toBe(1);
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((entry) => entry.key)).toEqual(['live-key-000000000000001']);
  });
});
