/**
 * Webhooks as a merchant's server sees them (issue 12): signed deliveries that the independent
 * `standardwebhooks` library verifies, retries on a test clock until the receiver answers,
 * the attempt log, resend, test events, secret rotation with an overlap, and the address guard
 * on save and again at delivery.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../domain/transactions.ts';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '../../../domain/webhooks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { drainWebhookJobs } from './webhooks-runtime.ts';
import { createWebhooksService, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, ROTATION_OVERLAP_MS } from './webhooks.service.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A merchant's receiver on this machine: answers `statuses` in turn, then 200. */
class Receiver {
  readonly received: Received[] = [];
  statuses: number[] = [];
  private server: Server = createServer((request, response) => {
    // Only a delivery counts: anything else on this port (a stray GET from a process that was
    // told a port number another program then took) is not one (issue 39).
    if (request.method !== 'POST' || request.url !== '/hooks') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = this.statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : `down for maintenance ${'x'.repeat(5000)}`);
    });
  });
  url = '';
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** standardwebhooks checks the timestamp against Date.now(): verify as at the test clock's time. */
function verifyAt(at: Date, secret: string, received: Received): unknown {
  vi.spyOn(Date, 'now').mockReturnValue(at.getTime());
  try {
    return new Webhook(secret).verify(received.body, received.headers as Record<string, string>);
  } finally {
    vi.restoreAllMocks();
  }
}

// Each test drives many deliveries and payments through real HTTP: generous on a loaded machine.
describe('webhooks', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  // Near real time: receivers verify timestamps against their own clock.
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);
  let merchantToken: string;
  let merchantId: string;
  let payerToken: string;
  const receivers: Receiver[] = [];

  const inject = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string; message: string } }>() };
  };
  const receiver = async () => {
    const started = await new Receiver().start();
    receivers.push(started);
    return started;
  };
  const createEndpoint = async (url: string, events = ['payment.completed']) => inject<WebhookEndpointWithSecret>('POST', '/api/v1/webhook-endpoints', merchantToken, { url, events });
  const deliveries = async (endpointId: string) => (await inject<Page<WebhookDelivery>>('GET', `/api/v1/webhook-endpoints/${endpointId}/deliveries`, merchantToken)).body.data.items;
  const drain = () => drainWebhookJobs(testApp.app.jobs, testApp.app.webhooks);
  /** A bank transfer the payer confirms, settled by the sandbox: one payment.completed event. */
  const completePayment = async (amount: number) => {
    const created = await inject<{ id: string }>('POST', '/api/v1/payments', payerToken, { merchantId, amount, method: 'bank_transfer', bankCode: 'RBL', description: 'Order 9' });
    expect(created.status).toBe(201);
    await inject('POST', `/api/v1/payments/${created.body.data.id}/confirm`, payerToken);
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    expect((await testApp.app.payments.payments.get(created.body.data.id)).status).toBe('completed');
    return created.body.data.id;
  };

  let signedInAt = 0;
  /** Tests move the clock by days; sessions lapse, so both sides sign in again when they have. */
  const signInAgain = async () => {
    if (now.getTime() - signedInAt < 3_600_000) return;
    signedInAt = now.getTime();
    merchantToken = (await signIn(testApp.app, '30555222')).token;
    payerToken = (await signIn(testApp.app, '77123555')).token;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    await signInAgain();
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555222'"));
    merchantId = merchant?.id ?? '';
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Kissy Road Pharmacy', category: 'Health' });
    // Migrating a database and two sign-ins: slow on a loaded machine.
  }, 120_000);
  beforeEach(signInAgain);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.stop()));
    await testApp?.close();
  }, 60_000);

  it('a completed payment reaches the endpoint signed so that standardwebhooks verifies it, and the attempt is logged', async () => {
    const hook = await receiver();
    const created = await createEndpoint(hook.url);
    expect(created.status).toBe(201);
    expect(created.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body.data).toMatchObject({ url: hook.url, events: ['payment.completed'], enabled: true, failingSince: null, livemode: false });
    // Shown once: never in the list.
    const listed = await inject<WebhookEndpoint[]>('GET', '/api/v1/webhook-endpoints', merchantToken);
    expect(listed.body.data.map((e) => e.id)).toContain(created.body.data.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.data.secret);

    const paymentId = await completePayment(250_000);
    await drain();
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    if (!request) throw new Error('no delivery');
    const payload = verifyAt(now, created.body.data.secret, request) as { id: string; type: string; data: { id: string; amount: number; status: string } };
    expect(payload).toMatchObject({ type: 'payment.completed', data: { id: paymentId, amount: 250_000, status: 'completed' } });
    expect(request.headers['webhook-id']).toBe(payload.id);
    // A forged body does not verify.
    expect(() => verifyAt(now, created.body.data.secret, { ...request, body: request.body.replace('250000', '999999') })).toThrow();

    const [delivery] = await deliveries(created.body.data.id);
    expect(delivery).toMatchObject({ eventId: payload.id, eventType: 'payment.completed', origin: 'event', status: 'succeeded', attemptCount: 1, nextAttemptAt: null });
    expect(delivery?.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200, responseExcerpt: 'ok', error: null })]);
    expect(delivery?.attempts[0]?.latencyMs).toBeGreaterThanOrEqual(0);
    // The job run again, or twice at once, sends nothing twice.
    await Promise.all([testApp.app.webhooks.deliver({ deliveryId: delivery?.id ?? '' }), testApp.app.webhooks.deliver({ deliveryId: delivery?.id ?? '' })]);
    await drain();
    expect(hook.received).toHaveLength(1);
    expect((await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });

  it('a receiver that fails five times gets the event on the sixth try, each retry waiting its backoff', async () => {
    const hook = await receiver();
    hook.statuses = [500, 500, 503, 500, 502];
    const endpoint = (await createEndpoint(hook.url)).body.data;
    await completePayment(100_000);

    await drain();
    for (let failures = 1; failures <= 5; failures += 1) {
      expect(hook.received).toHaveLength(failures);
      const [pending] = await deliveries(endpoint.id);
      const wait = (RETRY_DELAYS_SECONDS[failures - 1] ?? 0) * 1000;
      expect(pending).toMatchObject({ status: 'pending', attemptCount: failures, nextAttemptAt: new Date(now.getTime() + wait).toISOString() });
      // Not yet due: nothing is sent a second before the backoff ends.
      now = new Date(now.getTime() + wait - 1000);
      await drain();
      expect(hook.received).toHaveLength(failures);
      now = new Date(now.getTime() + 1000);
      await drain();
    }
    expect(hook.received).toHaveLength(6);
    const ids = new Set(hook.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const last = hook.received[5];
    if (!last) throw new Error('no sixth request');
    expect(verifyAt(now, endpoint.secret, last)).toMatchObject({ type: 'payment.completed' });

    const [delivery] = await deliveries(endpoint.id);
    expect(delivery?.status).toBe('succeeded');
    expect(delivery?.attempts.map((a) => a.statusCode)).toEqual([500, 500, 503, 500, 502, 200]);
    // The log keeps a bounded excerpt of what the receiver answered.
    expect(delivery?.attempts[0]?.responseExcerpt).toMatch(/^down for maintenance x+$/);
    expect(delivery?.attempts[0]?.responseExcerpt.length).toBe(1024);
  });

  it('after about three days of failures the endpoint is marked failing; a resend that succeeds clears it', async () => {
    const hook = await receiver();
    hook.statuses = Array<number>(MAX_ATTEMPTS).fill(500);
    const endpoint = (await createEndpoint(hook.url)).body.data;
    const test = await inject<WebhookDelivery>('POST', `/api/v1/webhook-endpoints/${endpoint.id}/test`, merchantToken);
    expect(test.status).toBe(202);
    const started = now.getTime();
    await drain();
    for (const delay of RETRY_DELAYS_SECONDS) {
      now = new Date(now.getTime() + delay * 1000);
      await drain();
    }
    expect(hook.received).toHaveLength(MAX_ATTEMPTS);
    const days = (now.getTime() - started) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.5);
    await signInAgain();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: MAX_ATTEMPTS, nextAttemptAt: null, eventType: 'webhook.test' });
    const failing = (await inject<WebhookEndpoint[]>('GET', '/api/v1/webhook-endpoints', merchantToken)).body.data.find((e) => e.id === endpoint.id);
    expect(failing?.failingSince).toBe(now.toISOString());
    // Nothing more is tried after giving up.
    now = new Date(now.getTime() + 86_400_000);
    await drain();
    expect(hook.received).toHaveLength(MAX_ATTEMPTS);
    await signInAgain();

    const resent = await inject<WebhookDelivery>('POST', `/api/v1/webhook-endpoints/${endpoint.id}/resend`, merchantToken, { eventId: test.body.data.eventId });
    expect(resent.status).toBe(202);
    expect(resent.body.data).toMatchObject({ origin: 'resend', status: 'pending', eventId: test.body.data.eventId });
    await drain();
    expect(hook.received).toHaveLength(MAX_ATTEMPTS + 1);
    expect(hook.received.at(-1)?.body).toBe(hook.received[0]?.body);
    expect(hook.received.at(-1)?.headers['webhook-id']).toBe(test.body.data.eventId);
    const cleared = (await inject<WebhookEndpoint[]>('GET', '/api/v1/webhook-endpoints', merchantToken)).body.data.find((e) => e.id === endpoint.id);
    expect(cleared?.failingSince).toBeNull();
  });

  it('resends any event of the merchant, also one recorded before the endpoint existed', async () => {
    await completePayment(70_000);
    const [event] = await testApp.database.withSession((s) => s.query<{ id: string }>('SELECT id FROM events WHERE merchant_id = $1 ORDER BY seq DESC LIMIT 1', [merchantId]));
    await drain();
    const hook = await receiver();
    const endpoint = (await createEndpoint(hook.url, ['payment.failed'])).body.data;
    const resent = await inject<WebhookDelivery>('POST', `/api/v1/webhook-endpoints/${endpoint.id}/resend`, merchantToken, { eventId: event?.id ?? '' });
    expect(resent.status).toBe(202);
    await drain();
    expect(hook.received).toHaveLength(1);
    expect(verifyAt(now, endpoint.secret, hook.received[0] as Received)).toMatchObject({ id: event?.id, type: 'payment.completed' });
    // Another merchant's endpoint cannot resend this merchant's events, nor see its endpoints.
    const otherToken = (await signIn(testApp.app, '30555333')).token;
    await inject('PUT', '/api/v1/merchant-profile', otherToken, { businessName: 'Lumley Bakery', category: 'Food' });
    expect((await inject('POST', `/api/v1/webhook-endpoints/${endpoint.id}/resend`, otherToken, { eventId: event?.id ?? '' })).status).toBe(404);
    expect((await inject('GET', `/api/v1/webhook-endpoints/${endpoint.id}/deliveries`, otherToken)).status).toBe(404);
    expect((await inject<WebhookEndpoint[]>('GET', '/api/v1/webhook-endpoints', otherToken)).body.data).toEqual([]);
  });

  it('only subscribed, enabled endpoints get an event', async () => {
    const hook = await receiver();
    const endpoint = (await createEndpoint(hook.url, ['payment.failed', 'payout.completed'])).body.data;
    const disabledHook = await receiver();
    const disabled = (await createEndpoint(disabledHook.url)).body.data;
    expect((await inject<WebhookEndpoint>('PATCH', `/api/v1/webhook-endpoints/${disabled.id}`, merchantToken, { enabled: false })).body.data.enabled).toBe(false);
    await completePayment(60_000);
    await drain();
    expect(hook.received).toHaveLength(0);
    expect(disabledHook.received).toHaveLength(0);
    // A delivery queued before the endpoint was disabled is not sent, and not retried for days.
    const queued = await inject<WebhookDelivery>('POST', `/api/v1/webhook-endpoints/${disabled.id}/test`, merchantToken);
    await drain();
    expect(disabledHook.received).toHaveLength(0);
    expect((await deliveries(disabled.id))[0]).toMatchObject({ id: queued.body.data.id, status: 'failed', attempts: [expect.objectContaining({ error: 'Not sent: the endpoint is disabled.' })] });
    expect((await inject<WebhookEndpoint>('PATCH', `/api/v1/webhook-endpoints/${endpoint.id}`, merchantToken, { events: ['payment.completed'] })).body.data.events).toEqual(['payment.completed']);
    await completePayment(60_000);
    await drain();
    expect(hook.received).toHaveLength(1);
    expect((await inject('DELETE', `/api/v1/webhook-endpoints/${endpoint.id}`, merchantToken)).status).toBe(200);
    await completePayment(60_000);
    await drain();
    expect(hook.received).toHaveLength(1);
  });

  it('after a rotation both secrets sign until the overlap ends, then only the new one', async () => {
    const hook = await receiver();
    const created = (await createEndpoint(hook.url)).body.data;
    const rotated = await inject<WebhookEndpointWithSecret>('POST', `/api/v1/webhook-endpoints/${created.id}/rotate-secret`, merchantToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).not.toBe(created.secret);
    expect(rotated.body.data.previousSecretExpiresAt).toBe(new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString());

    await inject('POST', `/api/v1/webhook-endpoints/${created.id}/test`, merchantToken);
    await drain();
    const during = hook.received[0] as Received;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyAt(now, created.secret, during)).toMatchObject({ type: 'webhook.test' });
    expect(verifyAt(now, rotated.body.data.secret, during)).toMatchObject({ type: 'webhook.test' });

    now = new Date(now.getTime() + ROTATION_OVERLAP_MS + 1000);
    await signInAgain();
    await inject('POST', `/api/v1/webhook-endpoints/${created.id}/test`, merchantToken);
    await drain();
    const after = hook.received[1] as Received;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verifyAt(now, created.secret, after)).toThrow();
    expect(verifyAt(now, rotated.body.data.secret, after)).toMatchObject({ type: 'webhook.test' });
  });

  it('production refuses private, loopback and non-https URLs when saved, and again at delivery', async () => {
    const production = createWebhooksService({ db: testApp.database.db, jobs: testApp.app.jobs, now: () => now, appSecret: testApp.config.appSecret, policy: { allowLoopback: false } });
    for (const url of [
      'http://example.com/hooks',
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.1.2.3/hooks',
      'https://172.20.0.5/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://[::1]/hooks',
      'https://[fd12:3456::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[::ffff:7f00:1]/hooks',
      'https://0.0.0.0/hooks',
      'https://user:pw@example.com/hooks',
    ]) {
      await expect(production.create({ merchantId, livemode: false }, { url, events: ['payment.completed'] }), url).rejects.toMatchObject({ statusCode: 422, code: 'webhook_url_refused' });
    }
    // Saved while plain http to loopback was allowed (as if the rules or DNS changed since): delivery checks again.
    const hook = await receiver();
    const endpoint = (await createEndpoint(hook.url)).body.data;
    await inject('POST', `/api/v1/webhook-endpoints/${endpoint.id}/test`, merchantToken);
    await production.sweep();
    await testApp.app.jobs.runDue<{ deliveryId: string }>('webhook-deliver', (job) => production.deliver(job));
    expect(hook.received).toHaveLength(0);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery?.attempts[0]).toMatchObject({ statusCode: null, error: 'Webhook URLs must start with https://.' });
    expect(delivery?.status).toBe('pending');

    // A name that answered with a public address when saved and a private one at delivery
    // (DNS rebinding) is refused at delivery, and no request leaves.
    let answer = '93.184.216.34';
    const sent: string[] = [];
    const rebinding = createWebhooksService({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      now: () => now,
      appSecret: testApp.config.appSecret,
      policy: { allowLoopback: false },
      resolve: async () => [{ address: answer, family: 4 }],
      send: async (request) => {
        sent.push(request.address.address);
        return { statusCode: 200, latencyMs: 1, excerpt: 'ok', error: null };
      },
    });
    const saved = await rebinding.create({ merchantId, livemode: false }, { url: 'https://hooks.example.com/in', events: ['payment.completed'] });
    answer = '10.0.0.5';
    await rebinding.sendTestEvent({ merchantId, livemode: false }, saved.id);
    await testApp.app.jobs.runDue<{ deliveryId: string }>('webhook-deliver', (job) => rebinding.deliver(job));
    expect(sent).toEqual([]);
    const [refused] = (await rebinding.deliveries({ merchantId, livemode: false }, saved.id)).items;
    expect(refused?.attempts[0]?.error).toMatch(/resolves to a private, loopback or reserved address/);
    answer = '93.184.216.35';
    now = new Date(now.getTime() + 60_000);
    await rebinding.sweep();
    await testApp.app.jobs.runDue<{ deliveryId: string }>('webhook-deliver', (job) => rebinding.deliver(job));
    // Connected to the address just checked.
    expect(sent).toEqual(['93.184.216.35']);
  });

  it('the API answers in its envelope: a URL it refuses, unknown events, another merchant-less user', async () => {
    expect((await createEndpoint('ftp://example.com')).body.error?.code).toBe('webhook_url_refused');
    expect((await createEndpoint('https://example.com/x', ['payment.stolen'])).status).toBe(400);
    expect((await createEndpoint('https://example.com/x', [])).status).toBe(400);
    const stranger = (await signIn(testApp.app, '30555444')).token;
    const refused = await inject('POST', '/api/v1/webhook-endpoints', stranger, { url: 'https://example.com/x', events: ['payment.completed'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('merchant_profile_required');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/webhook-endpoints' })).statusCode).toBe(401);
  });
});
