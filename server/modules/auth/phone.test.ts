import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE, SECOND, devMessages, freshIp, latestCode, otherCode, post, sendLoginCode, testClock } from '../../test/auth-helpers.ts';

const clock = testClock();
let testApp: TestApp;
let serial = 0;
/** A number no other test in this file uses. */
const newPhone = () => `7${String(6_000_000 + (serial += 1)).padStart(7, '0')}`;

beforeAll(async () => {
  testApp = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await testApp.close();
});

const login = (phone: unknown, extra: object = {}, ip = freshIp()) =>
  post(testApp.app, '/api/v1/auth/phone/login', { phone, ...extra }, { ip });
const verify = (phone: string, code: string, ip = freshIp()) =>
  post(testApp.app, '/api/v1/auth/phone/verify-otp', { phone, code }, { ip });

describe('POST /api/v1/auth/phone/login', () => {
  it('sends a 6-digit code by SMS and says when it may be resent and when it expires', async () => {
    const phone = newPhone();
    const response = await login(phone);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: { message: expect.stringContaining('6-digit code'), resendAfterSeconds: 60, expiresInSeconds: 600 },
    });
    const [sms] = await devMessages(testApp.app, `+232${phone}`);
    expect(sms).toMatchObject({ channel: 'sms', to: `+232${phone}`, code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.body).toContain(sms?.code);
  });

  it('answers a known and an unknown number identically', async () => {
    const known = newPhone();
    const code = await sendLoginCode(testApp.app, known);
    expect((await verify(known, code)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const unknown = newPhone();
    const forKnown = await login(known);
    const forUnknown = await login(unknown);
    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    const strip = (body: string) => body.replaceAll(/\+232 \d\d \d{3} \d{3}/g, '<phone>');
    expect(strip(forKnown.body)).toBe(strip(forUnknown.body));
    expect(Object.keys(forKnown.headers).sort()).toEqual(Object.keys(forUnknown.headers).sort());
  });

  it.each([
    ['', 'Phone number is required'],
    ['07612345', 'Phone number must not start with 0'],
    ['7612345', 'Phone number must be 8 digits'],
    ['761234567', 'Phone number must be 8 digits'],
    ['76-12345', 'Phone number must contain digits only'],
  ])('refuses phone %j with 400 and a detail for the phone field', async (phone, message) => {
    const response = await login(phone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_input', message, details: [{ field: 'phone', message }] } });
  });

  it('refuses unknown body fields and a missing phone with 400 and details', async () => {
    const extra = await login(newPhone(), { admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details).toEqual([{ field: 'admin', message: 'admin is not an accepted field' }]);
    const missing = await post(testApp.app, '/api/v1/auth/phone/login', {}, { ip: freshIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([{ field: 'phone', message: 'phone is required' }]);
  });

  it('refuses a resend within 60 s with 429, Retry-After and resend_too_soon, and allows it after', async () => {
    const phone = newPhone();
    expect((await login(phone)).statusCode).toBe(200);
    clock.advance(20 * SECOND);
    const early = await login(phone);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().error).toEqual({ code: 'resend_too_soon', message: 'Please wait 40 seconds before requesting a new code.' });
    clock.advance(40 * SECOND);
    expect((await login(phone)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per number per rolling hour (the 6th is 429 send_limit_reached)', async () => {
    const phone = newPhone();
    for (let send = 1; send <= 5; send += 1) {
      expect((await login(phone)).statusCode, `send ${send}`).toBe(200);
      clock.advance(61 * SECOND);
    }
    const sixth = await login(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('send_limit_reached');
    // The first send was 5 × 61 s ago, so it leaves the hour in 3600 − 305 s.
    expect(sixth.headers['retry-after']).toBe(String(3600 - 305));
    clock.advance((3600 - 305) * SECOND);
    expect((await login(phone)).statusCode).toBe(200);
  });

  it('stores only an HMAC of the code, never the code itself', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(testApp.app, phone);
    const rows = await testApp.database.withSession((session) =>
      session.query<Record<string, unknown>>('SELECT * FROM otp_codes WHERE destination = $1', [`+232${phone}`]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('POST /api/v1/auth/phone/verify-otp', () => {
  it('signs a new number in: creates the user, returns token, profile and isNewUser, and sets the session cookie', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(testApp.app, phone);
    const response = await verify(phone, code);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      isNewUser: true,
      user: {
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        phone,
        fullName: null,
        email: null,
        emailVerified: false,
        profileCompleted: false,
        streetAddress: null,
        city: null,
        district: null,
      },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`sp_session=${data.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    // Plain HTTP here; Secure is tested over HTTPS in providers.test.ts.
    expect(cookie).not.toContain('Secure');
  });

  it('says isNewUser false on the next sign-in of the same number', async () => {
    const phone = newPhone();
    expect((await verify(phone, await sendLoginCode(testApp.app, phone))).json().data.isNewUser).toBe(true);
    clock.advance(MINUTE);
    const second = await verify(phone, await sendLoginCode(testApp.app, phone));
    expect(second.json().data.isNewUser).toBe(false);
  });

  it('refuses a wrong code with 400 invalid_code (not 401, which means signed out)', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(testApp.app, phone);
    const response = await verify(phone, otherCode(code));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_code',
      message: 'The code is incorrect or has expired. Check it, or request a new code.',
    });
  });

  it('kills the code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(testApp.app, phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(phone, otherCode(code, attempt))).statusCode, `wrong try ${attempt}`).toBe(400);
    }
    const right = await verify(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('invalid_code');
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(testApp.app, phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(phone, otherCode(code, attempt));
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('accepts a code once: reusing it fails', async () => {
    const phone = newPhone();
    const code = await sendLoginCode(testApp.app, phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_code');
  });

  it('refuses a code after 10 minutes and accepts it just before', async () => {
    const early = newPhone();
    const earlyCode = await sendLoginCode(testApp.app, early);
    clock.advance(10 * MINUTE - SECOND);
    expect((await verify(early, earlyCode)).statusCode).toBe(200);

    const late = newPhone();
    const lateCode = await sendLoginCode(testApp.app, late);
    clock.advance(10 * MINUTE);
    const expired = await verify(late, lateCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('invalid_code');
  });

  it('invalidates the previous code when a new one is sent', async () => {
    const phone = newPhone();
    const first = await sendLoginCode(testApp.app, phone);
    clock.advance(MINUTE);
    const second = await sendLoginCode(testApp.app, phone);
    if (first !== second) expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('refuses a code sent to another number', async () => {
    const mine = newPhone();
    const theirs = newPhone();
    const code = await sendLoginCode(testApp.app, mine);
    await sendLoginCode(testApp.app, theirs);
    const theirCode = await latestCode(testApp.app, `+232${theirs}`);
    if (theirCode !== code) expect((await verify(theirs, code)).statusCode).toBe(400);
    expect((await verify(mine, code)).statusCode).toBe(200);
  });

  it('refuses a malformed code and unknown fields with 400 invalid_input and field details', async () => {
    const phone = newPhone();
    const short = await verify(phone, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({
      code: 'invalid_input',
      message: 'Code must be 6 digits',
      details: [{ field: 'code', message: 'Code must be 6 digits' }],
    });
    const extra = await post(testApp.app, '/api/v1/auth/phone/verify-otp', { phone, code: '123456', userId: 'x' }, { ip: freshIp() });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details).toEqual([{ field: 'userId', message: 'userId is not an accepted field' }]);
  });
});
