/**
 * Migration 0030 deletes the stored answers that hold secrets (issue 19). The database is put back
 * in its state before 0030, filled with rows as the old plugin wrote them, and migrated again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { migrate } from './migrate.ts';

const MIGRATION = '0030_idempotency_no_secrets.sql';

describe(`migration ${MIGRATION}`, () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.drop();
    testDb = undefined;
  });

  it('deletes anonymous, token-scoped, /auth/* and secret-carrying answers, and keeps the rest', async () => {
    testDb = await createTestDatabase();
    const rows: [string, string, string, string][] = [
      // [scope, key, path, response_body]
      ['anon', 'k-anon', '/api/v1/payments/p1/cancel', '{"data":{"id":"p1"}}'],
      ['token:ab12', 'k-token', '/api/v1/payments/p2/cancel', '{"data":{"id":"p2"}}'],
      ['user:u1', 'k-verify', '/api/v1/auth/phone/verify-otp', '{"data":{"isNewUser":false}}'],
      ['user:u1', 'k-session', '/api/v1/things', '{"data":{"sessionToken":"Zq3-abc"}}'],
      ['user:u1', 'k-webhook', '/api/v1/webhook-endpoints', '{"data":{"id":"we_1","secret":"whsec_abc"}}'],
      ['user:u1', 'k-apikey', '/api/v1/api-keys', '{"data":{"id":"key_1","key":"sk_live_abc"}}'],
      ['user:u1', 'k-clean', '/api/v1/payments/p3/cancel', '{"data":{"id":"p3","status":"cancelled"}}'],
      ['user:u1', 'k-empty-token', '/api/v1/things', '{"data":{"token":""}}'],
    ];
    await testDb.database.withSession(async (session) => {
      await session.script(`
        ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_withheld_check;
        ALTER TABLE idempotency_keys DROP COLUMN withheld;
        DELETE FROM schema_migrations WHERE name = '${MIGRATION}';`);
      for (const [scope, key, path, body] of rows) {
        await session.query(
          `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, state, response_status, response_content_type, response_body, expires_at)
           VALUES ($1, $2, 'POST', $3, 'h', 'done', 200, 'application/json; charset=utf-8', $4, now() + interval '30 days')`,
          [scope, key, path, body],
        );
      }
    });

    expect(await migrate(testDb.database)).toEqual({ applied: [MIGRATION] });
    const kept = await testDb.database.withSession((session) =>
      session.query<{ key: string; withheld: string | null }>('SELECT key, withheld FROM idempotency_keys ORDER BY key'),
    );
    expect(kept).toEqual([
      { key: 'k-clean', withheld: null },
      { key: 'k-empty-token', withheld: null },
    ]);
  });
});
