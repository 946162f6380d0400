/**
 * Test harness: a migrated database (in-memory PGlite, or a private schema on the real
 * PostgreSQL named by TEST_DATABASE_URL) and the app built on it, driven with `inject`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { testDatabaseUrl } from './test-env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { migratedTemplate } from './pglite-template.ts';

export interface TestDatabase {
  database: Database;
  /** pg-boss's schema for this database (one per test schema on a shared PostgreSQL). */
  jobsSchema: string;
  /** PostgreSQL only: the test's schema, so a second process-like app can open the same data. */
  searchPath?: string;
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
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  const database = await openDatabase({ url, dataDir: '', searchPath: schemaName });
  await migrate(database);
  return {
    database,
    jobsSchema: `${schemaName}_jobs`,
    searchPath: schemaName,
    async drop() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP SCHEMA ${schemaName} CASCADE`);
      await cleaner.query(`DROP SCHEMA IF EXISTS ${schemaName}_jobs CASCADE`);
      await cleaner.end();
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
