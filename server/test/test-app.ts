/**
 * Test harness: a migrated database (in-memory PGlite, or a database of its own on the real
 * PostgreSQL server named by TEST_DATABASE_URL) and the app built on it, driven with `inject`.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { testDatabaseUrl } from './test-env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { migratedTemplate } from './pglite-template.ts';
import { copyOfMigratedTemplate } from './postgres-template.ts';

export interface TestDatabase {
  database: Database;
  /** pg-boss's schema in this database (each test database is its own, on PGlite and on PostgreSQL). */
  jobsSchema: string;
  /** PostgreSQL only: the test's own database, so a second process-like app can open the same data. */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (!url) {
    const database = await openDatabase({ url: 'memory://', dataDir: '', loadDataDir: await migratedTemplate() });
    // Already migrated: this checks the template's recorded migrations against the files.
    await migrate(database);
    return { database, jobsSchema: 'pgboss', drop: () => database.close() };
  }
  // A copy of the run's migrated template database (server/test/postgres-template.ts).
  const copy = await copyOfMigratedTemplate(url);
  const database = await openDatabase({ url: copy.url, dataDir: '' });
  // Already migrated: this checks the template's recorded migrations against the files.
  await migrate(database);
  return {
    database,
    jobsSchema: 'pgboss',
    url: copy.url,
    async drop() {
      await database.close();
      await copy.drop();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/nonexistent-test-data-dir',
    // Production-mode tests run over plain inject; those about HTTPS set PUBLIC_URL themselves.
    ALLOW_HTTP_PUBLIC_URL: 'true',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; webRoot?: string } & Pick<AppDeps, 'clock' | 'logStream' | 'sandboxDelayScale'> = {},
): Promise<TestApp> {
  const { database, drop, jobsSchema } = await createTestDatabase();
  const config = { ...testConfig(options.env), ...(options.webRoot ? { webRoot: options.webRoot } : {}) };
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    logStream: options.logStream,
    jobsSchema,
    // Tests drive time themselves: the sandbox answers at once unless a test asks for SPEC timings.
    sandboxDelayScale: options.sandboxDelayScale ?? 0,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}
