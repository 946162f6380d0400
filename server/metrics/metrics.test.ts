/**
 * Issue 40: GET /metrics in Prometheus' text format, and who may read it; readiness apart from
 * liveness. Driven through the app as a scraper and a load balancer would ask.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../test/sign-in.ts';

const TOKEN = 'metrics-token-metrics-token-0123456789';

/** The value of one sample line, e.g. `salone_jobs_queue_depth{queue="payment-poll"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (Object.entries(labels).every(([key, value]) => inside.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  let test: TestApp;
  let merchantId: string;
  beforeAll(async () => {
    test = await createTestApp({ env: { METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: '127.0.0.1' } });
    const merchant = await signIn(test.app, '30600111');
    merchantId = merchant.user.id ?? '';
    await test.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchant.token), payload: { businessName: 'Metrics Shop', category: 'Retail' } });
  });
  afterAll(async () => {
    await test.close();
  });
  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    test.app.inject({ method: 'GET', url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', ...(options.headers ? { headers: options.headers } : {}) });

  it('counts requests by route pattern and status (never the raw URL), provider calls, queue depth, streams, webhooks, memory', async () => {
    const unknownMerchant = randomUUID();
    expect((await test.app.inject({ method: 'GET', url: `/api/v1/checkout/merchants/${unknownMerchant}` })).statusCode).toBe(404);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/payments',
      headers: { 'idempotency-key': randomUUID() },
      payload: { merchantId, amount: 100_000, method: 'bank_transfer', bankCode: 'UBA', accountNumber: '1234567890', payerPhone: '77444555' },
    });
    expect(created.statusCode).toBe(201);
    const { payment, clientSecret } = created.json<{ data: { payment: { id: string }; clientSecret: string } }>().data;
    // Confirming starts processing and enqueues its status poll.
    expect((await test.app.inject({ method: 'POST', url: `/api/v1/checkout/payments/${payment.id}/confirm`, headers: { 'x-client-secret': clientSecret } })).statusCode).toBe(200);

    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(sample(text, 'salone_http_requests_total', { route: '/api/v1/checkout/merchants/:merchantId', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'salone_http_requests_total', { route: '/api/v1/checkout/payments', method: 'POST', status: '201' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'salone_http_request_duration_seconds_count', { route: '/api/v1/checkout/payments', method: 'POST', status: '201' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(unknownMerchant);
    expect(text).not.toContain(payment.id);
    expect(sample(text, 'salone_provider_calls_total', { provider: 'sandbox', operation: 'initiate' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'salone_provider_calls_total', { provider: 'sandbox', operation: 'submitCode' })).toBeGreaterThanOrEqual(1);
    // The poll job waits in its queue (no worker in this test app).
    const depth = [...text.matchAll(/^salone_jobs_queue_depth\{queue="[^"]+"\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(depth).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^salone_live_streams_open 0$/m);
    expect(sample(text, 'salone_webhook_deliveries', { state: 'pending' })).toBe(0);
    expect(sample(text, 'salone_webhook_deliveries', { state: 'failed' })).toBe(0);
    expect(text).toMatch(/^salone_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^# TYPE salone_http_requests_total counter$/m);
  });

  it('is answered only to this machine or the METRICS_TOKEN bearer; a client behind the trusted proxy is not this machine', async () => {
    const refused = await scrape({ remoteAddress: '203.0.113.5' });
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([403, 'forbidden']);
    expect(refused.body).not.toContain('salone_');
    expect((await scrape({ remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer wrong-token-wrong-token-wrong-token' } })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    // Through the proxy on this machine: the socket is loopback, the client is not.
    expect((await scrape({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/health/ready', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('is ready with the database reachable and every migration applied, and 503 naming a migration not applied yet', async () => {
    const ready = await test.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ data: object }>().data).toEqual({ ready: true, checks: { database: 'ok', migrations: 'applied', draining: false }, pendingMigrations: [] });

    // As a process of a newer version sees the database before its migrations ran.
    const [last] = await test.database.withSession((session) => session.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY name DESC LIMIT 1'));
    await test.database.withSession((session) => session.query('DELETE FROM schema_migrations WHERE name = $1', [last?.name]));
    const waiting = await test.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json<{ data: object }>().data).toEqual({ ready: false, checks: { database: 'ok', migrations: 'pending', draining: false }, pendingMigrations: [last?.name] });
    await test.database.withSession((session) => session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [last?.name, last?.checksum]));
    // Liveness is another question: the process is up either way.
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
