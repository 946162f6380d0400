/**
 * Graceful drain on SIGTERM (issue 40), for `npm start` and `npm run worker`. A deploy or a
 * process manager stops one process while the others keep serving; this one must not cut what
 * it holds:
 * 1. stop accepting: the listening socket closes at once; a new request on a kept-alive
 *    connection is answered 503 with `Connection: close`, and readiness says `draining`;
 * 2. live streams end with a retry hint (live-hub.service.ts), so phones reconnect to another
 *    process and resume from their Last-Event-ID;
 * 3. requests in flight are answered, and jobs running here finish (pg-boss stops fetching);
 * 4. the database closes and the process exits 0.
 * All of it within SHUTDOWN_GRACE_SECONDS; past that the process logs what was left and exits 1
 * (a job cut there runs again elsewhere when its lease expires: every handler is idempotent).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { Jobs } from './jobs/jobs.ts';

interface DrainLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface DrainDeps {
  /** The HTTP app (absent in `npm run worker`). */
  app?: FastifyInstance;
  jobs: Jobs;
  database: Database;
  graceSeconds: number;
  log: DrainLog;
}

let draining = false;

/** This process received SIGTERM or SIGINT and is draining (readiness answers 503). */
export function isDraining(): boolean {
  return draining;
}

export async function drain({ app, jobs, database, graceSeconds, log }: DrainDeps, signal: string): Promise<number> {
  draining = true;
  const started = Date.now();
  const deadline = started + graceSeconds * 1000;
  log.info({ signal, graceSeconds }, 'draining: no new requests; finishing requests and jobs in flight');
  let step = 'requests';
  const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceSeconds * 1000).unref());
  const work = (async () => {
    // Fastify's close: preClose ends the live streams, then the server stops accepting and waits
    // for the requests in flight; 503 answers any new request on an open connection meanwhile.
    if (app) await app.close();
    step = 'jobs';
    await jobs.stop(Math.max(1000, deadline - Date.now()));
    step = 'database';
    await database.close();
    return 'done' as const;
  })();
  const outcome = await Promise.race([work, timedOut]);
  if (outcome === 'timeout') {
    log.error({ signal, graceSeconds, step }, `drain did not finish within SHUTDOWN_GRACE_SECONDS (${graceSeconds} s) while waiting for ${step}: exiting anyway`);
    return 1;
  }
  log.info({ signal, ms: Date.now() - started }, 'drained');
  return 0;
}

/** SIGTERM and SIGINT drain once and exit; a second one while draining (Ctrl-C twice) exits at once. */
export function drainOnSignals(deps: DrainDeps): void {
  const onSignal = (signal: string) => {
    if (draining) {
      deps.log.error({ signal }, 'second signal while draining: exiting now');
      process.exit(1);
    }
    void drain(deps, signal).then(
      (code) => process.exit(code),
      (error: unknown) => {
        deps.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'drain failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}
