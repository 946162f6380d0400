/**
 * Starts Salone Pay: reads config, opens and migrates the database, serves app and API on one port.
 *
 * Bad settings fail fast (issue 22): an invalid value, a data folder that cannot be written, a
 * database that cannot be reached (after a bounded retry) or a port in use each end start-up
 * within seconds with one line on stderr and exit code 1.
 */
import { createServer, type AddressInfo } from 'node:net';
import { devOutboxNetworkWarning, loadConfigOrExit, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DataDirError, ensureWritableDataDir, tightenDataDir } from './db/data-dir.ts';

// The database drivers, Fastify and the routes load only after the settings passed their checks,
// so a bad setting is reported in a moment rather than after seconds of module loading.

/** A start-up failure whose message is the whole story: printed as one line, exit code 1. */
class StartupError extends Error {
  override name = 'StartupError';
}

const DATABASE_ATTEMPTS = 3;
const DATABASE_RETRY_MS = 1_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The innermost cause's message (Drizzle wraps the driver's error). */
function reasonOf(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error && current.message !== '' ? current.message : String((current as { code?: unknown })?.code ?? current);
}

/** The URL without its password, fit for a log line. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Fails before anything heavy starts when another process holds the port. */
async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw listenError(error, host, port);
  });
}

function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') return new StartupError(`port ${port} on ${host} is already in use by another program; stop it or set PORT to a free port`);
  if (error.code === 'EACCES') return new StartupError(`port ${port} on ${host} needs more privileges than this account has; set PORT above 1023`);
  if (error.code === 'EADDRNOTAVAIL') return new StartupError(`HOST ${host} is not an address of this machine`);
  return error;
}

/** PGlite: the folder is prepared (and narrowed to owner-only); PostgreSQL: reached, with retries. */
async function openConfiguredDatabase(config: Config): Promise<{ database: Database; narrowed: number }> {
  const { openDatabase, pingDatabase } = await import('./db/client.ts');
  if (!config.databaseUrl) {
    try {
      ensureWritableDataDir(config.dataDir);
      const narrowed = tightenDataDir(config.dataDir);
      return { database: await openDatabase({ url: undefined, dataDir: config.dataDir, preparedStatements: config.databasePreparedStatements }), narrowed };
    } catch (error) {
      if (error instanceof DataDirError) throw new StartupError(error.message);
      throw error;
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.databasePreparedStatements });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pingDatabase(database.db);
      return { database, narrowed: 0 };
    } catch (error) {
      if (attempt >= DATABASE_ATTEMPTS) {
        await database.close().catch(() => undefined);
        throw new StartupError(`cannot reach the database at ${shownUrl(config.databaseUrl)} after ${attempt} tries: ${reasonOf(error)}`);
      }
      await sleep(DATABASE_RETRY_MS);
    }
  }
}

async function start(): Promise<void> {
  // Every file this process creates (PGlite's data, WAL segments, the secret) is owner-only.
  process.umask(0o077);
  let config: Config = loadConfigOrExit();

  await assertPortFree(config.host, config.port);
  const { database, narrowed } = await openConfiguredDatabase(config);
  const [{ migrate }, { buildApp }, { ensureDemoData }, { ensureDemoMerchant, DEMO_MERCHANT }, { startJobs }, { startPaymentWorkers }, { consoleLogStream }, { startMaintenance }] = await Promise.all([
    import('./db/migrate.ts'),
    import('./app.ts'),
    import('./modules/demo-data/demo-data.service.ts'),
    import('./modules/auth/demo-merchant.service.ts'),
    import('./jobs/jobs.ts'),
    import('./modules/payments/payments-runtime.service.ts'),
    import('./logging.ts'),
    import('./jobs/maintenance.ts'),
  ]);
  const { startPaymentSmsWorker } = await import('./modules/live/payment-sms.service.ts');
  const { startPayoutWorkers } = await import('./modules/payouts/payouts.service.ts');
  const { applied } = await migrate(database);
  // Issue 40: without APP_SECRET on PostgreSQL, every process uses the database's one secret.
  config = await (await import('./db/app-secret.ts')).withSharedSecret(config, database);
  // This process also runs the job workers (any number of processes may; `npm run worker` runs only them).
  const jobs = await startJobs(database.db, { supervise: true });
  const logStream = consoleLogStream({ localMode: config.localMode, isTTY: config.stdoutIsTTY });
  const app = await buildApp({ config, database, jobs, logStream });
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  // Local mode: a ready-made merchant (+232 76 123 456) with real sample payments, so a newcomer can sign in at once.
  if (config.localMode) {
    const { userId } = await ensureDemoMerchant(database.db);
    if (await ensureDemoData(database.db, userId, { jobs, secret: config.appSecret })) app.log.info('demo payments seeded');
  }
  // Migrations may make PGlite rewrite its catalog cache file with a wide mode (see db/client.ts).
  if (!config.databaseUrl) tightenDataDir(config.dataDir);
  if (narrowed > 0) {
    app.log.warn({ dataDir: config.dataDir, narrowed }, 'the data folder was readable by other accounts: narrowed to owner-only (folders 0700, files 0600)');
  }
  await startPaymentWorkers(jobs, app.payments);
  await startMaintenance(jobs, database.db);
  const { startWebhookWorkers } = await import('./modules/webhooks/webhooks-runtime.ts');
  await startWebhookWorkers(jobs, app.webhooks);
  await startPaymentSmsWorker(jobs, app.paymentSms);
  await startPayoutWorkers(jobs, app.payouts);

  // Issue 40: a deploy's SIGTERM drains this process instead of cutting it (drain.ts).
  const { drainOnSignals } = await import('./drain.ts');
  drainOnSignals({ app, jobs, database, graceSeconds: config.shutdownGraceSeconds, log: app.log });

  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    throw listenError(error, config.host, config.port);
  });
  // PORT=0: the system picked a free port. A parent that started this process with an IPC channel
  // (the tests' server/test/server-process.ts) learns it here, so nothing else can have taken it
  // between the parent's pick and this listen (issue 39: a test's webhook receiver once had).
  const { port } = app.server.address() as AddressInfo;
  process.send?.({ listening: port });
  const networkWarning = devOutboxNetworkWarning(config);
  if (networkWarning) process.stderr.write(`${networkWarning}\n`);
  const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const address = `http://${shownHost}:${port}`;
  const running = `Salone Pay is running at ${address} (${database.kind}${config.localMode ? ', local mode' : ''})`;
  if (config.localMode && config.stdoutIsTTY) process.stdout.write(startBlock(address, running, config.previewSecret, DEMO_MERCHANT.phone));
  else app.log.info({ address }, running);
}

/** What a newcomer needs after `npm start`: where to go, who to sign in as, where the code shows. */
function startBlock(address: string, running: string, previewSecret: string, demoPhone: string): string {
  const phone = `${demoPhone.slice(0, 2)} ${demoPhone.slice(2, 5)} ${demoPhone.slice(5)}`;
  return [
    '',
    `  ${running}`,
    '',
    `  Open        ${address}/?preview-access=${encodeURIComponent(previewSecret)}   (once per browser: opens the coming-soon gate)`,
    `  Sign in as  ${phone}   (the demo merchant)`,
    `  Codes       appear below as ">>> CODE 123456 <<<" lines, and at ${address}/api/v1/dev/messages?to=%2B232${demoPhone}`,
    '',
    '',
  ].join('\n');
}

start().catch((error: unknown) => {
  process.stderr.write(`Salone Pay failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
