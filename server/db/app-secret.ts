/**
 * One secret for every process on one PostgreSQL database (issue 40). Without APP_SECRET, each
 * process used to generate its own into its DATA_DIR: a guest payment's client secret made on one
 * server then did not verify on another. Now the first process to start writes a secret into
 * `app_meta` (INSERT … ON CONFLICT DO NOTHING: of several racing, exactly one wins) and every
 * process reads that row, so all of them sign and verify with the same one.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';

export const APP_SECRET_KEY = 'app_secret';

/** The database's secret, made from `candidate` (or random bytes) when it has none yet. */
export async function sharedAppSecret(database: Database, candidate = ''): Promise<string> {
  const proposed = candidate.length >= 32 ? candidate : randomBytes(32).toString('hex');
  return database.withSession(async (session) => {
    await session.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [APP_SECRET_KEY, proposed]);
    const [row] = await session.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [APP_SECRET_KEY]);
    if (!row || row.value.length < 32) throw new Error('the database holds no usable app secret (app_meta.app_secret)');
    return row.value;
  });
}

/** The configuration with its secret settled: the database's when APP_SECRET was not given. */
export async function withSharedSecret(config: Config, database: Database): Promise<Config> {
  if (!config.appSecretFromDatabase) return config;
  return { ...config, appSecret: await sharedAppSecret(database, config.appSecret) };
}
