import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Env } from './config.ts';
import { configAnswer, configDifference, CONFIG_CASES } from './test/config-cases.ts';

/**
 * Issue 38: configuration now comes from one schema (config-schema.ts). These are the answers of
 * the hand-written parser it replaced (commit b077186), recorded before the change: the empty
 * environment in full, and for each other environment the settings that differ from it, or its
 * one error line.
 */
const BEFORE = JSON.parse(readFileSync(path.join(import.meta.dirname, 'test', 'config-before.json'), 'utf8')) as {
  base: Record<string, unknown>;
  cases: { env: Env; answer: unknown }[];
};

/**
 * Where the schema answers differently on purpose, and why. Every other case must match.
 */
const INTENDED: { env: Env; answer: unknown; why: string }[] = [
  {
    env: { ALLOW_HTTP_PUBLIC_URL: 'maybe' },
    answer: { error: 'ALLOW_HTTP_PUBLIC_URL must be true or false, got "maybe"' },
    why: 'the old parser read this flag only in production without an https PUBLIC_URL, so a bad value passed elsewhere; a value that is set but invalid now stops start-up everywhere, as docs/operations.md says of every setting',
  },
];

/**
 * Settings added after the recording, with their defaults: every recorded environment must read
 * them as their default (none of those environments sets them), and the rest as recorded.
 */
const ADDED_SINCE: Record<string, unknown> = {
  // Issue 41: DATABASE_PREPARED_STATEMENTS.
  databasePreparedStatements: 200,
};
const base = { ...BEFORE.base, ...ADDED_SINCE };

const key = (env: Env) => JSON.stringify(env);

describe('configuration from one schema answers as the hand-written parser did (issue 38)', () => {
  it('gives the same settings for the empty environment', () => {
    expect(configAnswer({})).toEqual(base);
  });

  it('asks every recorded environment, and the recording is of the current case list', () => {
    expect(BEFORE.cases.map((entry) => key(entry.env))).toEqual(CONFIG_CASES.map(key));
  });

  it.each(BEFORE.cases.map((entry) => [key(entry.env), entry] as const))('%s', (_name, entry) => {
    const intended = INTENDED.find((change) => key(change.env) === key(entry.env));
    expect(configDifference(entry.env, base)).toEqual(intended ? intended.answer : entry.answer);
  });
});
