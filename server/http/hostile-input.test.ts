/**
 * Issue 22's table, one named regression test per row: what an attacker sent, and the answer it
 * must get now. (Idempotency storage rows live beside the idempotency plugin's own tests.)
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { freshIp, post, signIn } from '../test/auth-helpers.ts';
import { detailFields, expectRefusal, missingSecurityHeaders } from '../test/envelope.ts';
import { MAX_JSON_DEPTH } from './input-limits.ts';
import { UNKNOWN_API_ROUTE_LIMIT } from '../plugins/web-app.ts';

let testApp: TestApp;
let token: string;
let sessionCookie: string;
let serial = 0;
/**
 * The app's clock: the real time, unless a test holds it still. The limiter counts in fixed
 * windows of the clock (a minute for unknown routes), so a test that fills a window holds the clock
 * in the middle of one: a run that crossed a minute's end would otherwise start a new window halfway.
 */
let heldAt: Date | undefined;
const appClock = (): Date => heldAt ?? new Date();
const newPhone = () => `3${String(4_000_000 + (serial += 1)).padStart(7, '0')}`;

function cookieFrom(setCookie: string | string[] | undefined, name: string): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie);
  const match = new RegExp(`(?:^|\\n)(${name.replace('-', '\\-')})=([^;]*)`).exec(header);
  return match ? `${match[1]}=${match[2]}` : '';
}

beforeAll(async () => {
  testApp = await createTestApp({ clock: appClock });
  const signedIn = await signIn(testApp.app, newPhone(), freshIp());
  token = signedIn.token;
  sessionCookie = cookieFrom(signedIn.response.headers['set-cookie'], 'sp_session');
});
afterAll(async () => {
  await testApp.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });
const validProfile = { fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' };

describe('issue 22: strict types on bodies', () => {
  it('PUT /auth/profile with an array, a boolean and a number for text fields is a 400 naming each field, and stores nothing', async () => {
    const answer = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: auth(),
      payload: { fullName: ['Aminata Kamara'], streetAddress: true, city: 12345, district: 'Western Area' },
    });
    expectRefusal(answer, 400, 'invalid_input');
    expect(detailFields(answer)).toEqual(expect.arrayContaining(['fullName', 'streetAddress', 'city']));
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth() });
    expect(profile.json().data.city).not.toBe('12345');
    expect(profile.json().data.streetAddress).not.toBe('true');
  });
});

describe('issue 22: text PostgreSQL cannot store is refused at the edge', () => {
  it('PUT /auth/profile with a NUL byte in fullName is a 400 naming fullName', async () => {
    const answer = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: auth(), payload: { ...validProfile, fullName: 'Aminata\u0000Kamara' } });
    expectRefusal(answer, 400, 'invalid_input');
    expect(detailFields(answer)).toEqual(['fullName']);
  });

  it('PUT /auth/profile with an unpaired surrogate in city is a 400 naming city', async () => {
    const payload = JSON.stringify({ ...validProfile, city: 'Free' }).replace('Free', 'Free\\ud800town');
    const answer = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { ...auth(), 'content-type': 'application/json' }, payload });
    expectRefusal(answer, 400, 'invalid_input');
    expect(detailFields(answer)).toEqual(['city']);
  });

  it('POST /auth/email/send-otp with a NUL byte in email is a 400 naming email', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/email/send-otp', headers: auth(), payload: { email: 'a\u0000@example.sl' } });
    expectRefusal(answer, 400, 'invalid_input');
    expect(detailFields(answer)).toEqual(['email']);
  });

  it('GET /dev/messages?to=%00 is a 400 naming to', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/messages?to=%00' });
    expectRefusal(answer, 400, 'invalid_input');
    expect(detailFields(answer)).toEqual(['to']);
  });

  it('a NUL byte in a path parameter (the email link token) is a 400 naming the parameter', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/email/verify/abc%00def', remoteAddress: freshIp() });
    expectRefusal(answer, 400, 'invalid_input');
    expect(detailFields(answer)).toEqual(['token']);
  });

  it('a NUL byte in a field name is refused too', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: '{"phone":"76123456","x\\u0000":1}' });
    expectRefusal(answer, 400, 'invalid_input');
  });
});

describe('issue 22: query numbers are whole, finite and bounded', () => {
  it.each(['1e309', 'Infinity', '-Infinity', '-1', '0', '1.5', 'NaN', '0x10', '101', '', '20&limit=30'])(
    'GET /transactions?limit=%s is a 400 naming limit',
    async (limit) => {
      const answer = await testApp.app.inject({ method: 'GET', url: `/api/v1/transactions?limit=${limit}`, headers: auth() });
      expectRefusal(answer, 400, 'invalid_input', limit);
      expect(detailFields(answer)).toContain('limit');
    },
  );

  it('GET /transactions?limit=20 still works', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions?limit=20', headers: auth() });
    expect(answer.statusCode).toBe(200);
  });

  it.each(['275760-09-13T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '-004714-01-01T00:00:00.000Z'])(
    'GET /transactions with a cursor in the year of %s is a 400, never a 500',
    async (time) => {
      const cursor = Buffer.from(`${time}|00000000-0000-4000-8000-000000000000`).toString('base64url');
      const answer = await testApp.app.inject({ method: 'GET', url: `/api/v1/transactions?cursor=${cursor}`, headers: auth() });
      expectRefusal(answer, 400, 'invalid_input', time);
    },
  );
});

describe('issue 22: bounded work per request', () => {
  it.each([
    ['logout', '/api/v1/auth/logout'],
    ['cancel', '/api/v1/payments/00000000-0000-4000-8000-000000000000/cancel'],
    ['the email link', '/api/v1/auth/email/verify/abcdef'],
    ['an unknown route', '/api/v1/nope/deeper'],
  ])('a body nested 16,000 levels deep on %s is a 400 before any work', async (_name, url) => {
    const payload = `${'['.repeat(16_000)}${']'.repeat(16_000)}`;
    const answer = await testApp.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { ...auth(), 'content-type': 'application/json', 'idempotency-key': `deep-${url.length}-${Date.now()}` },
      payload,
    });
    // An unknown route may answer 404 without parsing; either way, a refusal in the envelope.
    expect([400, 404]).toContain(answer.statusCode);
    expectRefusal(answer, answer.statusCode, answer.statusCode === 400 ? 'invalid_input' : 'not_found');
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
    const nested = (depth: number) => `{"phone":"76123456","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const within = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: nested(MAX_JSON_DEPTH) });
    // Parsed, then refused by the schema for the unknown field: the depth rule let it through.
    expectRefusal(within, 400, 'invalid_input');
    expect(detailFields(within)).toEqual(['x']);
    const beyond = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: nested(MAX_JSON_DEPTH + 1) });
    expectRefusal(beyond, 400, 'invalid_input');
    expect(beyond.json().error.message).toContain(`${MAX_JSON_DEPTH} levels`);
  });

  it('JSON routes accept only JSON: text/plain and form bodies are 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', remoteAddress: freshIp(), headers: { 'content-type': type }, payload: 'phone=76123456' });
      expectRefusal(answer, 415, 'unsupported_media_type', type);
    }
  });

  it('unknown API routes are rate limited per address like the others', async () => {
    // Every request of this test in one window: the clock held halfway through the current one.
    const windowMs = UNKNOWN_API_ROUTE_LIMIT.windowSeconds * 1000;
    heldAt = new Date(Math.floor(Date.now() / windowMs) * windowMs + windowMs / 2);
    try {
      const ip = freshIp();
      for (let index = 0; index < UNKNOWN_API_ROUTE_LIMIT.max; index += 1) {
        const answer = await testApp.app.inject({ method: 'POST', url: `/api/v1/nope/${index}`, remoteAddress: ip });
        expect(answer.statusCode).toBe(404);
      }
      const over = await testApp.app.inject({ method: 'POST', url: '/api/v1/nope/again', remoteAddress: ip });
      expectRefusal(over, 429, 'rate_limited');
      // The rest of the window: half of it, as the clock was held.
      expect(Number(over.headers['retry-after'])).toBe(UNKNOWN_API_ROUTE_LIMIT.windowSeconds / 2);
      // Another address is not affected.
      expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/nope/again', remoteAddress: freshIp() })).statusCode).toBe(404);
    } finally {
      heldAt = undefined;
    }
    // 602 requests, each a write to the limiter's table: 10 s on a busy host, 20 s (the default limit) at load 30.
  }, 60_000);
});

describe('issue 22: every answer in the envelope, with the headers', () => {
  it('a bad percent-encoding in the path is a 400 in the envelope', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions/%E0%A4%A', headers: auth() });
    expectRefusal(answer, 400, 'invalid_input');
  });

  it('an over-long path parameter is a 414 in the envelope', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: `/api/v1/auth/email/verify/${'a'.repeat(500)}` });
    expectRefusal(answer, 414, 'uri_too_long');
  });

  it('bad JSON is a 400 in the envelope', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', remoteAddress: freshIp(), headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
    expectRefusal(answer, 400, 'invalid_input');
  });

  it('an unknown API route is a 404 in the envelope', async () => {
    expectRefusal(await testApp.app.inject({ method: 'GET', url: '/api/v1/nope', remoteAddress: freshIp() }), 404, 'not_found');
  });

  it('huge headers (Node refuses them itself) are a 431 in the envelope, with the security headers, over real HTTP', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const answer = await new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/health', headers: { 'x-filler': 'a'.repeat(40_000) } }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expectRefusal(answer, 431, 'headers_too_large');
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('issue 22: cross-site writes are refused', () => {
  const logoutWith = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', remoteAddress: freshIp(), headers: { cookie: sessionCookie, ...headers } });

  it('POST /auth/logout with only the session cookie, text/plain and Origin: https://evil.example is a 403 and signs nobody out', async () => {
    const answer = await logoutWith({ 'content-type': 'text/plain', origin: 'https://evil.example' });
    expectRefusal(answer, 403, 'cross_site_request');
    expect(answer.json().error.message).toMatch(/another website/);
    const stillSignedIn = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { cookie: sessionCookie } });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('a sibling subdomain, a null origin, and Sec-Fetch-Site cross-site or same-site without Origin are refused', async () => {
    const cases: Record<string, string>[] = [{ origin: 'http://shop.localhost' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of cases) {
      expectRefusal(await logoutWith(headers), 403, 'cross_site_request', JSON.stringify(headers));
    }
  });

  it('cookie writes from our own origin are allowed; bearer requests are exempt; reads are never checked', async () => {
    const profile = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { cookie: sessionCookie, origin: 'http://localhost' }, payload: validProfile });
    expect(profile.statusCode, profile.body).toBe(200);
    const sameOrigin = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { cookie: sessionCookie, 'sec-fetch-site': 'same-origin' }, payload: validProfile });
    expect(sameOrigin.statusCode).toBe(200);
    const bearer = await testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { ...auth(), cookie: sessionCookie, origin: 'https://evil.example' }, payload: validProfile });
    expect(bearer.statusCode).toBe(200);
    const read = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { cookie: sessionCookie, origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('issue 22: HTTPS without guesswork', () => {
  let httpsApp: TestApp;
  beforeAll(async () => {
    // Behind a TLS proxy that is not in TRUSTED_PROXIES: the request itself looks like plain HTTP.
    httpsApp = await createTestApp({ env: { PUBLIC_URL: 'https://pay.example.sl', CORS_ORIGINS: 'https://shop.example.sl' } });
  });
  afterAll(async () => {
    await httpsApp.close();
  });

  it('with PUBLIC_URL=https://…, the session cookie is __Host-, Secure, and HSTS is sent on every answer', async () => {
    const { response } = await signIn(httpsApp.app, newPhone(), freshIp());
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-sp_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain=');
    for (const url of ['/api/v1/health', '/api/v1/nope', '/api/v1/transactions/%E0%A4%A']) {
      const answer = await httpsApp.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
      expect(answer.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('reads only the __Host- cookie, so a planted plain sp_session is ignored; the public origin and CORS_ORIGINS may write', async () => {
    const { response } = await signIn(httpsApp.app, newPhone(), freshIp());
    const hostCookie = cookieFrom(response.headers['set-cookie'], '__Host-sp_session');
    const planted = hostCookie.replace('__Host-sp_session', 'sp_session');
    expect((await httpsApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { cookie: planted } })).statusCode).toBe(401);
    expect((await httpsApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { cookie: hostCookie } })).statusCode).toBe(200);
    for (const origin of ['https://pay.example.sl', 'https://shop.example.sl']) {
      const answer = await httpsApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { cookie: hostCookie, origin }, payload: validProfile });
      expect(answer.statusCode, origin).toBe(200);
    }
    const evil = await httpsApp.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: { cookie: hostCookie, origin: 'https://evil.pay.example.sl' }, payload: validProfile });
    expectRefusal(evil, 403, 'cross_site_request');
  });
});

describe('issue 22: personal answers are never cached', () => {
  it.each(['/api/v1/transactions', '/api/v1/accounts', '/api/v1/payments/pending', '/api/v1/notifications/unread-count', '/api/v1/auth/profile'])(
    '%s is Cache-Control: no-store',
    async (url) => {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: auth() });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(missingSecurityHeaders(answer)).toEqual([]);
    },
  );

  it('refusals are no-store too; the public config keeps its own policy', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions' })).headers['cache-control']).toBe('no-store');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })).headers['cache-control']).not.toBe('no-store');
  });
});

describe('issue 22: the web client keeps working', () => {
  it('a signed-in client posting JSON with its bearer token and cookie, from its own origin, still writes', async () => {
    const answer = await post(testApp.app, '/api/v1/auth/logout', undefined, { token, cookie: sessionCookie });
    expect(answer.statusCode).toBe(200);
  });
});
