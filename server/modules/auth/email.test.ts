import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HOUR, MINUTE, SECOND, devMessages, freshIp, getProfile, otherCode, post, signIn, testClock } from '../../test/auth-helpers.ts';

const clock = testClock();
let testApp: TestApp;
let serial = 0;
const newPhone = () => `8${String(1_000_000 + (serial += 1)).padStart(7, '0')}`;
const newEmail = () => `Trader.${(serial += 1)}@Example.SL`;

beforeAll(async () => {
  testApp = await createTestApp({ clock: clock.now, env: { PUBLIC_URL: 'https://pay.example.sl' } });
});
afterAll(async () => {
  await testApp.close();
});

const sendCode = (token: string | undefined, email: string, ip = freshIp()) =>
  post(testApp.app, '/api/v1/auth/email/send-otp', { email }, { token, ip });
const verifyCode = (token: string | undefined, email: string, code: string) =>
  post(testApp.app, '/api/v1/auth/email/verify-otp', { email, code }, { token, ip: freshIp() });
const verifyLink = (token: string, session?: string) =>
  post(testApp.app, `/api/v1/auth/email/verify/${token}`, undefined, { token: session, ip: freshIp() });

async function latestEmail(email: string): Promise<DevMessage & { code: string; link: string; token: string }> {
  const [message] = await devMessages(testApp.app, email);
  if (!message?.code || !message.link) throw new Error(`no email for ${email}`);
  return { ...message, code: message.code, link: message.link, token: message.link.split('/').pop() ?? '' };
}

describe('POST /api/v1/auth/email/send-otp', () => {
  it('emails a 6-digit code and a /verify-email/{token} link on the public origin', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    const response = await sendCode(token, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { message: expect.stringContaining('***@example.sl'), resendAfterSeconds: 60, expiresInSeconds: 600 },
    });
    // Stored and addressed in lower case: the same mailbox however it was typed.
    const message = await latestEmail(email.toLowerCase());
    expect(message).toMatchObject({ channel: 'email', to: email.toLowerCase(), subject: 'Your Salone Pay verification code' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toMatch(/^https:\/\/pay\.example\.sl\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(message.body).toContain(message.code);
    expect(message.body).toContain(message.link);
  });

  it('needs a session', async () => {
    const response = await sendCode(undefined, newEmail());
    expect(response.statusCode).toBe(401);
  });

  it('refuses a malformed address and unknown fields with 400 and details', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const bad = await sendCode(token, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    const extra = await post(testApp.app, '/api/v1/auth/email/send-otp', { email: newEmail(), verified: true }, { token, ip: freshIp() });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details).toEqual([{ field: 'verified', message: 'verified is not an accepted field' }]);
  });

  it('allows a resend only after 60 s and at most 5 sends per address per hour', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    expect((await sendCode(token, email)).statusCode).toBe(200);
    clock.advance(30 * SECOND);
    const early = await sendCode(token, email);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.json().error.code).toBe('resend_too_soon');
    clock.advance(30 * SECOND);
    for (let send = 2; send <= 5; send += 1) {
      expect((await sendCode(token, email)).statusCode, `send ${send}`).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await sendCode(token, email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('send_limit_reached');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/auth/email/verify-otp', () => {
  it('shows the address a code was sent to on the profile as present but unverified', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    expect((await sendCode(token, email)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, token)).json().data).toMatchObject({ email: email.toLowerCase(), emailVerified: false });
  });

  it('keeps a verified address until its replacement is verified', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const first = newEmail();
    await sendCode(token, first);
    await verifyCode(token, first, (await latestEmail(first.toLowerCase())).code);
    clock.advance(61 * SECOND);
    const second = newEmail();
    expect((await sendCode(token, second)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, token)).json().data).toMatchObject({ email: first.toLowerCase(), emailVerified: true });
  });

  it('verifies the address with the emailed code and puts it on the profile', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(token, email);
    const { code } = await latestEmail(email.toLowerCase());
    const response = await verifyCode(token, email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      message: 'Your email address is verified.',
      user: expect.objectContaining({ email: email.toLowerCase(), emailVerified: true }),
    });
    expect((await getProfile(testApp.app, token)).json().data).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
    // Single use.
    expect((await verifyCode(token, email, code)).statusCode).toBe(400);
  });

  it('follows the same code rules: wrong code 400 invalid_code, dead after 5 wrong tries, expired after 10 minutes', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(token, email);
    const { code } = await latestEmail(email.toLowerCase());
    const wrong = await verifyCode(token, email, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_code');
    for (let attempt = 2; attempt <= 5; attempt += 1) await verifyCode(token, email, otherCode(code, attempt));
    expect((await verifyCode(token, email, code)).statusCode).toBe(400);

    const later = newEmail();
    clock.advance(MINUTE);
    await sendCode(token, later);
    const { code: laterCode } = await latestEmail(later.toLowerCase());
    clock.advance(10 * MINUTE);
    expect((await verifyCode(token, later, laterCode)).statusCode).toBe(400);
    // Nothing was verified: the profile holds the last address asked for, still unverified.
    expect((await getProfile(testApp.app, token)).json().data).toMatchObject({ email: later.toLowerCase(), emailVerified: false });
  });

  it("never accepts a code that was sent for another user's request to the same address", async () => {
    const alice = await signIn(testApp.app, newPhone(), freshIp());
    const mallory = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(alice.token, email);
    const { code } = await latestEmail(email.toLowerCase());
    expect((await verifyCode(mallory.token, email, code)).statusCode).toBe(400);
    expect((await verifyCode(alice.token, email, code)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await verifyCode(undefined, newEmail(), '123456')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/email/verify/{token}', () => {
  it('verifies once without a session, returns no profile to a stranger, and the second time says it is already verified', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(token, email);
    const link = await latestEmail(email.toLowerCase());
    const first = await verifyLink(link.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { message: 'Your email address is verified.', user: null } });
    expect((await getProfile(testApp.app, token)).json().data).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
    const second = await verifyLink(link.token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ data: { message: 'This email address is already verified.', user: null, alreadyVerified: true } });
    // It verified the address; it did not sign anybody in.
    expect(first.headers['set-cookie']).toBeUndefined();
  });

  it("returns the updated profile to the owner's own session", async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(token, email);
    const response = await verifyLink((await latestEmail(email.toLowerCase())).token, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
  });

  it('expires after 24 hours', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(token, email);
    const link = await latestEmail(email.toLowerCase());
    clock.advance(24 * HOUR);
    expect((await verifyLink(link.token)).statusCode).toBe(400);
  });

  it('is superseded by a newer send, like the code', async () => {
    const session = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(session.token, email);
    const old = await latestEmail(email.toLowerCase());
    clock.advance(MINUTE);
    await sendCode(session.token, email);
    const fresh = await latestEmail(email.toLowerCase());
    expect((await verifyLink(old.token)).statusCode).toBe(400);
    expect((await verifyLink(fresh.token)).statusCode).toBe(200);
  });

  it('refuses made-up and malformed tokens alike', async () => {
    for (const token of ['A'.repeat(43), 'short', 'has%20space']) {
      const response = await verifyLink(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.code).toBe('invalid_link');
    }
  });

  it('once the address was verified with the code, the link changes nothing and says the email is verified', async () => {
    const { token } = await signIn(testApp.app, newPhone(), freshIp());
    const email = newEmail();
    await sendCode(token, email);
    const message = await latestEmail(email.toLowerCase());
    expect((await verifyCode(token, email, message.code)).statusCode).toBe(200);
    const before = (await getProfile(testApp.app, token)).json().data;
    const response = await verifyLink(message.token, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ message: 'This email address is already verified.', alreadyVerified: true, user: { email: email.toLowerCase(), emailVerified: true } });
    expect((await getProfile(testApp.app, token)).json().data).toEqual(before);
  });

  it('a spent link whose address is no longer the verified one is refused as invalid', async () => {
    const session = await signIn(testApp.app, newPhone(), freshIp());
    const first = newEmail();
    await sendCode(session.token, first);
    const firstMessage = await latestEmail(first.toLowerCase());
    expect((await verifyCode(session.token, first, firstMessage.code)).statusCode).toBe(200);
    clock.advance(MINUTE);
    const second = newEmail();
    await sendCode(session.token, second);
    const secondMessage = await latestEmail(second.toLowerCase());
    expect((await verifyCode(session.token, second, secondMessage.code)).statusCode).toBe(200);
    const response = await verifyLink(firstMessage.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_link');
  });
});
