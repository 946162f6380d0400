import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.ts';
import { authLimits } from '../modules/auth/auth.service.ts';
import { MINUTE, freshIp, post, testClock } from '../test/auth-helpers.ts';
import { describeWait } from './rate-limit.ts';

const clock = testClock(Date.parse('2026-03-02T09:00:00Z'));
let testDb: TestDatabase;
/** Two server processes behind one load balancer, sharing one database. */
let first: FastifyInstance;
let second: FastifyInstance;
/**
 * A small network quota keeps the loops short; the address caps are shares of it. That the
 * default sizes let a whole network in is rate-limit-nat.test.ts's job.
 */
const NETWORK = { RATE_LIMIT_IP: '200' };
const AUTH_LIMITS = authLimits(Number(NETWORK.RATE_LIMIT_IP));

beforeAll(async () => {
  testDb = await createTestDatabase();
  first = await buildApp({ config: testConfig(NETWORK), database: testDb.database, clock: clock.now });
  second = await buildApp({ config: testConfig(NETWORK), database: testDb.database, clock: clock.now });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await testDb.drop();
});

let serial = 0;
const newPhone = () => `9${String(2_000_000 + (serial += 1)).padStart(7, '0')}`;

/** Runs `count` requests, 20 at a time (clients of one network are concurrent), in order of start. */
async function inBatches(count: number, request: (index: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 1; start <= count; start += 20) {
    const size = Math.min(20, count - start + 1);
    statuses.push(...(await Promise.all(Array.from({ length: size }, (_, offset) => request(start + offset)))));
  }
  return statuses;
}

describe('per-address limits on the auth routes (requests without a session)', () => {
  it(`lets one IP send ${AUTH_LIMITS.send.max} codes per 15 minutes across all processes, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    const statuses = await inBatches(AUTH_LIMITS.send.max, async (request) => {
      const app = request % 2 === 0 ? first : second;
      return (await post(app, '/api/v1/auth/phone/login', { phone: newPhone() }, { ip })).statusCode;
    });
    expect(statuses).toEqual(Array(AUTH_LIMITS.send.max).fill(200));
    const over = await post(first, '/api/v1/auth/phone/login', { phone: newPhone() }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The other process agrees, and the count includes requests that would fail validation.
    expect((await post(second, '/api/v1/auth/phone/login', { phone: 'x' }, { ip })).statusCode).toBe(429);
    // Another IP is not affected.
    expect((await post(second, '/api/v1/auth/phone/login', { phone: newPhone() }, { ip: freshIp() })).statusCode).toBe(200);
    // The next window starts afresh.
    clock.advance(15 * MINUTE);
    expect((await post(first, '/api/v1/auth/phone/login', { phone: newPhone() }, { ip })).statusCode).toBe(200);
  });

  it('limits code checks and link checks too', async () => {
    const checks = [
      { rule: AUTH_LIMITS.verify, call: (ip: string) => post(first, '/api/v1/auth/phone/verify-otp', { phone: newPhone(), code: '123456' }, { ip }) },
      { rule: AUTH_LIMITS.link, call: (ip: string) => post(first, `/api/v1/auth/email/verify/${'A'.repeat(43)}`, undefined, { ip }) },
    ];
    for (const { rule, call } of checks) {
      const ip = freshIp();
      const statuses = await inBatches(rule.max, async () => (await call(ip)).statusCode);
      expect(statuses.filter((status) => status === 429), rule.name).toEqual([]);
      const over = await call(ip);
      expect(over.statusCode, rule.name).toBe(429);
      expect(over.headers['retry-after'], rule.name).toBeDefined();
    }
  });
});

describe('where the counters live (issue 41)', () => {
  it('is an unlogged table: a request that only counts commits without waiting for the disk', async () => {
    const { rows } = (await testDb.database.db.execute(sql`SELECT relpersistence FROM pg_class WHERE oid = 'rate_limits'::regclass`)) as unknown as {
      rows: { relpersistence: string }[];
    };
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });
});

describe('describeWait', () => {
  it('speaks in seconds under a minute and in whole minutes after', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(40)).toBe('40 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
  });
});
