/**
 * Issue 41: quota hits reserved ahead (quota-leases.ts). A signed-in read spends a hit its session
 * reserved earlier instead of writing the counter; the quota is still never exceeded, by any
 * number of processes, and a signed-out session is refused whatever it had reserved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.ts';
import { freshIp, post, signIn, testClock } from '../test/auth-helpers.ts';
import { hashToken } from '../modules/auth/secrets.ts';
import { createQuotaLeases, MOST_RESERVED, type QuotaWindow } from './quota-leases.ts';

describe('the reservations of one process', () => {
  const window: QuotaWindow = { name: 'api', windowStart: new Date('2026-03-02T09:00:00Z'), max: 1800 };

  it('reserves a 256th of what is left of the limit, at most 32 and at least one hit', () => {
    const leases = createQuotaLeases();
    expect(leases.size('a', { ...window, max: 30 })).toBe(1);
    expect(leases.size('a', { ...window, max: 511 })).toBe(1);
    expect(leases.size('a', { ...window, max: 1800 })).toBe(7);
    expect(leases.size('a', { ...window, max: 1_000_000_000 })).toBe(MOST_RESERVED);
    // The counter gave this session 1,700: what is left is 100, so one hit at a time.
    expect(leases.reserved('a', window, { key: 'user:1:api', count: 1700 }, 7)).toBe(1694);
    expect(leases.size('a', window)).toBe(1);
  });

  it("hands out a reservation's counts in order, once each, then asks for more", () => {
    const leases = createQuotaLeases();
    expect(leases.take('a', window)).toBeNull();
    // Two lookups of the session reserved at once: counts 1-7 and 8-14 (the second came back first).
    expect(leases.reserved('a', window, { key: 'user:1:api', count: 14 }, 7)).toBe(8);
    expect(leases.reserved('a', window, { key: 'user:1:api', count: 7 }, 7)).toBe(1);
    const handed = Array.from({ length: 12 }, () => leases.take('a', window)?.count);
    expect(handed).toEqual([2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14]);
    expect(leases.take('a', window)).toBeNull();
  });

  it('keeps each session, quota and window apart, and keeps nothing for a single hit', () => {
    const leases = createQuotaLeases();
    expect(leases.reserved('a', window, { key: 'user:1:api', count: 3 }, 3)).toBe(1);
    expect(leases.take('b', window)).toBeNull();
    expect(leases.take('a', { ...window, name: 'other' })).toBeNull();
    expect(leases.take('a', { ...window, windowStart: new Date('2026-03-02T09:15:00Z') })).toBeNull();
    expect(leases.take('a', window)).toEqual({ key: 'user:1:api', count: 2 });
    expect(leases.reserved('c', { ...window, max: 30 }, { key: 'user:2:api', count: 5 }, 1)).toBe(5);
    expect(leases.sessions).toBe(1);
  });

  it('refuses a reservation of no hits', () => {
    expect(() => createQuotaLeases().reserved('a', window, { key: 'user:1:api', count: 3 }, 0)).toThrow(/1 or more/);
  });
});

describe('a signed-in person on two server processes sharing one database', () => {
  const clock = testClock(Date.parse('2026-03-02T09:00:00Z'));
  /** 1,024 requests per 15 minutes: 4 hits reserved at a time at first, fewer near the end. */
  const QUOTA = 1024;
  let testDb: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let serial = 0;
  const newPhone = () => `3${String(4_100_000 + (serial += 1)).padStart(7, '0')}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = testConfig({ RATE_LIMIT_USER: String(QUOTA) });
    first = await buildApp({ config, database: testDb.database, clock: clock.now });
    second = await buildApp({ config, database: testDb.database, clock: clock.now });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await testDb.drop();
  });

  const read = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/v1/accounts', remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}` } });

  async function counter(userId: string): Promise<number | null> {
    const result = (await testDb.database.db.execute(sql`SELECT count FROM rate_limits WHERE key = ${`user:${userId}:api`}`)) as unknown as { rows: { count: number }[] };
    return result.rows[0] ? Number(result.rows[0].count) : null;
  }

  it('writes the counter once per reservation, not once per request', async () => {
    const signedIn = await signIn(first, newPhone(), freshIp());
    const userId = signedIn.response.json<{ data: { user: { id: string } } }>().data.user.id;
    expect(await counter(userId)).toBeNull();
    expect((await read(first, signedIn.token)).statusCode).toBe(200);
    expect(await counter(userId)).toBe(4);
    for (let request = 2; request <= 4; request += 1) expect((await read(first, signedIn.token)).statusCode).toBe(200);
    expect(await counter(userId)).toBe(4);
    // The fifth request reserves again: a 256th of the 1,020 left.
    expect((await read(first, signedIn.token)).statusCode).toBe(200);
    expect(await counter(userId)).toBe(7);
  });

  it('lets exactly the quota through, 20 requests at a time spread over both processes, then 429', { timeout: 120_000 }, async () => {
    const { token } = await signIn(first, newPhone(), freshIp());
    const statuses: number[] = [];
    for (let batch = 0; batch < 60; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => read((batch + index) % 2 === 0 ? first : second, token)));
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTA);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // Once refused, refused on both processes until the window ends.
    const refused = await read(first, token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(second, token)).statusCode).toBe(429);
  });

  it("keeps the previous build's lookup (six arguments) counting one hit per call, on the same counter", async () => {
    const signedIn = await signIn(first, newPhone(), freshIp());
    const userId = signedIn.response.json<{ data: { user: { id: string } } }>().data.user.id;
    expect((await read(first, signedIn.token)).statusCode).toBe(200);
    expect(await counter(userId)).toBe(4);
    const windowStart = new Date('2026-03-02T09:00:00Z').toISOString();
    const lookUp = async () =>
      ((await testDb.database.db.execute(
        sql`SELECT user_id, quota_key, quota_count FROM session_context(${hashToken(signedIn.token)}, false, 'api', ${windowStart}::timestamptz, ${clock.now().toISOString()}::timestamptz, ${3_600_000}::bigint)`,
      )) as unknown as { rows: { user_id: string; quota_key: string; quota_count: number }[] }).rows;
    expect(await lookUp()).toEqual([{ user_id: userId, quota_key: `user:${userId}:api`, quota_count: 5 }]);
    expect(await lookUp()).toEqual([{ user_id: userId, quota_key: `user:${userId}:api`, quota_count: 6 }]);
    expect(await counter(userId)).toBe(6);
  });

  it('refuses a signed-out session whatever hits it had reserved', async () => {
    const { token } = await signIn(first, newPhone(), freshIp());
    expect((await read(first, token)).statusCode).toBe(200);
    expect((await post(first, '/api/v1/auth/logout', undefined, { token })).statusCode).toBeLessThan(300);
    expect((await read(first, token)).statusCode).toBe(401);
  });
});
