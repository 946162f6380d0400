/**
 * Housekeeping on a schedule (issue 22): jobs that keep tables from growing without bound. The
 * schedule lives in pg-boss's tables, so however many processes start it there is one schedule,
 * and a tick becomes one job that one worker runs. Every handler is safe to run twice.
 */
import type { Db } from '../db/client.ts';
import { sweepExpiredStreamLeases } from '../modules/live/live-hub.service.ts';
import { sweepExpiredIdempotencyKeys } from '../plugins/idempotency.ts';
import type { Jobs } from './jobs.ts';

/** Minute 17 of every hour: off the top of the hour, when other systems' cron jobs crowd in. */
export const IDEMPOTENCY_SWEEP_CRON = '17 * * * *';
/** Minute 47 of every hour: the leases of live streams whose process died. */
export const LIVE_STREAMS_SWEEP_CRON = '47 * * * *';

export function maintenanceHandlers(db: Db, now: () => Date) {
  return {
    'idempotency-sweep': async () => void (await sweepExpiredIdempotencyKeys(db, now())),
    'live-streams-sweep': async () => void (await sweepExpiredStreamLeases(db)),
  } as const;
}

/** Stores the schedules and starts this process's maintenance workers (`npm start`, `npm run worker`). */
export async function startMaintenance(jobs: Jobs, db: Db, now: () => Date = () => new Date()): Promise<void> {
  await jobs.schedule('idempotency-sweep', IDEMPOTENCY_SWEEP_CRON);
  await jobs.schedule('live-streams-sweep', LIVE_STREAMS_SWEEP_CRON);
  const handlers = maintenanceHandlers(db, now);
  for (const [queue, handler] of Object.entries(handlers)) {
    await jobs.work(queue as keyof typeof handlers, handler);
  }
}
