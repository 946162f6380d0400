import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SECOND, freshIp, post, testClock } from '../../test/auth-helpers.ts';
import { normalizeRecipient } from './dev-messages.service.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/v1/dev/messages (development outbox)', () => {
  it('lists the codes sent to a number, newest first, however the number is written', async () => {
    const clock = testClock();
    testApp = await createTestApp({ clock: clock.now });
    const { app } = testApp;
    await post(app, '/api/v1/auth/phone/login', { phone: '76555111' }, { ip: freshIp() });
    clock.advance(61 * SECOND);
    await post(app, '/api/v1/auth/phone/login', { phone: '76555111' }, { ip: freshIp() });
    await post(app, '/api/v1/auth/phone/login', { phone: '77000222' }, { ip: freshIp() });

    const response = await app.inject({ method: 'GET', url: '/api/v1/dev/messages?to=%2B23276555111' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json<{ data: Array<{ to: string; code: string; createdAt: string; channel: string; id: string; body: string }> }>();
    expect(data).toHaveLength(2);
    expect(data.every((message) => message.to === '+23276555111' && message.channel === 'sms')).toBe(true);
    expect(data.every((message) => /^\d{6}$/.test(message.code) && message.body.includes(message.code))).toBe(true);
    expect(Date.parse(data[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(data[1]?.createdAt ?? ''));

    // An unencoded + arrives as a space; the 8 national digits work too.
    for (const to of ['+23276555111', '76555111', '23276555111']) {
      const again = await app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${to}` });
      expect(again.json().data, to).toEqual(data);
    }
    const all = await app.inject({ method: 'GET', url: '/api/v1/dev/messages' });
    expect(all.json().data).toHaveLength(3);
  });

  it('does not exist when NODE_ENV=production', async () => {
    testApp = await createTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/dev/messages?to=%2B23276555111' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers only this machine: another address, or any forwarding header, gets 403 and no code', async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    await post(app, '/api/v1/auth/phone/login', { phone: '76555333' }, { ip: freshIp() });
    const url = '/api/v1/dev/messages?to=76555333';
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await app.inject({ method: 'GET', url, remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(local.json().data).toHaveLength(1);
    }
    const refusals = [
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } },
      // A reverse proxy on this machine: the socket is loopback, the client is not.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.50' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.50' } },
    ];
    for (const refusal of refusals) {
      const response = await app.inject({ method: 'GET', url, ...refusal });
      expect(response.statusCode, JSON.stringify(refusal)).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden', message: 'The development outbox answers only requests from this machine.' });
      expect(response.body).not.toMatch(/\d{6}/);
    }
  });

  it('answers only this machine even when TRUSTED_PROXIES makes X-Forwarded-For the client address', async () => {
    testApp = await createTestApp({ env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dev/messages',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('normalizeRecipient', () => {
  it.each([
    ['+23276123456', '+23276123456'],
    [' 23276123456', '+23276123456'],
    ['76123456', '+23276123456'],
    ['+232 76 123 456', '+23276123456'],
    [' Demo@SalonePay.SL ', 'demo@salonepay.sl'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeRecipient(raw)).toBe(expected);
  });
});
