/**
 * Applies the SQL files in ./migrations in name order, each once, inside one transaction under a
 * PostgreSQL advisory lock, so several server processes starting together migrate exactly once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed 64-bit number shared by every process of this app. */
const MIGRATION_LOCK_ID = 7_305_232_001;

export interface MigrationResult {
  applied: string[];
}

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = listMigrations(dir);
  return database.withSession(async (session) => {
    await session.script('BEGIN');
    try {
      await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      await session.script(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        await session.script(readFileSync(path.join(dir, file), 'utf8'));
        await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        applied.push(file);
      }
      await session.script('COMMIT');
      return { applied };
    } catch (error) {
      await session.script('ROLLBACK');
      throw error;
    }
  });
}
