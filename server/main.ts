/**
 * Starts Salone Pay: reads config, opens and migrates the database, serves app and API on one port.
 */
import { ConfigError, devOutboxNetworkWarning, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { ensureDemoData } from './modules/demo-data/demo-data.service.ts';
import { ensureDemoMerchant } from './modules/auth/demo-merchant.service.ts';

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
  // Local mode: a ready-made merchant (+232 76 123 456) so a newcomer can sign in at once.
  if (config.localMode) {
    const { userId } = await ensureDemoMerchant(database.db);
    await ensureDemoData(database.db, userId);
  }
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');

  const shutdown = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const networkWarning = devOutboxNetworkWarning(config);
  if (networkWarning) process.stderr.write(`${networkWarning}\n`);
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(
    `Salone Pay is running at http://${shownHost}:${config.port} (${database.kind}${config.localMode ? ', local mode' : ''})`,
  );
}

start().catch((error: unknown) => {
  process.stderr.write(`Salone Pay failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
