/**
 * The PostgreSQL twin of pglite-template.ts (issue 39): the server suite on PostgreSQL (CI) gave
 * every test app a schema of its own and ran all the migrations in it (~1.4 s, and ~0.7 s to drop
 * it, per database on a busy 2-core host; and one at a time, as migrations take a database-wide
 * advisory lock). Now the migrations run once per run into a template database beside
 * TEST_DATABASE_URL's, and each test database is a copy of it (CREATE DATABASE … TEMPLATE: ~0.15 s;
 * dropped in ~0.3 s). The test still runs `migrate` on its copy, which checks the recorded
 * migrations against the files, as on PGlite.
 *
 * Names: `<database>_tpl_<hash of the migrations>` for the template, `<database>_t_<random>` for a
 * test's copy, so `.ci/run` drops them all with its own database (`<database>_%`). Worker processes
 * that start together make the template once, under an advisory lock; it is made under a temporary
 * name and renamed when complete, so no test ever copies a half-migrated template.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../db/migrate.ts';

/** PostgreSQL's longest identifier. */
const MAX_NAME = 63;
/** The advisory lock the template's makers share (any fixed number; not the migrations' own). */
const TEMPLATE_LOCK_ID = 7_305_232_039;

function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const name of listMigrations()) hash.update(`${name}\n`).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

/** The database `url` names, e.g. salone_ci_1764240000_4242. */
function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** `<base>_<suffix>`, the base cut so the whole fits in an identifier. */
function derivedName(base: string, suffix: string): string {
  return `${base.slice(0, MAX_NAME - suffix.length - 1)}_${suffix}`;
}

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const templates = new Map<string, Promise<string>>();

/** The migrated template beside `serverUrl`'s database: made on first use, then found. */
function migratedTemplate(serverUrl: string): Promise<string> {
  let made = templates.get(serverUrl);
  if (!made) {
    made = withAdmin(serverUrl, async (admin) => {
      const name = derivedName(databaseName(serverUrl), `tpl_${migrationsKey()}`);
      const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
      if (await exists()) return name;
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      try {
        if (await exists()) return name;
        const partial = derivedName(name.slice(0, MAX_NAME - 8), 'partial');
        await admin.query(`DROP DATABASE IF EXISTS ${quoted(partial)} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${quoted(partial)}`);
        const database = await openDatabase({ url: urlOf(serverUrl, partial), dataDir: '' });
        try {
          await migrate(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${quoted(partial)} RENAME TO ${quoted(name)}`);
        return name;
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
      }
    });
    made.catch(() => templates.delete(serverUrl));
    templates.set(serverUrl, made);
  }
  return made;
}

export interface CopiedDatabase {
  /** The copy's own URL. */
  url: string;
  drop(): Promise<void>;
}

/** A new database, migrated (a copy of the template), beside `serverUrl`'s database. */
export async function copyOfMigratedTemplate(serverUrl: string): Promise<CopiedDatabase> {
  const template = await migratedTemplate(serverUrl);
  const name = derivedName(databaseName(serverUrl), `t_${randomBytes(6).toString('hex')}`);
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`));
  return {
    url: urlOf(serverUrl, name),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
