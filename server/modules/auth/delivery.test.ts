/**
 * The auth routes wired to real providers over loopback: the SMS HTTP gateway and SMTP, in
 * production (no outbox, nothing secret in logs, Secure cookie over HTTPS) and in local mode.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { devMessages, freshIp, post, signIn } from '../../test/auth-helpers.ts';
import { startFakeSmsGateway, startFakeSmtpServer, type FakeSmsGateway, type FakeSmtpServer } from '../../test/fake-providers.ts';

let gateway: FakeSmsGateway;
let smtp: FakeSmtpServer;
let testApp: TestApp | undefined;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await gateway.close();
  await smtp.close();
});
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

const codeIn = (body: string) => /\b(\d{6})\b/.exec(String(JSON.parse(body).body))?.[1] ?? '';

describe('production: SMS through the HTTP provider only', () => {
  it('delivers the code to the gateway, keeps it out of the logs, and sets a Secure cookie over HTTPS', async () => {
    const logs = logCapture();
    testApp = await createTestApp({
      // Behind our own TLS-terminating proxy (inject comes from 127.0.0.1).
      env: { NODE_ENV: 'production', TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'info', SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_API_KEY: 'k', SMS_SENDER: 'SalonePay' },
      logStream: logs.stream,
    });
    const login = await post(testApp.app, '/api/v1/auth/phone/login', { phone: '76444555' }, { ip: freshIp() });
    expect(login.statusCode).toBe(200);
    const request = gateway.requests.at(-1);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ to: '+23276444555', from: 'SalonePay' });
    const code = codeIn(request?.body ?? '{}');
    expect(code).toMatch(/^\d{6}$/);

    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify-otp',
      payload: { phone: '76444555', code },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(verify.statusCode).toBe(200);
    const token = verify.json().data.token as string;
    expect(String(verify.headers['set-cookie'])).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);

    const logged = logs.lines.join('\n');
    expect(logged).toContain('/api/v1/auth/phone/login');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(token);
  });

  it('answers 503 when the gateway fails, and the failed send does not block a retry', async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url } });
    gateway.status = 502;
    const failed = await post(testApp.app, '/api/v1/auth/phone/login', { phone: '76444666' }, { ip: freshIp() });
    gateway.status = 200;
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toEqual({
      code: 'service_unavailable',
      message: 'We could not send the code right now. Please try again in a moment.',
    });
    expect((await post(testApp.app, '/api/v1/auth/phone/login', { phone: '76444666' }, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('refuses email codes with 503 when no SMTP server is configured', async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url } });
    // Set-up: a signed-in user (each step checked, so a broken sign-in cannot pass as the 503).
    expect((await post(testApp.app, '/api/v1/auth/phone/login', { phone: '76444777' }, { ip: freshIp() })).statusCode).toBe(200);
    const code = codeIn(gateway.requests.at(-1)?.body ?? '{}');
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post(testApp.app, '/api/v1/auth/phone/verify-otp', { phone: '76444777', code }, { ip: freshIp() });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.token as string;
    expect(token).toBeTruthy();

    const response = await post(testApp.app, '/api/v1/auth/email/send-otp', { email: 'a@b.sl' }, { token, ip: freshIp() });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('service_unavailable');
  });
});

describe('local mode with real providers configured', () => {
  it('sends the SMS to the gateway and also records it in the development outbox', async () => {
    testApp = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url } });
    const before = gateway.requests.length;
    const response = await post(testApp.app, '/api/v1/auth/phone/login', { phone: '76444888' }, { ip: freshIp() });
    // The answer first: a refusal (it once came under CI load) says why no SMS went out.
    expect(response.statusCode, response.body).toBe(200);
    expect(gateway.requests.length).toBe(before + 1);
    const [outboxed] = await devMessages(testApp.app, '+23276444888');
    expect(outboxed?.code).toBe(codeIn(gateway.requests.at(-1)?.body ?? '{}'));
  });

  it('emails the code and the link through SMTP to a real SMTP server', async () => {
    testApp = await createTestApp({ env: { SMTP_URL: smtp.url, EMAIL_FROM: 'Salone Pay <no-reply@salonepay.sl>', PUBLIC_URL: 'https://pay.example.sl' } });
    const { token } = await signIn(testApp.app, '76444999', freshIp());
    const response = await post(testApp.app, '/api/v1/auth/email/send-otp', { email: 'merchant@example.sl' }, { token, ip: freshIp() });
    expect(response.statusCode).toBe(200);
    const mail = smtp.mails.at(-1);
    expect(mail?.to).toEqual(['merchant@example.sl']);
    expect(mail?.from).toBe('no-reply@salonepay.sl');
    const [outboxed] = await devMessages(testApp.app, 'merchant@example.sl');
    expect(outboxed?.code).toMatch(/^\d{6}$/);
    expect(mail?.raw).toContain(`verification code is ${outboxed?.code}`);
    expect(mail?.raw).toContain(outboxed?.link);
    expect(outboxed?.link).toMatch(/^https:\/\/pay\.example\.sl\/verify-email\//);
  });
});

describe('request logs', () => {
  it('never show an email link token', async () => {
    const logs = logCapture();
    testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
    const token = 'Z'.repeat(43);
    await post(testApp.app, `/api/v1/auth/email/verify/${token}`, undefined, { ip: freshIp() });
    const logged = logs.lines.join('\n');
    expect(logged).toContain('/api/v1/auth/email/verify/[redacted]');
    expect(logged).not.toContain(token);
  });
});
