import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshIp, post } from '../../test/auth-helpers.ts';
import { CONTACT_IP_LIMIT } from './support.routes.ts';

// One local-mode app for the file: starting one costs seconds on a busy machine.
let local: TestApp;
beforeAll(async () => {
  local = await createTestApp({ env: { SUPPORT_EMAIL: 'help@shop.example' } });
}, 60_000);
afterAll(async () => local.close());

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const message = { name: 'Fatmata Sesay', email: 'Fatmata@Example.com', phone: '76 555 111', message: 'My payment to Lumley Beach Café is still pending.' };

describe('POST /api/v1/support/contact', () => {
  it('mails the configured support address through the outbox in local mode', async () => {
    const { app } = local;
    const response = await post(app, '/api/v1/support/contact', message, { ip: freshIp() });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Thank you. Your message has been sent to our support team.');
    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/messages?to=help%40shop.example' });
    const [sent] = outbox.json<{ data: { subject: string; body: string; channel: string }[] }>().data;
    expect(sent).toMatchObject({ channel: 'email', subject: 'Contact form: Fatmata Sesay' });
    expect(sent?.body).toContain('fatmata@example.com');
    expect(sent?.body).toContain('still pending');
  });

  it('answers a missing name and a short message field by field', async () => {
    const response = await post(local.app, '/api/v1/support/contact', { name: '  ', email: 'nope', message: 'hi' }, { ip: freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((detail: { field: string }) => detail.field)).toEqual(['name', 'email', 'message']);
  });

  it(`takes ${CONTACT_IP_LIMIT.max} messages an hour from one address, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let sent = 1; sent <= CONTACT_IP_LIMIT.max; sent += 1) {
      expect((await post(local.app, '/api/v1/support/contact', message, { ip })).statusCode).toBe(200);
    }
    const refused = await post(local.app, '/api/v1/support/contact', message, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(local.app, '/api/v1/support/contact', message, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('says so (503) in production without SMTP instead of pretending to send', async () => {
    testApp = await createTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
    });
    const response = await post(testApp.app, '/api/v1/support/contact', message, { ip: freshIp() });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toMatch(/could not be sent/);
  }, 60_000);
});

describe('GET /.well-known/security.txt', () => {
  it('names the configured address and an expiry in the future (RFC 9116)', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Contact: mailto:help@shop.example');
    const expires = /Expires: (\S+)/.exec(response.body)?.[1] ?? '';
    expect(Date.parse(expires)).toBeGreaterThan(Date.now());
  });
});
