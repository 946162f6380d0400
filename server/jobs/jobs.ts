/**
 * Durable jobs (DESIGN §7) on pg-boss 10 (the line that runs on Node 20), on PostgreSQL and on
 * PGlite, through one `executeSql` adapter over Drizzle. A job is enqueued with the caller's
 * transaction (`send(tx, …)`), so it exists exactly when the change that caused it commits; on
 * PGlite a send outside that transaction would also deadlock on the one connection.
 * Any number of processes may run workers (pg-boss fetches with FOR UPDATE SKIP LOCKED); every
 * handler is idempotent by its business key, so a job that runs twice changes nothing twice.
 */
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { jobOutcomes } from '../metrics/process-metrics.ts';

/** The queues and how each retries. Polling retries itself by re-enqueueing with a delay. */
export const QUEUES = {
  /** Ask the provider where a processing payment is; settle it when it has ended. */
  paymentPoll: { name: 'payment-poll', retryLimit: 10, retryDelay: 5, retryBackoff: true },
  /** A pending payment reached expires_at. */
  paymentExpire: { name: 'payment-expire', retryLimit: 10, retryDelay: 5, retryBackoff: true },
  /** A verified provider callback: settle (complete or fail) the payment. */
  paymentSettle: { name: 'payment-settle', retryLimit: 20, retryDelay: 2, retryBackoff: true },
  /** The sandbox provider delivering its callback after processing (a real provider calls our URL). */
  sandboxCallback: { name: 'sandbox-callback', retryLimit: 5, retryDelay: 1, retryBackoff: true },
  /** A refund whose money is reserved: ask the provider to pay the payer back. */
  refundSend: { name: 'refund-send', retryLimit: 20, retryDelay: 5, retryBackoff: true },
  /** Ask the provider where a refund's payout is; finish the refund when it has ended. */
  refundPoll: { name: 'refund-poll', retryLimit: 10, retryDelay: 5, retryBackoff: true },
  /** Hourly: delete idempotency records past their retention (issue 22); a delete twice deletes nothing more. */
  idempotencySweep: { name: 'idempotency-sweep', retryLimit: 2, retryDelay: 60, retryBackoff: false },
  /** Hourly: delete the leases of live streams whose process is gone (modules/live); safe twice. */
  liveStreamsSweep: { name: 'live-streams-sweep', retryLimit: 2, retryDelay: 60, retryBackoff: false },
  /** One webhook attempt; its own retries (about three days) are new delayed jobs (modules/webhooks). */
  webhookDeliver: { name: 'webhook-deliver', retryLimit: 3, retryDelay: 30, retryBackoff: true },
  /** Queues due webhook deliveries whose retry job was lost; a schedule sends it every minute (modules/webhooks). */
  webhookSweep: { name: 'webhook-sweep', retryLimit: 0 },
  /** Issue 17: a payment's SMS (the guest's receipt, the merchant's alert), enqueued with its settlement. */
  paymentSms: { name: 'payment-sms', retryLimit: 8, retryDelay: 10, retryBackoff: true },
  /** Send a requested payout to its provider (issue 11). */
  payoutSend: { name: 'payout-send', retryLimit: 20, retryDelay: 5, retryBackoff: true },
  /** Ask the provider where a processing payout is; complete or fail it when it has ended. */
  payoutPoll: { name: 'payout-poll', retryLimit: 10, retryDelay: 5, retryBackoff: true },
  /** Once a day (a schedule): the automatic payout of merchants who turned it on. */
  payoutAutoDaily: { name: 'payout-auto-daily', retryLimit: 3, retryDelay: 60, retryBackoff: true },
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/**
 * A job whose worker died mid-run (SIGKILL, a lost machine) stays active until it expires, and
 * only then is retried. pg-boss's default is 15 minutes; every handler here finishes in seconds
 * (provider calls time out well before), so a minute is safe and a crashed payment moves on soon.
 */
const JOB_EXPIRE_SECONDS = 60;
const MAINTENANCE_INTERVAL_SECONDS = 30;

/**
 * A queue whose jobs can also be run several at once (issue 41: the settle worker). The worker
 * fetches up to `size` due jobs; more than one goes to `handler` together, which does all of them
 * in one transaction or throws having done none. When it throws, each job runs alone with the
 * queue's one-job handler and completes or fails on its own, so one bad job never holds back the
 * others, and a batch costs what the same jobs alone cost at worst.
 */
export interface BatchOptions<T extends object> {
  size: number;
  handler: (data: T[]) => Promise<void>;
}

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
}

export interface Jobs {
  /**
   * Resolves once pg-boss is started. Call it before opening the transaction you will `send` in:
   * starting pg-boss inside a transaction would wait on PGlite's one connection forever.
   */
  ready(): Promise<void>;
  /** Enqueue inside `tx`: the job commits or rolls back with the caller's change. */
  send(tx: Db, queue: QueueName, data: object, options?: SendOptions): Promise<void>;
  /** Polls `queue` in this process and runs its jobs one at a time (or in batches: BatchOptions), until `stop`. */
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>, batch?: BatchOptions<T>): Promise<void>;
  /** Runs the due jobs of a queue once in this process (demo seeding, tests); returns how many. */
  runDue<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>, batch?: BatchOptions<T>): Promise<number>;
  /**
   * Enqueue `queue` on a cron (UTC). Kept in the database, so one schedule serves every process;
   * only processes started with `supervise` turn schedules into jobs, once per tick across all.
   */
  schedule(queue: QueueName, cron: string, data?: object): Promise<void>;
  /** The stored schedules (tests, health). */
  schedules(): Promise<{ queue: string; cron: string }[]>;
  /**
   * Issue 40's metrics: jobs per queue and state (created, retry, active, failed) as the database
   * holds them now, for every process. Empty until this process started its jobs.
   */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
  /**
   * Stops fetching and waits up to `timeoutMs` (default 5 s) for the jobs running here to finish.
   * Once it resolves, no poll timer of this process is left and no handler starts (issue 39).
   */
  stop(timeoutMs?: number): Promise<void>;
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The connection (or open transaction) under a Drizzle handle. Drizzle has no public way to run
 * text with numbered parameters as pg-boss writes them ($5 used twice), so this reaches its session's
 * client: a pg Pool/PoolClient or a PGlite instance/transaction, all of which take (text, values).
 */
function clientOf(handle: Db): SqlClient {
  return (handle as unknown as { session: { client: SqlClient } }).session.client;
}

function adapterFor(handle: Db): PgBoss.Db {
  const client = clientOf(handle);
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // PGlite runs several statements without parameters (pg-boss's schema set-up) only through exec.
      if (values.length === 0 && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

export interface JobsOptions {
  /** pg-boss's schema (default `pgboss`); tests on a shared PostgreSQL use one per test schema. */
  schema?: string;
  /** Maintenance and scheduling: on for a long-running process, off for tests and one-off scripts. */
  supervise?: boolean;
  pollingIntervalSeconds?: number;
}

export async function startJobs(db: Db, options: JobsOptions = {}): Promise<Jobs> {
  const supervise = options.supervise ?? false;
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`jobs schema must be a plain identifier, got "${schema}"`);
  const boss = new PgBoss({
    db: adapterFor(db),
    schema,
    supervise,
    schedule: supervise,
    migrate: true,
    // How often a supervising process expires jobs whose worker died (SIGKILL, a lost machine).
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  // pg-boss emits errors of its background loops; a lost poll must not crash the process.
  boss.on('error', () => undefined);
  await boss.start();
  for (const queue of Object.values(QUEUES)) {
    const { name, ...policy } = queue;
    const settings = { name, expireInSeconds: JOB_EXPIRE_SECONDS, ...policy };
    if (!(await boss.getQueue(name))) {
      try {
        await boss.createQueue(name, settings);
      } catch (error) {
        // Another process created it between our check and create.
        if (!(await boss.getQueue(name))) throw error;
      }
    } else {
      // Queues made by an older version get today's policy.
      await boss.updateQueue(name, settings);
    }
  }
  const pollingMs = (options.pollingIntervalSeconds ?? 0.5) * 1000;
  // This process's workers are loops of our own over pg-boss's fetch, complete and fail, not
  // pg-boss's work(): its stop resolves while a worker's fetch is still out (the job it brings
  // back then runs after stop, on a closed database) and leaves a timer polling its workers
  // behind. Ours end every poll wait at once and `stop` waits for the handlers running here.
  // A handler has no deadline of its own (pg-boss failed one past the queue's expiry while it ran
  // on): one that outlives JOB_EXPIRE_SECONDS is expired by a supervising process and runs again.
  const stopping = new AbortController();
  // Every waiting loop (one per queue worked here) listens for the stop.
  setMaxListeners(0, stopping.signal);
  const loops = new Set<Promise<void>>();
  const idle = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  /** Whether `queue` holds a job that is due now or within `ms` (see runDue). */
  async function dueWithinMs(queue: QueueName, ms: number): Promise<boolean> {
    const { rows } = await adapterFor(db).executeSql(
      `SELECT EXISTS (SELECT 1 FROM ${schema}.job WHERE name = $1 AND state IN ('created', 'retry') AND start_after <= now() + make_interval(secs => $2::float8 / 1000)) AS due`,
      [queue, ms],
    );
    return (rows[0] as { due?: boolean } | undefined)?.due === true;
  }

  /*
   * Issue 41: each worker's idle polls are offset from the others' (the k-th worker started
   * here waits k × 0.618 of a poll, modulo one poll, before its first fetch), so a process's
   * eighteen workers fetch one after another through each half second instead of all at once.
   * Together they hold the database as long as before, but never in one block: on PGlite, whose
   * one thread serves pages too, eighteen fetches at once (some 45 ms on a slow machine) held
   * every page in flight behind them twice a second.
   */
  let started = 0;
  const offsetOfNext = () => Math.round(((started++ * 0.618_034) % 1) * pollingMs);

  /**
   * Runs fetched jobs: one alone with `handler`; several with the batch handler, and each alone
   * again if it throws. Stores each outcome; returns the first failure, if any.
   */
  async function runFetched(queue: QueueName, jobs: PgBoss.Job<object>[], handler: (data: object) => Promise<void>, batch?: BatchOptions<object>): Promise<{ failure?: unknown }> {
    // A batch that throws has done nothing (one transaction): its jobs then run one by one.
    if (jobs.length > 1 && batch && (await batch.handler(jobs.map((job) => job.data)).then(() => true, () => false))) {
      jobOutcomes.inc({ queue, outcome: 'completed' }, jobs.length);
      await boss.complete(queue, jobs.map((job) => job.id));
      return {};
    }
    let first: { failure?: unknown } = {};
    for (const job of jobs) {
      let failure: unknown;
      let failed = false;
      try {
        await handler(job.data);
      } catch (error) {
        failed = true;
        failure = error;
      }
      jobOutcomes.inc({ queue, outcome: failed ? 'failed' : 'completed' });
      if (failed) {
        await boss.fail(queue, job.id, { message: failure instanceof Error ? failure.message : String(failure) });
        if (!('failure' in first)) first = { failure };
      } else await boss.complete(queue, job.id);
    }
    return first;
  }

  async function workLoop(queue: QueueName, handler: (data: object) => Promise<void>, batch?: BatchOptions<object>): Promise<void> {
    await idle(offsetOfNext());
    while (!stopping.signal.aborted) {
      try {
        // pg-boss's fetch answers [] when the database is away: the loop waits a poll and asks again.
        const jobs = await boss.fetch<object>(queue, { batchSize: batch?.size ?? 1 });
        if (jobs.length === 0) {
          await idle(pollingMs);
          continue;
        }
        await runFetched(queue, jobs, handler, batch);
      } catch {
        // The outcome was not stored (the database is away): the job stays active until it
        // expires, then runs again (every handler is idempotent).
        await idle(pollingMs);
      }
    }
  }

  return {
    ready: () => Promise.resolve(),
    async send(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, {
        db: adapterFor(tx),
        ...(sendOptions.delaySeconds ? { startAfter: Math.max(1, Math.ceil(sendOptions.delaySeconds)) } : {}),
      });
    },
    async work(queue, handler, batch) {
      if (stopping.signal.aborted) throw new Error(`jobs are stopped: no worker for ${queue}`);
      const loop = workLoop(queue, handler as (data: object) => Promise<void>, batch as BatchOptions<object> | undefined);
      loops.add(loop);
      void loop.finally(() => loops.delete(loop));
    },
    async counts() {
      const { rows } = await adapterFor(db).executeSql(
        `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${schema}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
        [],
      );
      return rows as { queue: string; state: string; count: number }[];
    },
    async runDue(queue, handler, batch) {
      let count = 0;
      let ticksWaited = 0;
      for (;;) {
        const jobs = await boss.fetch<object>(queue, { batchSize: batch?.size ?? 1 });
        if (jobs.length === 0) {
          // pg-boss fetches jobs whose start_after < now(): a job sent in the clock tick of this
          // fetch (PGlite's clock ticks in milliseconds, and a quiet machine sends and fetches in
          // one) is due but not taken yet. Wait a tick and fetch again, a few times at most.
          if (ticksWaited >= 20 || !(await dueWithinMs(queue, 5))) return count;
          ticksWaited += 1;
          await sleep(2);
          continue;
        }
        ticksWaited = 0;
        const outcome = await runFetched(queue, jobs, handler as (data: object) => Promise<void>, batch as BatchOptions<object> | undefined);
        if ('failure' in outcome) throw outcome.failure;
        count += jobs.length;
      }
    },
    async schedule(queue, cron, data = {}) {
      await boss.schedule(queue, cron, data, { tz: 'UTC' });
    },
    async schedules() {
      return (await boss.getSchedules()).map((entry) => ({ queue: entry.name, cron: entry.cron }));
    },
    async stop(timeoutMs = 5000) {
      stopping.abort();
      // A handler still running past the deadline is not waited for: if the process goes, its
      // job expires (JOB_EXPIRE_SECONDS) and runs again elsewhere.
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(loops), new Promise<void>((resolve) => (deadline = setTimeout(resolve, Math.max(1000, timeoutMs))))]);
      clearTimeout(deadline);
      await boss.stop({ graceful: false, wait: true });
    },
  };
}

/**
 * Jobs started on first use: an app that never enqueues (most tests, a read-only replica) never
 * pays for pg-boss's start. `stop` stops it only if it was started.
 */
export function lazyJobs(start: () => Promise<Jobs>): Jobs {
  let started: Promise<Jobs> | undefined;
  let stopped = false;
  // After stop, nothing starts pg-boss again (a request or job still finishing after its app
  // closed would otherwise start a new one, polling a closed database for good).
  const get = () => {
    if (stopped) return Promise.reject(new Error('jobs are stopped'));
    return (started ??= start());
  };
  return {
    ready: async () => void (await get()),
    send: async (tx, queue, data, options) => (await get()).send(tx, queue, data, options),
    work: async (queue, handler, batch) => (await get()).work(queue, handler, batch),
    runDue: async (queue, handler, batch) => (await get()).runDue(queue, handler, batch),
    schedule: async (queue, cron, data) => (await get()).schedule(queue, cron, data),
    schedules: async () => (await get()).schedules(),
    counts: async () => (started ? (await started).counts() : []),
    stop: async (timeoutMs) => {
      stopped = true;
      if (started) await (await started).stop(timeoutMs);
    },
  };
}
