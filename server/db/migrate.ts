/**
 * Applies the SQL files in ./migrations in name order, each once, inside one transaction under a
 * PostgreSQL advisory lock, so several server processes starting together migrate exactly once.
 * Each applied file's SHA-256 is recorded; a file changed after it was applied stops start-up
 * (issue 20): the database already ran the old text, so a change must be a new migration.
 */
import { createHash } from 'node:crypto';
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

export class ChangedMigrationError extends Error {
  override name = 'ChangedMigrationError';
}

function checksum(text: string): string {
  return createHash('sha256').update(text).digest('hex');
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
      // Databases migrated before checksums were kept learn them from today's files, once.
      await session.script('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
      const done = new Map(
        (await session.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')).map((row) => [row.name, row.checksum]),
      );
      const applied: string[] = [];
      for (const file of files) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        const sum = checksum(text);
        if (done.has(file)) {
          const recorded = done.get(file);
          if (recorded === null || recorded === undefined) {
            await session.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file, sum]);
          } else if (recorded !== sum) {
            throw new ChangedMigrationError(
              `Migration ${file} was changed after this database applied it (checksum ${recorded.slice(0, 12)}…, file now ${sum.slice(0, 12)}…): restore it and put the change in a new migration`,
            );
          }
          continue;
        }
        await session.script(text);
        await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, sum]);
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
