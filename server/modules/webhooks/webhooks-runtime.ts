/** The webhook job handlers, their workers (`npm start`, `npm run worker`), and a drain for tests. */
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { DeliveryJob, WebhooksService } from './webhooks.service.ts';

const SWEEP_EVERY_MS = 60_000;

/** Starts the delivery worker and a once-a-minute sweep; returns what stops the sweep. */
export async function startWebhookWorkers(db: Db, jobs: Jobs, webhooks: WebhooksService): Promise<() => void> {
  await jobs.work<DeliveryJob>('webhook-deliver', (job) => webhooks.deliver(job));
  await jobs.work('webhook-sweep', async () => void (await webhooks.sweep()));
  const timer = setInterval(() => {
    // A lost tick is harmless: the next one sweeps the same deliveries.
    db.transaction((tx) => jobs.send(tx, 'webhook-sweep', {})).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Sweeps (the test clock decides what is due) and runs every due webhook job in this process. */
export async function drainWebhookJobs(jobs: Jobs, webhooks: WebhooksService): Promise<number> {
  await webhooks.sweep();
  return jobs.runDue<DeliveryJob>('webhook-deliver', (job) => webhooks.deliver(job));
}
