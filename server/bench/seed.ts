/**
 * `npm run bench:seed -- [--merchants N] [--payments N] [--busy N] [--pglite [DIR]] [--force]`:
 * the benchmark data set of issue 41 (server/bench/seed-data.ts), written to its own database:
 * - PostgreSQL (default): BENCH_SEED_DATABASE_URL, else salone_bench_seed on
 *   BENCH_DATABASE_URL's server (postgres://postgres@127.0.0.1:5432 by default), created when
 *   absent; 1,000 merchants and 1,000,000 payments unless told otherwise.
 * - `--pglite [DIR]`: PGlite files in DIR (data/bench-seed-pglite by default); 100 merchants and
 *   100,000 payments unless told otherwise.
 * A database seeded before is left as it is (and said so) unless `--force` empties it first.
 * `npm run bench:api -- --seeded` uses the same database (and seeds it when absent).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { findSeed, seedBenchData, type SeedOptions, type SeedSummary } from './seed-data.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
// A tool run from a shell, like bench:api: it reads its own knobs from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const env = process.env;

export type SeedTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export function defaultTarget(pglite: boolean, dir?: string): SeedTarget {
  if (pglite) return { kind: 'pglite', dataDir: path.resolve(ROOT, dir ?? 'data/bench-seed-pglite') };
  if (env.BENCH_SEED_DATABASE_URL) return { kind: 'postgres', url: env.BENCH_SEED_DATABASE_URL };
  const url = new URL(env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/salone_bench_seed';
  return { kind: 'postgres', url: url.toString() };
}

function defaultSize(target: SeedTarget): Pick<SeedOptions, 'merchants' | 'payments'> {
  return target.kind === 'postgres' ? { merchants: 1_000, payments: 1_000_000 } : { merchants: 100, payments: 100_000 };
}

async function withAdmin<T>(url: string, work: (admin: pg.Client, name: string) => Promise<T>): Promise<T> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name} must be lower-case letters, digits and _`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    return await work(admin, name);
  } finally {
    await admin.end();
  }
}

async function openTarget(target: SeedTarget, fresh: boolean): Promise<Database> {
  if (target.kind === 'pglite') {
    if (fresh) rmSync(target.dataDir, { recursive: true, force: true });
    return openDatabase({ url: undefined, dataDir: target.dataDir });
  }
  await withAdmin(target.url, async (admin, name) => {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  });
  return openDatabase({ url: target.url, dataDir: '' });
}

/**
 * What autovacuum does to a real database's old rows, done now: the visibility map marks the
 * seeded pages all-visible, so index-only scans (the activity totals, issue 41) read no table
 * page, as they would on a database that has been running. Cheap when nothing changed.
 */
async function vacuum(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM (ANALYZE)`);
}

/**
 * The seeded set's summary: the one found, or a new one (seeded in one transaction, so an
 * interrupted seed leaves nothing half-written). `log` hears what happens, including "seeding".
 */
export async function ensureSeeded(
  target: SeedTarget,
  options: Partial<SeedOptions> & { force?: boolean },
  log: (line: string) => void,
): Promise<{ summary: SeedSummary; seededNow: boolean }> {
  let database = await openTarget(target, false);
  try {
    await migrate(database);
    const found = options.force ? undefined : await findSeed(database.db);
    if (found) {
      await vacuum(database);
      return { summary: found, seededNow: false };
    }
    if (options.force) {
      await database.close();
      database = await openTarget(target, true);
      await migrate(database);
    }
    const size = { ...defaultSize(target), ...options };
    log(`Seeding ${target.kind === 'postgres' ? target.url : target.dataDir}: ${size.merchants} merchants, ${size.payments} payments (this takes a while).`);
    const summary = await database.db.transaction((tx) => seedBenchData(tx as unknown as typeof database.db, { ...size, log: (line) => log(`  ${line}`) }));
    log('  VACUUM');
    await vacuum(database);
    return { summary, seededNow: true };
  } finally {
    await database.close();
  }
}

function parseArgs(argv: string[]): { pglite: boolean; dir?: string; force: boolean; merchants?: number; payments?: number; busyPerMode?: number } {
  const out: ReturnType<typeof parseArgs> = { pglite: false, force: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const next = argv[index + 1];
    const number = () => {
      const value = Number(next);
      if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${arg} needs a whole number above 0`);
      index += 1;
      return value;
    };
    if (arg === '--pglite') {
      out.pglite = true;
      if (next && !next.startsWith('--')) {
        out.dir = next;
        index += 1;
      }
    } else if (arg === '--force') out.force = true;
    else if (arg === '--merchants') out.merchants = number();
    else if (arg === '--payments') out.payments = number();
    else if (arg === '--busy') out.busyPerMode = number();
    else throw new Error(`unknown argument ${arg}`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const target = defaultTarget(args.pglite, args.dir);
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const { summary, seededNow } = await ensureSeeded(
    target,
    {
      force: args.force,
      ...(args.merchants ? { merchants: args.merchants } : {}),
      ...(args.payments ? { payments: args.payments } : {}),
      ...(args.busyPerMode ? { busyPerMode: args.busyPerMode } : {}),
    },
    log,
  );
  log(seededNow ? `Seeded in ${summary.seconds} s:` : 'Already seeded (use --force to seed again):');
  log(JSON.stringify(summary, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`bench:seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
