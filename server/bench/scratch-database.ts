/**
 * A database made for one benchmark run and removed after it, so every run starts empty and
 * leaves nothing behind: a PostgreSQL database on the admin URL's server, or PGlite in a
 * temporary folder (on files, as the server runs it in local mode).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * Creates a database named `<prefix>_<time>` beside `adminUrl`'s, hands `work` its URL and drops
 * it after. Undefined, with a note, when no PostgreSQL answers (that half of the bench is skipped).
 */
export async function withScratchPostgres<T>(adminUrl: string, prefix: string, work: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    process.stdout.write(`PostgreSQL not reachable at ${adminUrl}: skipping that half.\n`);
    return undefined;
  }
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** As withScratchPostgres, opened: `work` gets the database, closed and dropped after. */
export function withScratchPostgresDatabase<T>(adminUrl: string, prefix: string, work: (database: Database) => Promise<T>): Promise<T | undefined> {
  return withScratchPostgres(adminUrl, prefix, async (url) => {
    const database = await openDatabase({ url, dataDir: '' });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  });
}

/** PGlite in a temporary folder for `work`, closed and removed after. */
export async function withScratchPglite<T>(prefix: string, work: (database: Database) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const database = await openDatabase({ url: undefined, dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
