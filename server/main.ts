/**
 * Starts Salone Pay: reads config, opens and migrates the database, serves app and API on one port.
 */
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { ensureDemoData } from './modules/demo-data/demo-data.service.ts';
import { ensureDemoMerchant } from './modules/auth/demo-merchant.service.ts';
import { startJobs } from './jobs/jobs.ts';
import { startPaymentWorkers } from './modules/payments/payments-runtime.service.ts';

async function start(): Promise<void> {
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
  const { applied } = await migrate(database);
  // This process also runs the job workers (any number of processes may; `npm run worker` runs only them).
  const jobs = await startJobs(database.db, { supervise: true });
  const app = await buildApp({ config, database, jobs });
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  // Local mode: a ready-made merchant (+232 76 123 456) with real sample payments, so a newcomer can sign in at once.
  if (config.localMode) {
    const { userId } = await ensureDemoMerchant(database.db);
    if (await ensureDemoData(database.db, userId, { jobs, secret: config.appSecret })) app.log.info('demo payments seeded');
  }
  await startPaymentWorkers(jobs, app.payments);

  const shutdown = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(
    `Salone Pay is running at http://${shownHost}:${config.port} (${database.kind}${config.localMode ? ', local mode' : ''})`,
  );
}

start().catch((error: unknown) => {
  process.stderr.write(`Salone Pay failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
