/**
 * `npm run worker`: runs the durable job workers only (payment polling, expiry, settlement,
 * sandbox callbacks, housekeeping), no HTTP. Start as many as you like beside the API servers: pg-boss hands
 * each job to one of them, and every handler is idempotent by its payment id.
 */
import { loadConfigOrExit, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { withSharedSecret } from './db/app-secret.ts';
import { drainOnSignals } from './drain.ts';
import { startJobs } from './jobs/jobs.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { createPaymentsRuntime, startPaymentWorkers } from './modules/payments/payments-runtime.service.ts';
import { onEventRecorded } from './modules/events/events.service.ts';
import { createWebhooksService } from './modules/webhooks/webhooks.service.ts';
import { startWebhookWorkers } from './modules/webhooks/webhooks-runtime.ts';
import pino from 'pino';
import { createDelivery } from './modules/auth/delivery.service.ts';
import { createDevOutbox } from './modules/dev-messages/dev-messages.service.ts';
import { createPaymentSmsService, startPaymentSmsWorker } from './modules/live/payment-sms.service.ts';
import { createPayoutsService, startPayoutWorkers } from './modules/payouts/payouts.service.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';

async function start(): Promise<void> {
  // Like the server (main.ts): files this process creates in DATA_DIR (WAL segments) are owner-only.
  process.umask(0o077);
  let config: Config = loadConfigOrExit();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.databasePreparedStatements });
  await migrate(database);
  // Issue 40: the same secret as every API process on this database (db/app-secret.ts).
  config = await withSharedSecret(config, database);
  const jobs = await startJobs(database.db, { supervise: true });
  const runtime = createPaymentsRuntime({
    db: database.db,
    jobs,
    now: () => new Date(),
    secret: config.appSecret,
    sandboxDelayScale: config.sandboxDelayScale,
    feeRules: config.feeRules,
    amountLimits: config.amountLimits,
    providerConfig: config.paymentProvider,
    // Codes are sent while the payer waits, by the API process; no job sends one.
    sendCode: () => Promise.reject(new Error('worker processes do not send payment codes')),
    sandboxPayoutSpeedup: config.payouts.sandboxSpeedup,
  });
  await startPaymentWorkers(jobs, runtime);
  await startMaintenance(jobs, database.db);
  // Events this worker records (settlements) queue their webhook deliveries, which it also sends.
  const webhooks = createWebhooksService({ db: database.db, jobs, now: () => new Date(), appSecret: config.appSecret, policy: { allowLoopback: config.localMode } });
  onEventRecorded(webhooks.onEvent);
  await startWebhookWorkers(jobs, webhooks);
  // Issue 17: receipts and payment alerts, through the same SMS delivery as the server's.
  const log = pino({ level: config.logLevel });
  const now = () => new Date();
  const outbox = config.localMode ? createDevOutbox({ db: database.db, log, now }) : undefined;
  const delivery = createDelivery({ config, outbox, log });
  const receipts = createReceiptsService({
    db: database.db,
    payments: runtime.payments,
    secret: config.appSecret,
    publicOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  await startPaymentSmsWorker(jobs, createPaymentSmsService({ db: database.db, delivery, now, receiptUrlFor: (paymentId) => receipts.urlFor(paymentId) }));
  const payouts = createPayoutsService({ db: database.db, jobs, provider: runtime.provider, now: () => new Date(), config: config.payouts, firstPollDelaySeconds: 2 });
  await startPayoutWorkers(jobs, payouts);
  process.stdout.write(`Salone Pay worker is running (${database.kind})\n`);

  // Issue 40: SIGTERM lets the jobs running here finish (within SHUTDOWN_GRACE_SECONDS) before exit.
  drainOnSignals({ jobs, database, graceSeconds: config.shutdownGraceSeconds, log });
}

start().catch((error: unknown) => {
  process.stderr.write(`Salone Pay worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
