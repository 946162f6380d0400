/** Issue 40: the database's one secret: made once under a race, then the same for every reader. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { sharedAppSecret, withSharedSecret } from './app-secret.ts';

describe('the shared app secret', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('ten processes racing to make it agree on one, and later readers get the same', async () => {
    const candidates = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? '' : `candidate-${i}-`.padEnd(40, 'x')));
    const secrets = await Promise.all(candidates.map((candidate) => sharedAppSecret(test.database, candidate)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(await sharedAppSecret(test.database, 'another-candidate-another-candidate-00')).toBe(secrets[0]);
  });

  it('DATABASE_URL without APP_SECRET takes the database\'s; APP_SECRET, when set, is used as given', async () => {
    const fromDatabase = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x', DATA_DIR: '/nonexistent-i40' });
    expect(fromDatabase.appSecretFromDatabase).toBe(true);
    expect((await withSharedSecret(fromDatabase, test.database)).appSecret).toBe(await sharedAppSecret(test.database));
    const given = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/x', APP_SECRET: 'g'.repeat(40), DATA_DIR: '/nonexistent-i40' });
    expect((await withSharedSecret(given, test.database)).appSecret).toBe('g'.repeat(40));
  });
});
