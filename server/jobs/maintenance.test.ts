/**
 * Housekeeping runs on a schedule stored in the database (issue 22): starting it registers the
 * hourly sweep once however many processes start it, and a sweep job deletes the idempotency
 * records past their retention and nothing else.
 *
 * The process that starts housekeeping also works its queues. Its workers are stopped before the
 * sweep cases, which take their job with runDue: a worker still polling took it first about once
 * in a CI run on a slow day (runDue counted 0).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, liveStreams } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { startJobs, type Jobs } from './jobs.ts';
import { IDEMPOTENCY_SWEEP_CRON, LIVE_STREAMS_SWEEP_CRON, maintenanceHandlers, startMaintenance } from './maintenance.ts';

describe('scheduled housekeeping', () => {
  let testDb: TestDatabase;
  let jobs: Jobs;
  const now = new Date('2026-03-02T10:00:00Z');
  /** A finished idempotency record of one key, kept until `expiresAt`. */
  const keyRecord = (key: string, expiresAt: Date) => ({
    scope: 'user:sweep-test',
    key,
    method: 'POST',
    path: '/api/v1/payments',
    requestHash: 'h',
    state: 'done' as const,
    expiresAt,
  });
  beforeAll(async () => {
    testDb = await createTestDatabase();
    jobs = await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
  });
  afterAll(async () => {
    await jobs.stop();
    await testDb.drop();
  });

  it('stores each hourly sweep schedule once, even when two processes start housekeeping', async () => {
    const first = await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
    const second = await startJobs(testDb.database.db, { schema: testDb.jobsSchema });
    try {
      await startMaintenance(first, testDb.database.db, () => now);
      await startMaintenance(second, testDb.database.db, () => now);
      expect(await jobs.schedules()).toEqual([
        { queue: 'idempotency-sweep', cron: IDEMPOTENCY_SWEEP_CRON },
        { queue: 'live-streams-sweep', cron: LIVE_STREAMS_SWEEP_CRON },
      ]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('the workers housekeeping starts run a sweep job when one is queued', async () => {
    const { db } = testDb.database;
    await db.insert(idempotencyKeys).values(keyRecord('worker-expired-key-00000001', new Date(now.getTime() - 1000)));
    const worker = await startJobs(db, { schema: testDb.jobsSchema, pollingIntervalSeconds: 0.1 });
    try {
      await startMaintenance(worker, db, () => now);
      await db.transaction((tx) => worker.send(tx, 'idempotency-sweep', {}));
      await vi.waitFor(
        async () => {
          const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
          expect(left).toEqual([]);
        },
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      await worker.stop();
    }
  });

  it('a sweep job deletes expired idempotency records and keeps live ones', async () => {
    const { db } = testDb.database;
    await db.insert(idempotencyKeys).values([keyRecord('expired-key-0000000000001', new Date(now.getTime() - 1000)), keyRecord('live-key-000000000000001', new Date(now.getTime() + 60_000))]);
    // What the cron tick does: enqueue a sweep job; a worker runs it.
    await db.transaction((tx) => jobs.send(tx, 'idempotency-sweep', {}));
    const handlers = maintenanceHandlers(db, () => now);
    expect(await jobs.runDue('idempotency-sweep', handlers['idempotency-sweep'])).toBe(1);
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((entry) => entry.key)).toEqual(['live-key-000000000000001']);
  });

  it("a sweep job deletes the leases of streams whose process died, and keeps those still renewed", async () => {
    const { db } = testDb.database;
    const users = await testDb.database.withSession((session) =>
      session.query<{ id: string }>(
        `INSERT INTO users (id, phone, created_at, updated_at) VALUES (gen_random_uuid(), '+23230999001', now(), now()), (gen_random_uuid(), '+23230999002', now(), now()) RETURNING id`,
      ),
    );
    const [dead, alive] = users.map((user) => user.id);
    await db.insert(liveStreams).values([
      { id: '00000000-0000-4000-8000-00000000d1ed', userId: dead ?? '', openedAt: new Date(Date.now() - 2 * 60 * 60 * 1000), expiresAt: new Date(Date.now() - 60 * 60 * 1000) },
      { id: '00000000-0000-4000-8000-0000000a11fe', userId: alive ?? '', openedAt: new Date(), expiresAt: new Date(Date.now() + 60 * 1000) },
    ]);
    await db.transaction((tx) => jobs.send(tx, 'live-streams-sweep', {}));
    const handlers = maintenanceHandlers(db, () => now);
    expect(await jobs.runDue('live-streams-sweep', handlers['live-streams-sweep'])).toBe(1);
    expect((await db.select({ id: liveStreams.id }).from(liveStreams)).map((row) => row.id)).toEqual(['00000000-0000-4000-8000-0000000a11fe']);
  });
});
