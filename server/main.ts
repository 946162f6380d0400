/**
 * Starts Salone Pay: reads config, opens and migrates the database, serves app and API on one port.
 */
import { ConfigError, devOutboxNetworkWarning, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { consoleLogStream } from './logging.ts';
import { DEMO_MERCHANT } from './modules/auth/demo-merchant.service.ts';
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
  const logStream = consoleLogStream({ localMode: config.localMode, isTTY: config.stdoutIsTTY });
  const app = await buildApp({ config, database, logStream });
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
  const address = `http://${shownHost}:${config.port}`;
  const running = `Salone Pay is running at ${address} (${database.kind}${config.localMode ? ', local mode' : ''})`;
  if (config.localMode && config.stdoutIsTTY) process.stdout.write(startBlock(address, running, config.previewSecret));
  else app.log.info({ address }, running);
}

/** What a newcomer needs after `npm start`: where to go, who to sign in as, where the code shows. */
function startBlock(address: string, running: string, previewSecret: string): string {
  const phone = `${DEMO_MERCHANT.phone.slice(0, 2)} ${DEMO_MERCHANT.phone.slice(2, 5)} ${DEMO_MERCHANT.phone.slice(5)}`;
  return [
    '',
    `  ${running}`,
    '',
    `  Open        ${address}/?preview-access=${encodeURIComponent(previewSecret)}   (once per browser: opens the coming-soon gate)`,
    `  Sign in as  ${phone}   (the demo merchant)`,
    `  Codes       appear below as ">>> CODE 123456 <<<" lines, and at ${address}/api/v1/dev/messages?to=%2B232${DEMO_MERCHANT.phone}`,
    '',
    '',
  ].join('\n');
}

start().catch((error: unknown) => {
  process.stderr.write(`Salone Pay failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
