import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DAY, HOUR, MINUTE, freshIp, getProfile, post, signIn, testClock } from '../../test/auth-helpers.ts';

const clock = testClock();
let testApp: TestApp;
let serial = 0;
const newPhone = () => `3${String(3_000_000 + (serial += 1)).padStart(7, '0')}`;

beforeAll(async () => {
  // The defaults of DESIGN §5, spelled out: 12 hours idle, 30 days absolute.
  testApp = await createTestApp({ clock: clock.now, env: { SESSION_IDLE_HOURS: '12', SESSION_MAX_DAYS: '30' } });
});
afterAll(async () => {
  await testApp.close();
});

function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : String(setCookie);
  const match = /sp_session=([^;]*)/.exec(header);
  return `sp_session=${match?.[1] ?? ''}`;
}

describe('sessions', () => {
  it('accepts the token as a bearer header and as the session cookie', async () => {
    const { token, response } = await signIn(testApp.app, newPhone(), freshIp());
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
    const byCookie = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: { cookie: cookieOf(response.headers['set-cookie']) },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('answers 401 unauthorized without a session, with a made-up token and with a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, { authorization: 'Basic abc' }, { cookie: 'sp_session=nope' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().error).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    }
  });

  it('stores only a SHA-256 of the token', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const rows = await testApp.database.withSession((session) => session.query<Record<string, unknown>>('SELECT * FROM sessions'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(String(row.token_hash)))).toBe(true);
  });

  it('logout revokes the session server-side and clears the cookie', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const other = await signIn(testApp.app, newPhone(), freshIp());
    const logout = await post(testApp.app, '/api/v1/auth/logout', undefined, { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { message: 'You are signed out.' } });
    const cleared = String(logout.headers['set-cookie']);
    expect(cleared).toContain('sp_session=;');
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The token is dead even for a client that kept it.
    const after = await getProfile(testApp.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
    // Only that session: another sign-in is untouched.
    expect((await getProfile(testApp.app, other.token)).statusCode).toBe(200);
    // Signing out again is harmless.
    expect((await post(testApp.app, '/api/v1/auth/logout', undefined, { token })).statusCode).toBe(200);
  });

  it('logout by cookie revokes the cookie session', async () => {
    const { token, response } = await signIn(testApp.app, newPhone(), freshIp());
    const logout = await post(testApp.app, '/api/v1/auth/logout', undefined, { cookie: cookieOf(response.headers['set-cookie']) });
    expect(logout.statusCode).toBe(200);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
  });

  it('expires after 12 idle hours, but use keeps it alive', async () => {
    const idle = await signIn(testApp.app, newPhone(), freshIp());
    const busy = await signIn(testApp.app, newPhone(), freshIp());
    clock.advance(11 * HOUR);
    expect((await getProfile(testApp.app, busy.token)).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await getProfile(testApp.app, idle.token)).statusCode).toBe(401);
    expect((await getProfile(testApp.app, busy.token)).statusCode).toBe(200);
    clock.advance(12 * HOUR - MINUTE);
    expect((await getProfile(testApp.app, busy.token)).statusCode).toBe(200);
  });

  it('expires 30 days after sign-in however busy it is', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    let elapsed = 0;
    while (elapsed + 11 * HOUR < 30 * DAY) {
      clock.advance(11 * HOUR);
      elapsed += 11 * HOUR;
      expect((await getProfile(testApp.app, token)).statusCode, `after ${elapsed / HOUR} h`).toBe(200);
    }
    clock.advance(30 * DAY - elapsed);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
  });
});
