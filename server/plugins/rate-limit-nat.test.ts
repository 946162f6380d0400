/**
 * Limits that fit carrier-grade NAT (DESIGN §5): a whole mobile network shares one address, so
 * the address caps are coarse and a signed-in request is counted against its user, never its
 * address; flooding one number, one user or one address is still stopped with 429 + Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.ts';
import { EMAIL_SEND_PER_USER, PHONE_VERIFY_LIMIT } from '../modules/auth/auth.service.ts';
import { SECOND, freshIp, latestCode, otherCode, post, sendLoginCode, signIn, testClock } from '../test/auth-helpers.ts';

const clock = testClock(Date.parse('2026-03-02T09:00:00Z'));
let testDb: TestDatabase;
/** The product's default limits. */
let app: FastifyInstance;
/** Small API-wide quotas (RATE_LIMIT_IP, RATE_LIMIT_USER), so a flood is quick to provoke. */
let tight: FastifyInstance;
const TIGHT = { perIp: 40, perUser: 30 };

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database: testDb.database, clock: clock.now });
  tight = await buildApp({
    config: testConfig({ RATE_LIMIT_IP: String(TIGHT.perIp), RATE_LIMIT_USER: String(TIGHT.perUser) }),
    database: testDb.database,
    clock: clock.now,
  });
});
afterAll(async () => {
  await app.close();
  await tight.close();
  await testDb.drop();
});

let serial = 0;
const newPhone = () => `3${String(3_000_000 + (serial += 1)).padStart(7, '0')}`;

function get(server: FastifyInstance, url: string, ip: string, token?: string): Promise<LightMyRequestResponse> {
  return server.inject({ method: 'GET', url, remoteAddress: ip, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

function expectRefused(response: LightMyRequestResponse, code = 'rate_limited'): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().error.code).toBe(code);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** What the dashboard reads after sign-in (src/features/*\/api). */
const DASHBOARD = [
  '/api/v1/auth/profile',
  '/api/v1/config',
  '/api/v1/accounts',
  '/api/v1/transactions?limit=20',
  '/api/v1/payments/pending',
  '/api/v1/payments/frequent',
  '/api/v1/notifications/unread-count',
];

describe('one carrier address shared by a whole network', () => {
  it('lets 300 people sign in, complete their profiles and read their dashboards within 15 minutes', { timeout: 180_000 }, async () => {
    const ip = freshIp();
    const failures: string[] = [];
    const person = async (index: number): Promise<void> => {
      const { token } = await signIn(app, newPhone(), ip);
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/auth/profile',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
        payload: { fullName: `Person ${index}`, streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Western Area' },
      });
      if (saved.statusCode !== 200) failures.push(`${index} PUT profile ${saved.statusCode}`);
      for (const url of DASHBOARD) {
        const response = await get(app, url, ip, token);
        if (response.statusCode !== 200) failures.push(`${index} ${url} ${response.statusCode}`);
      }
    };
    // 30 groups of 10 people at once, 29 s apart: all 300 in one 15-minute window, the worst
    // case for fixed windows.
    for (let group = 0; group < 30; group += 1) {
      clock.advance(29 * SECOND);
      await Promise.all(Array.from({ length: 10 }, (_, index) => person(group * 10 + index)));
    }
    expect(failures).toEqual([]);
  });
});

describe('floods are still stopped', () => {
  it('stops one address without a session at the API-wide cap, but never a signed-in user behind it', async () => {
    const ip = freshIp();
    const { token } = await signIn(tight, newPhone(), ip);
    const tail = clockToWindowStart();
    for (let request = 1; request <= TIGHT.perIp; request += 1) {
      expect((await get(tight, '/api/v1/config', ip)).statusCode, `request ${request}`).toBe(200);
    }
    expectRefused(await get(tight, '/api/v1/config', ip));
    // Sign-in itself is refused from that address now…
    expectRefused(await post(tight, '/api/v1/auth/phone/login', { phone: newPhone() }, { ip }));
    // …but a person already signed in on the same network is not.
    expect((await get(tight, '/api/v1/accounts', ip, token)).statusCode).toBe(200);
    expect((await get(tight, '/api/v1/config', freshIp())).statusCode).toBe(200);
    clock.advance(tail);
    expect((await get(tight, '/api/v1/config', ip)).statusCode).toBe(200);
  });

  it('stops one signed-in user at their own quota, from any address, and nobody else', async () => {
    const flooder = (await signIn(tight, newPhone(), freshIp())).token;
    const neighbour = (await signIn(tight, newPhone(), freshIp())).token;
    const tail = clockToWindowStart();
    const ip = freshIp();
    for (let request = 1; request <= TIGHT.perUser; request += 1) {
      // A new address each time: changing networks does not reset a user's quota.
      expect((await get(tight, '/api/v1/accounts', freshIp(), flooder)).statusCode, `request ${request}`).toBe(200);
    }
    const refused = await get(tight, '/api/v1/transactions?limit=20', ip, flooder);
    expectRefused(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await get(tight, '/api/v1/accounts', ip, neighbour)).statusCode).toBe(200);
    clock.advance(tail);
    expect((await get(tight, '/api/v1/accounts', ip, flooder)).statusCode).toBe(200);
  });

  it('counts a member acting for a business against the member: the busy member is stopped, the owner is not', async () => {
    const ownerSignIn = await signIn(tight, newPhone(), freshIp());
    const owner = ownerSignIn.token;
    const ownerId = ownerSignIn.response.json<{ data: { user: { id: string } } }>().data.user.id;
    const memberSignIn = await signIn(tight, newPhone(), freshIp());
    const member = memberSignIn.token;
    const memberId = memberSignIn.response.json<{ data: { user: { id: string } } }>().data.user.id;
    const tail = clockToWindowStart();
    const profile = await tight.inject({
      method: 'PUT',
      url: '/api/v1/merchant-profile',
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${owner}` },
      payload: { businessName: 'Quota Stall', category: 'Retail' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // The owner's viewer (issue 35): what an accepted invitation leaves behind.
    const at = clock.now().toISOString();
    await testDb.database.db.execute(
      sql`INSERT INTO business_members (id, merchant_id, user_id, role, created_at, updated_at) VALUES (${randomUUID()}, ${ownerId}, ${memberId}, 'viewer', ${at}, ${at})`,
    );
    const asMember = (ip: string) =>
      tight.inject({ method: 'GET', url: '/api/v1/transactions?limit=20', remoteAddress: ip, headers: { authorization: `Bearer ${member}`, 'salone-business': ownerId } });
    for (let request = 1; request <= TIGHT.perUser; request += 1) {
      expect((await asMember(freshIp())).statusCode, `request ${request}`).toBe(200);
    }
    expectRefused(await asMember(freshIp()));
    // The business's owner spent one request (the profile) and is not locked out by the member.
    expect((await get(tight, '/api/v1/transactions?limit=20', freshIp(), owner)).statusCode).toBe(200);
    clock.advance(tail);
    expect((await asMember(freshIp())).statusCode).toBe(200);
  });

  it('stops code checks flooding one number, whatever addresses they come from', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(app, phone, freshIp());
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= PHONE_VERIFY_LIMIT.max; attempt += 1) {
      statuses.push((await post(app, '/api/v1/auth/phone/verify-otp', { phone, code: otherCode(code, attempt) }, { ip: freshIp() })).statusCode);
    }
    // Wrong codes answer 400 (and kill the code after 5 tries) until the flood limit.
    expect(statuses).toEqual(Array(PHONE_VERIFY_LIMIT.max).fill(400));
    expectRefused(await post(app, '/api/v1/auth/phone/verify-otp', { phone, code }, { ip: freshIp() }));
    // Another number on the same addresses is untouched.
    const other = newPhone();
    const otherCodeSent = await sendLoginCode(app, other, freshIp());
    expect((await post(app, '/api/v1/auth/phone/verify-otp', { phone: other, code: otherCodeSent }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('stops sends flooding one number: 60 s between codes, 5 an hour', async () => {
    const phone = newPhone();
    const ip = freshIp();
    await sendLoginCode(app, phone, ip);
    expectRefused(await post(app, '/api/v1/auth/phone/login', { phone }, { ip: freshIp() }), 'resend_too_soon');
    for (let send = 2; send <= 5; send += 1) {
      clock.advance(61 * SECOND);
      expect((await post(app, '/api/v1/auth/phone/login', { phone }, { ip: freshIp() })).statusCode).toBe(200);
    }
    clock.advance(61 * SECOND);
    expectRefused(await post(app, '/api/v1/auth/phone/login', { phone }, { ip: freshIp() }), 'send_limit_reached');
  });

  it(`lets one user request email codes for at most ${EMAIL_SEND_PER_USER.max} addresses an hour`, async () => {
    const { token } = await signIn(app, newPhone(), freshIp());
    const tail = clockToWindowStart(EMAIL_SEND_PER_USER.windowSeconds);
    for (let send = 1; send <= EMAIL_SEND_PER_USER.max; send += 1) {
      const response = await post(app, '/api/v1/auth/email/send-otp', { email: `flood${serial}-${send}@example.com` }, { token, ip: freshIp() });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectRefused(await post(app, '/api/v1/auth/email/send-otp', { email: `flood${serial}-x@example.com` }, { token, ip: freshIp() }));
    clock.advance(tail);
    expect((await post(app, '/api/v1/auth/email/send-otp', { email: `flood${serial}-y@example.com` }, { token, ip: freshIp() })).statusCode).toBe(200);
    expect(await latestCode(app, `flood${serial}-y@example.com`)).toMatch(/^\d{6}$/);
  });
});

/** Moves the clock to the start of a fixed window; returns the time left to its end. */
function clockToWindowStart(windowSeconds = 15 * 60): number {
  const windowMs = windowSeconds * 1000;
  clock.advance(windowMs - (clock.now().getTime() % windowMs));
  return windowMs;
}
