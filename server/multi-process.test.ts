/**
 * Issue 40, checked from outside as an operator runs it: two `npm start` processes and one
 * `npm run worker` on one PostgreSQL database, each with its own DATA_DIR and no APP_SECRET.
 * - a guest payment created on A is read and confirmed through B with its client secret and
 *   settles once; the merchant's live stream held on B receives its arrival;
 * - GET /metrics on each lists request counters and queue depth in Prometheus' format;
 * - SIGTERM to A while 20 requests are in flight answers all 20 and exits 0 within the grace,
 *   while B keeps serving.
 *
 * PostgreSQL only (TEST_DATABASE_URL): PGlite is one process's embedded database, so there is no
 * second process to share it with. On PGlite the whole file is skipped and says so.
 */
import { mkdtempSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/test-env.ts';
import { freshDatabase, type FreshDatabase } from './test/fresh-database.ts';
import { holdRequest } from './test/in-flight.ts';
import { apiCall, signInOver, startServer, startWorker, stopServer, type ServerProcess } from './test/server-process.ts';

const GRACE_SECONDS = 15;

const serverUrl = testDatabaseUrl();

interface CheckoutAnswer {
  payment: { id: string; status: string; amount: number };
  clientSecret: string;
}

/** The environment of one process: its own DATA_DIR, no APP_SECRET, the shared database. */
function processEnv(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SANDBOX_DELAY_SCALE: '0',
    ...extra,
  };
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!serverUrl)('two servers and a worker on one database (PostgreSQL only: skipped on PGlite, which one process holds alone)', () => {
  let database: FreshDatabase;
  const dirs: string[] = [];
  const processes: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let legacySecret: string;
  let merchant: { token: string; userId: string };

  beforeAll(async () => {
    database = await freshDatabase(serverUrl ?? '', 'salone_secret');
    for (let i = 0; i < 3; i += 1) dirs.push(mkdtempSync(path.join(tmpdir(), 'salone-secret-')));
    // A's folder holds the secret an older version generated: the database adopts it.
    legacySecret = `legacy-${randomUUID()}-${randomUUID()}`;
    writeFileSync(path.join(dirs[0] ?? '', 'app-secret'), legacySecret, { mode: 0o600 });
    // One after the other: the second finds the first's secret (and demo data) in the database.
    a = await startServer(processEnv(database.url, dirs[0] ?? '', { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) }));
    processes.push(a);
    b = await startServer(processEnv(database.url, dirs[1] ?? ''));
    processes.push(b);
    processes.push(await startWorker(processEnv(database.url, dirs[2] ?? '')));
  }, 240_000);

  afterAll(async () => {
    for (const process of processes) await stopServer(process, 'SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('a guest payment made on A is read and confirmed through B with its client secret, settles once, and reaches the stream held on B', async () => {
    merchant = await signInOver(a.base, '30400111');
    expect((await apiCall(a.base, 'PUT', '/merchant-profile', { token: merchant.token, body: { businessName: 'Two Servers Shop', category: 'Retail' } })).status).toBe(200);
    // The session made on A works on B.
    expect((await apiCall(b.base, 'GET', '/merchant-profile', { token: merchant.token })).status).toBe(200);

    // The merchant's live stream, held by B.
    const controller = new AbortController();
    const stream = await fetch(`${b.base}/api/v1/events/stream`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${merchant.token}` }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    let streamed = '';
    const arrival = (async () => {
      while (!/event: payment\.completed\n/.test(streamed)) {
        const { done, value } = await reader.read();
        if (done) break;
        streamed += new TextDecoder().decode(value);
      }
      return streamed;
    })();
    await until('the stream to be ready', async () => (streamed.includes('event: ready') ? true : undefined));

    const created = await apiCall<CheckoutAnswer>(a.base, 'POST', '/checkout/payments', {
      key: randomUUID(),
      body: { merchantId: merchant.userId, amount: 250_000, method: 'bank_transfer', bankCode: 'UBA', accountNumber: '1234567890', payerPhone: '77444555' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { payment, clientSecret } = created.body.data as CheckoutAnswer;

    const onB = await apiCall<CheckoutAnswer['payment']>(b.base, 'GET', `/checkout/payments/${payment.id}`, { secret: clientSecret });
    expect([onB.status, onB.body.data?.id]).toEqual([200, payment.id]);
    const confirmed = await apiCall<CheckoutAnswer['payment']>(b.base, 'POST', `/checkout/payments/${payment.id}/confirm`, { secret: clientSecret });
    expect([confirmed.status, confirmed.body.data?.status]).toEqual([200, 'processing']);

    const settled = await until('the payment to settle', async () => {
      const read = await apiCall<CheckoutAnswer['payment']>(a.base, 'GET', `/checkout/payments/${payment.id}`, { secret: clientSecret });
      return read.body.data?.status === 'completed' ? read : undefined;
    });
    expect(settled.status).toBe(200);
    const text = await Promise.race([arrival, new Promise<string>((resolve) => setTimeout(() => resolve(streamed), 15_000))]);
    controller.abort();
    expect(text).toContain('event: payment.completed');
    expect(text).toContain(payment.id);
    // Settled once: the merchant's balance holds this one payment, net of the 1 % bank fee.
    const balance = await apiCall<Array<{ currency: string; available: number }>>(b.base, 'GET', '/balance', { token: merchant.token });
    expect(balance.body.data?.find((row) => row.currency === 'SLE')?.available).toBe(250_000 - 2_500);
  }, 90_000);

  it('GET /metrics on each server lists request counters and queue depth in Prometheus format', async () => {
    for (const server of [a, b]) {
      const response = await fetch(`${server.base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toMatch(/^# TYPE salone_http_requests_total counter$/m);
      expect(text).toMatch(/^salone_http_requests_total\{route="\/api\/v1\/checkout\/payments\/:id",method="GET",status="200"\} [1-9]\d*$/m);
      expect(text).toMatch(/^# TYPE salone_jobs_queue_depth gauge$/m);
      expect(text).toMatch(/^salone_jobs_queue_depth\{queue="payment-poll"\} \d+$/m);
      expect(text).toMatch(/^salone_db_pool_connections\{state="max"\} \d+$/m);
    }
  });

  it('SIGTERM to A while 20 requests are in flight: all 20 answered, A exits 0 within the grace, B keeps serving', async () => {
    const held = Array.from({ length: 20 }, () => holdRequest(a.base, '/api/v1/merchant-preferences', { soundOn: true, smsOnPayment: false }, { authorization: `Bearer ${merchant.token}`, 'idempotency-key': randomUUID() }, 'PUT'));
    // All 20 read by A before the signal (server/test/in-flight.ts says why a sleep is not enough).
    await Promise.all(held.map((request) => request.received));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => a.child.once('exit', (code) => resolve({ code, at: Date.now() })));
    const signalledAt = Date.now();
    a.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const request of held) request.finish();
    const answers = await Promise.all(held.map((request) => request.answer));
    expect(answers.map((answer) => answer.status), answers.map((answer) => answer.body).join('\n').slice(0, 500)).toEqual(Array.from({ length: 20 }, () => 200));
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000);
    expect((await apiCall(b.base, 'GET', '/merchant-profile', { token: merchant.token })).status).toBe(200);
  }, 60_000);

  it('the secret is the database\'s (adopted from the older DATA_DIR secret), and no new one is written into a folder', async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'app_secret'");
    await client.end();
    expect(rows.map((row) => row.value)).toEqual([legacySecret]);
    expect(existsSync(path.join(dirs[1] ?? '', 'app-secret'))).toBe(false);
  });
});
