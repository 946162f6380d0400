/**
 * CORS (DESIGN §5): same origin only by default; origins in CORS_ORIGINS may call with
 * credentials and get their preflights answered; any other origin gets no permission header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('CORS', () => {
  let listed: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    listed = await createTestApp({ env: { CORS_ORIGINS: 'https://shop.example' } });
    closed = await createTestApp();
  });
  afterAll(async () => {
    await listed.close();
    await closed.close();
  });

  it('lets a listed origin read answers with credentials, per origin (Vary)', async () => {
    const response = await listed.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://shop.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers.vary)).toMatch(/Origin/);
  });

  it('answers a listed origin preflight with the methods and headers the API takes', async () => {
    const response = await listed.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/payments',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
    expect(response.headers['access-control-max-age']).toBe('600');
  });

  it('gives an unlisted origin no permission, and by default no origin at all', async () => {
    const other = await listed.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await listed.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/payments',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const byDefault = await closed.app.inject({ method: 'GET', url: '/api/v1/health', headers: { origin: 'https://shop.example' } });
    expect(byDefault.headers['access-control-allow-origin']).toBeUndefined();
  });
});
