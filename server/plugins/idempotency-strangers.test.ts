/**
 * Issue 22: an Idempotency-Key row is written only for a request that did real work. 10,000
 * writes with fresh keys, by strangers and with bad input, to unknown routes, protected routes
 * and routes whose body is invalid, must leave the table empty.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.ts';
import { bearer, signIn } from '../test/sign-in.ts';
import { signedInUser } from './auth.ts';

describe('no idempotency storage for strangers', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database: testDb.database });
    // A signed-in write with a strict body, declared like every retryable write.
    app.post<{ Body: { amount: number } }>(
      '/api/v1/test/transfers',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { body: { type: 'object', additionalProperties: false, required: ['amount'], properties: { amount: { type: 'integer', minimum: 1 } } } },
      },
      async (request) => ({ data: { userId: signedInUser(request).id, amount: request.body.amount } }),
    );
    await app.ready();
    token = (await signIn(app, '76999001')).token;
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const count = async (): Promise<number> => {
    const rows = await testDb.database.withSession((session) => session.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys'));
    return Number(rows[0]?.n);
  };

  // 10,000 requests: 11 s in CI (PostgreSQL), 16-24 s on PostgreSQL at load 15, and 42-60 s on
  // in-memory PGlite (the database in the test's own thread) at load 17-20: past the 20 s default.
  it('10,000 writes with fresh keys to unknown routes, protected routes and bad bodies add 0 rows', { timeout: 120_000 }, async () => {
    const filler = 'q'.repeat(2_000);
    const requests = [
      // Unknown routes, with and without a session, with a long query.
      (i: number) => ({ method: 'POST' as const, url: `/api/v1/nope/${i}?q=${filler}`, payload: { a: i } }),
      (i: number) => ({ method: 'DELETE' as const, url: `/api/v1/nope/${i}`, headers: bearer(token) }),
      // Protected routes without a session, or with a made-up one.
      (i: number) => ({ method: 'POST' as const, url: `/api/v1/payments/${randomUUID()}/cancel`, payload: { i } }),
      (i: number) => ({ method: 'POST' as const, url: '/api/v1/test/transfers', payload: { amount: i + 1 }, headers: bearer(`made-up-${i}`) }),
      // Bad input from the signed-in user: wrong types, unknown fields, bad JSON, bad params.
      (i: number) => ({ method: 'POST' as const, url: '/api/v1/test/transfers', payload: { amount: `${i}` , extra: true }, headers: bearer(token) }),
      (i: number) => ({
        method: 'POST' as const,
        url: '/api/v1/test/transfers',
        payload: `{"amount":${i}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
      }),
      (i: number) => ({ method: 'POST' as const, url: '/api/v1/test/transfers', payload: { amount: -i }, headers: bearer(token) }),
      // An /auth/* write: never stored at all.
      (i: number) => ({ method: 'POST' as const, url: '/api/v1/auth/logout', payload: { i } }),
    ];
    const statuses = new Map<number, number>();
    const total = 10_000;
    const batch = 100;
    for (let start = 0; start < total; start += batch) {
      const responses = await Promise.all(
        Array.from({ length: batch }, (_, offset) => {
          const i = start + offset;
          const request = requests[i % requests.length]!(i);
          return app.inject({
            ...request,
            remoteAddress: `10.9.${(i >> 8) & 255}.${i & 255}`,
            headers: { ...('headers' in request ? request.headers : {}), 'idempotency-key': randomUUID() },
          });
        }),
      );
      for (const response of responses) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect([...statuses.values()].reduce((sum, n) => sum + n, 0)).toBe(total);
    // Every one was refused or, for logout, needed no storage: no row for any of them.
    expect([...statuses.keys()].every((status) => status === 200 || (status >= 400 && status < 500))).toBe(true);
    expect(await count()).toBe(0);

    // The same route with a valid body and a session does store: the check above can fail.
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/test/transfers',
      payload: { amount: 5 },
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await count()).toBe(1);
  });
});
