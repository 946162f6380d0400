/**
 * The test runner's own settings (issue 38: test helpers out of server/config.ts, which keeps only
 * what the server reads). Tests are their own runtime, so this is the one other module that reads
 * process.env on the server side (eslint.config.js names it).
 */
import { integer, type Env } from '../config.ts';

/** A real PostgreSQL server to run the server suite against (CI sets TEST_DATABASE_URL). */
export function testDatabaseUrl(env: Env = process.env): string | undefined {
  return env.TEST_DATABASE_URL && env.TEST_DATABASE_URL !== '' ? env.TEST_DATABASE_URL : undefined;
}

/** `npm run fuzz`: how many requests the API fuzz test sends (FUZZ_REQUESTS) and its seed (FUZZ_SEED). */
export function fuzzSettings(env: Env = process.env): { requests: number; seed: number } {
  return {
    requests: integer(env, 'FUZZ_REQUESTS', 2000, 1, 10_000_000),
    seed: integer(env, 'FUZZ_SEED', 20261123, 0, 2 ** 31 - 1),
  };
}

/** Tests that spawn the server: this process's environment, minus `omit`, plus `overrides`. */
export function childEnv(overrides: Env, omit: string[] = [], env: Env = process.env): Env {
  const copy: Env = { ...env };
  for (const name of omit) delete copy[name];
  return { ...copy, ...overrides };
}
