/** Jobs commit or roll back with the change that enqueued them, on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { startJobs, type Jobs } from './jobs.ts';

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
  exec?(text: string): Promise<unknown>;
}

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

  it('runs a job that falls due in the clock tick of its fetch: a drain right after a send misses nothing', async () => {
    // pg-boss takes jobs whose start_after < now(); a send and a fetch in one tick of the
    // database's clock (PGlite's ticks in milliseconds) left the job for the next drain: the
    // webhook retries' tests lost a delivery on a quiet machine. Due 3 ms from now is that case, made sure.
    const { db } = testDb.database;
    await db.transaction((tx) => jobs.send(tx, 'payment-expire', { paymentId: 'this-tick' }));
    await testDb.database.withSession((session) =>
      session.query(`UPDATE ${testDb.jobsSchema}.job SET start_after = now() + interval '3 milliseconds' WHERE name = 'payment-expire' AND state = 'created'`),
    );
    const seen: string[] = [];
    expect(await jobs.runDue<{ paymentId: string }>('payment-expire', async (data) => void seen.push(data.paymentId))).toBe(1);
    expect(seen).toEqual(['this-tick']);
  });

  it('holds a delayed job until its time', async () => {
    await testDb.database.db.transaction((tx) => jobs.send(tx, 'payment-poll', { paymentId: 'later' }, { delaySeconds: 60 }));
    expect(await jobs.runDue('payment-poll', async () => undefined)).toBe(0);
  });

  it('stop waits for the job of a fetch that was out when it was called: no handler runs after stop resolves (issue 39)', async () => {
    // The same database, through a client whose job fetches wait at a gate this test opens.
    const client = (testDb.database.db as unknown as { session: { client: SqlClient } }).session.client;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let heldFetches = 0;
    const gated = {
      query: async (text: string, values?: unknown[]) => {
        if (text.includes('SKIP LOCKED')) {
          heldFetches += 1;
          await gate;
        }
        return client.query(text, values);
      },
      exec: client.exec?.bind(client),
    };
    const worker = await startJobs({ session: { client: gated } } as unknown as Db, { schema: testDb.jobsSchema, pollingIntervalSeconds: 0.5 });
    await testDb.database.db.transaction((tx) => worker.send(tx, 'payment-expire', { paymentId: 'in-flight' }));
    const runs: { paymentId: string; afterStop: boolean }[] = [];
    let stopped = false;
    await worker.work<{ paymentId: string }>('payment-expire', async (data) => void runs.push({ paymentId: data.paymentId, afterStop: stopped }));
    await expect.poll(() => heldFetches, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);

    const stopping = worker.stop().then(() => void (stopped = true));
    // Time for a stop that does not wait on the fetch to resolve; then the fetch brings the job back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    open();
    await stopping;
    // Time for a job fetched after stop to run (it must not).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toEqual([{ paymentId: 'in-flight', afterStop: false }]);
    expect(await jobs.runDue('payment-expire', async () => undefined)).toBe(0);
  });

  it("a process's idle workers poll one after another through the poll interval, not all at once, and still run a job sent while they idle (issue 41)", async () => {
    const client = (testDb.database.db as unknown as { session: { client: SqlClient } }).session.client;
    const fetches: { queue: unknown; at: number }[] = [];
    const counting = {
      query: async (text: string, values?: unknown[]) => {
        if (text.includes('SKIP LOCKED')) fetches.push({ queue: values?.[0], at: performance.now() });
        return client.query(text, values);
      },
      exec: client.exec?.bind(client),
    };
    const worker = await startJobs({ session: { client: counting } } as unknown as Db, { schema: testDb.jobsSchema, pollingIntervalSeconds: 0.4 });
    try {
      const queues = ['payment-expire', 'payment-sms', 'webhook-sweep', 'payout-send'] as const;
      const runs: string[] = [];
      for (const queue of queues) await worker.work<{ marker?: string }>(queue, async (data) => void runs.push(`${queue}:${data.marker ?? ''}`));
      await expect.poll(() => new Set(fetches.map((fetch) => fetch.queue)).size, { timeout: 5_000, interval: 20 }).toBe(queues.length);
      // Each queue's first fetch: spread over the interval (k × 0.618 of it, modulo one), not in one burst.
      const firsts = queues.map((queue) => fetches.find((fetch) => fetch.queue === queue)?.at ?? Number.NaN);
      expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(150);

      await testDb.database.db.transaction((tx) => worker.send(tx, 'payment-sms', { marker: 'sent while idle' }));
      await expect.poll(() => runs, { timeout: 5_000, interval: 20 }).toEqual(['payment-sms:sent while idle']);
    } finally {
      await worker.stop();
    }
  });

  it('runs due jobs of a batched queue together; when the batch throws, each runs alone and only the bad one fails (issue 41)', async () => {
    const { db } = testDb.database;
    const send = (marker: string) => db.transaction((tx) => jobs.send(tx, 'payment-settle', { marker }));
    for (const marker of ['a', 'b', 'c']) await send(marker);
    const batches: string[][] = [];
    const alone: string[] = [];
    const handler = async (data: { marker: string }) => {
      if (data.marker === 'bad') throw new Error('refused');
      alone.push(data.marker);
    };
    const batch = {
      size: 8,
      handler: async (data: { marker: string }[]) => {
        const markers = data.map((item) => item.marker).sort();
        batches.push(markers);
        if (markers.includes('bad')) throw new Error('one of the batch is bad');
      },
    };
    expect(await jobs.runDue('payment-settle', handler, batch)).toBe(3);
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(alone).toEqual([]);

    for (const marker of ['d', 'bad', 'e']) await send(marker);
    await expect(jobs.runDue('payment-settle', handler, batch)).rejects.toThrow('refused');
    expect(batches.at(-1)).toEqual(['bad', 'd', 'e']);
    // The good ones ran alone and completed; the bad one failed on its own and waits for its retry.
    expect(alone.sort()).toEqual(['d', 'e']);
    const counts = await jobs.counts();
    expect(counts.filter((row) => row.queue === 'payment-settle' && row.state !== 'retry')).toEqual([]);
    expect(counts.find((row) => row.queue === 'payment-settle' && row.state === 'retry')?.count).toBe(1);

    // A worker of this process takes the same path: jobs sent together are run as one batch (the
    // retry of 'bad', if it falls due meanwhile, is left out of what this check looks at).
    const worker = await startJobs(db, { schema: testDb.jobsSchema, pollingIntervalSeconds: 0.2 });
    try {
      await db.transaction(async (tx) => {
        for (const marker of ['f', 'g']) await worker.send(tx, 'payment-settle', { marker });
      });
      const seen: string[][] = [];
      await worker.work<{ marker: string }>('payment-settle', handler, { size: 8, handler: async (data) => void seen.push(data.map((item) => item.marker).filter((marker) => marker !== 'bad').sort()) });
      await expect.poll(() => seen, { timeout: 5_000, interval: 20 }).toEqual([['f', 'g']]);
    } finally {
      await worker.stop();
    }
  });
});
