/**
 * The webhook job handlers, their workers (`npm start`, `npm run worker`), and a drain for tests.
 * The sweep runs on a schedule stored in pg-boss's tables (like server/jobs/maintenance.ts), not a
 * timer in each process: however many processes start, each minute is one sweep job.
 */
import type { Jobs } from '../../jobs/jobs.ts';
import type { DeliveryJob, WebhooksService } from './webhooks.service.ts';

/** Every minute: the sweep is the safety net for retry jobs that were lost, so it runs often. */
export const WEBHOOK_SWEEP_CRON = '* * * * *';

export function webhookHandlers(webhooks: Pick<WebhooksService, 'deliver' | 'sweep'>) {
  return {
    'webhook-deliver': (job: DeliveryJob) => webhooks.deliver(job),
    // A lost tick is harmless: the next one sweeps the same deliveries.
    'webhook-sweep': async () => void (await webhooks.sweep()),
  } as const;
}

/** Stores the sweep schedule and starts this process's delivery and sweep workers. */
export async function startWebhookWorkers(jobs: Jobs, webhooks: Pick<WebhooksService, 'deliver' | 'sweep'>): Promise<void> {
  await jobs.schedule('webhook-sweep', WEBHOOK_SWEEP_CRON);
  const handlers = webhookHandlers(webhooks);
  await jobs.work<DeliveryJob>('webhook-deliver', handlers['webhook-deliver']);
  await jobs.work('webhook-sweep', handlers['webhook-sweep']);
}

/** Sweeps (the test clock decides what is due) and runs every due webhook job in this process. */
export async function drainWebhookJobs(jobs: Jobs, webhooks: WebhooksService): Promise<number> {
  await webhooks.sweep();
  return jobs.runDue<DeliveryJob>('webhook-deliver', (job) => webhooks.deliver(job));
}
