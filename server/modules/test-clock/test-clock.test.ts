import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 20: the e2e server's movable auth clock, and why it cannot reach production. */
const phone = '76123457';
const login = (testApp: TestApp) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/auth/phone/login', payload: { phone }, remoteAddress: '127.0.0.1' });
const advance = (testApp: TestApp, advanceSeconds: number, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/dev/clock', payload: { advanceSeconds }, remoteAddress });

describe('E2E_TEST_CLOCK', () => {
  it('is refused with NODE_ENV=production (one line)', () => {
    const production = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salone-config-')),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pay.example.sl',
      APP_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    };
    expect(loadConfig(production).e2eTestClock).toBe(false);
    expect(() => loadConfig({ ...production, E2E_TEST_CLOCK: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, E2E_TEST_CLOCK: 'true' })).toThrow('E2E_TEST_CLOCK is for the e2e server only');
  });
});

describe('POST /api/v1/dev/clock without E2E_TEST_CLOCK', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('does not exist', async () => {
    expect((await advance(testApp, 61)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/dev/clock on the e2e server', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { E2E_TEST_CLOCK: 'true' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('moves the resend rule forward: too soon, then the clock moves 61 s, then the code is resent', async () => {
    expect((await login(testApp)).statusCode).toBe(200);
    const tooSoon = await login(testApp);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ error: { code: 'resend_too_soon' } });

    const moved = await advance(testApp, 61);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ data: { offsetSeconds: 61 } });
    expect((await login(testApp)).statusCode).toBe(200);
  });

  it('answers only this machine, and only moves forward', async () => {
    expect((await advance(testApp, 61, '203.0.113.9')).statusCode).toBe(403);
    expect((await advance(testApp, -60)).statusCode).toBe(400);
    expect((await advance(testApp, 0)).statusCode).toBe(400);
  });
});
