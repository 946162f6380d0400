/**
 * A migrated PGlite data folder, made once and kept as a tarball, that every in-memory test
 * database starts from. Starting PGlite runs initdb (~3 s here, more on a busy machine); loading
 * the tarball takes ~0.6 s, and the server suites open a few hundred databases.
 *
 * The file's name carries a hash of PGlite's version, its start parameters and every migration's
 * name and text, so a changed migration makes a new template. Test files running side by side may
 * both make it the first time; each writes its own temporary file and renames it into place.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { MIGRATIONS_DIR, listMigrations, migrate } from '../db/migrate.ts';

const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'salone-pay');

function templateKey(): string {
  // The package exports no ./package.json: read it beside its entry (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const pgliteVersion = manifest.version;
  const hash = createHash('sha256').update(`pglite ${pgliteVersion}\n`);
  for (const name of listMigrations()) {
    hash.update(`${name}\n`).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let cached: Promise<Blob> | undefined;

/** The template's tarball: read from the cache folder, or made (and saved there) on first use. */
export function migratedTemplate(): Promise<Blob> {
  cached ??= (async () => {
    const file = path.join(CACHE_DIR, `pglite-template-${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ url: 'memory://', dataDir: '' });
    try {
      await migrate(database);
      if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
      const tarball = await database.dumpDataDir();
      mkdirSync(CACHE_DIR, { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      writeFileSync(temporary, Buffer.from(await tarball.arrayBuffer()));
      renameSync(temporary, file);
      return tarball;
    } finally {
      await database.close();
    }
  })();
  return cached;
}
