/**
 * `npm run worker`: runs the durable job workers only (payment polling, expiry, settlement,
 * sandbox callbacks), no HTTP. Start as many as you like beside the API servers: pg-boss hands
 * each job to one of them, and every handler is idempotent by its payment id.
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { startJobs } from './jobs/jobs.ts';
import { createPaymentsRuntime, startPaymentWorkers } from './modules/payments/payments-runtime.service.ts';
import { createPayoutsService, startPayoutWorkers } from './modules/payouts/payouts.service.ts';

async function start(): Promise<void> {
  // Like the server (main.ts): files this process creates in DATA_DIR (WAL segments) are owner-only.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const jobs = await startJobs(database.db, { supervise: true });
  const runtime = createPaymentsRuntime({
    db: database.db,
    jobs,
    now: () => new Date(),
    secret: config.appSecret,
    sandboxDelayScale: 1,
    // Codes are sent while the payer waits, by the API process; no job sends one.
    sendCode: () => Promise.reject(new Error('worker processes do not send payment codes')),
    sandboxPayoutSpeedup: config.payouts.sandboxSpeedup,
  });
  await startPaymentWorkers(jobs, runtime);
  const payouts = createPayoutsService({ db: database.db, jobs, provider: runtime.provider, now: () => new Date(), config: config.payouts, firstPollDelaySeconds: 2 });
  await startPayoutWorkers(jobs, payouts);
  process.stdout.write(`Salone Pay worker is running (${database.kind})\n`);

  const shutdown = async (): Promise<void> => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

start().catch((error: unknown) => {
  process.stderr.write(`Salone Pay worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
