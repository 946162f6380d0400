/**
 * Issue 12: a payment the merchant's server requests with a key is paid by its payer at the
 * public checkout, through the URL the create answer gives (client secret in it; the id alone
 * opens nothing). And the live-key rule: with the sandbox alone a live key cannot take money
 * (422 `livemode_unavailable`, nothing made); with PAYMENT_PROVIDER=monime it can.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { CreatedApiKeyView } from '../../../domain/api/api-keys.ts';
import type { MerchantPaymentView } from '../../../domain/api/merchant-payments.ts';
import type { CheckoutPayment } from '../../../domain/checkout.ts';
import { approveMerchant } from '../../test/activation-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SECRET, SPACE, startMonimePeer, TOKEN } from '../../dev/monime-peer.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';

type Answer<T> = { status: number; body: { data: T; error?: { code: string; message: string } } };

async function callOn<T>(testApp: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object): Promise<Answer<T>> {
  const response = await testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

async function merchantWithKeys(testApp: TestApp, phone: string): Promise<{ token: string; merchantId: string; key: (mode: 'test' | 'live') => Promise<string> }> {
  const { token, user } = await signIn(testApp.app, phone);
  expect((await callOn(testApp, 'PUT', '/api/v1/merchant-profile', bearer(token), { businessName: 'Kissy Road Books', category: 'Retail' })).status).toBe(200);
  return {
    token,
    merchantId: user.id ?? '',
    key: async (mode) => {
      const created = await callOn<CreatedApiKeyView>(testApp, 'POST', '/api/v1/api-keys', bearer(token), { name: `${mode} server`, mode });
      expect(created.status).toBe(201);
      return created.body.data.secret;
    },
  };
}

describe('a payment requested by API, paid at the checkout (sandbox)', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let merchant: Awaited<ReturnType<typeof merchantWithKeys>>;
  /** Made by the first test: a test key and its completed payment. */
  let testKey = '';
  let paidId = '';

  // Sign-ins and real sandbox payments: slow on a loaded machine.
  beforeAll(async () => {
    testApp = await createTestApp();
    merchant = await merchantWithKeys(testApp, '30555301');
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  const paymentCount = async () =>
    Number((await testApp.database.withSession((s) => s.query<{ n: string }>('SELECT count(*)::text AS n FROM payments')))[0]?.n);

  it("opens only with the URL's secret, and the guest pays it with the code sent to the customer's number", async () => {
    const key = await merchant.key('test');
    testKey = key;
    const created = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', { ...bearer(key), 'idempotency-key': randomUUID() }, {
      amount: 250_000,
      description: 'Order 77',
      customerPhone: '76999001',
    });
    expect(created.status).toBe(201);
    const payment = created.body.data;
    const url = new URL(payment.checkoutUrl);
    expect(url.pathname).toBe(`/pay/${merchant.merchantId}`);
    expect(url.searchParams.get('payment')).toBe(payment.id);
    const secret = url.searchParams.get('secret') ?? '';
    expect(secret.startsWith(`${payment.id}_secret_`)).toBe(true);
    expect(payment.qrContent).toBe(payment.checkoutUrl);

    // The id alone, or another payment's secret, opens nothing.
    expect((await callOn(testApp, 'GET', `/api/v1/checkout/payments/${payment.id}`, {})).status).toBe(404);
    expect((await callOn(testApp, 'GET', `/api/v1/checkout/payments/${payment.id}`, { 'x-client-secret': `${payment.id}_secret_${'A'.repeat(43)}` })).status).toBe(404);
    expect((await callOn(testApp, 'POST', `/api/v1/checkout/payments/${payment.id}/confirm`, { 'idempotency-key': randomUUID() })).status).toBe(404);

    const guest = { 'x-client-secret': secret };
    const opened = await callOn<CheckoutPayment>(testApp, 'GET', `/api/v1/checkout/payments/${payment.id}`, guest);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ status: 'pending_initiation', merchantName: 'Kissy Road Books', amount: 250_000, method: 'orange_money', description: 'Order 77' });

    // The payer's confirmation starts it: Orange Money sends a code to the customer's number.
    const started = await callOn<CheckoutPayment>(testApp, 'POST', `/api/v1/checkout/payments/${payment.id}/confirm`, { ...guest, 'idempotency-key': randomUUID() });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('pending_otp');
    const messages = await callOn<DevMessage[]>(testApp, 'GET', `/api/v1/dev/messages?to=${encodeURIComponent('+23276999001')}`, {});
    const code = messages.body.data.find((message) => message.body.includes(`(ref ${payment.reference})`))?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const submitted = await callOn<CheckoutPayment>(testApp, 'POST', `/api/v1/checkout/payments/${payment.id}/code`, { ...guest, 'idempotency-key': randomUUID() }, { code });
    expect(submitted.body.data.status).toBe('processing');
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);

    const seenByMerchant = await callOn<MerchantPaymentView>(testApp, 'GET', `/api/v1/merchant/payments/${payment.id}`, bearer(key));
    expect(seenByMerchant.body.data).toMatchObject({ status: 'completed', livemode: false, source: 'api' });
    paidId = payment.id;
    expect((await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });

  it('refunds, payouts, events, payment links and webhook endpoints by key: own merchant, own mode; payouts are made in the dashboard only', async () => {
    const asKey = (key: string) => ({ ...bearer(key), 'idempotency-key': randomUUID() });
    const liveKey = await merchant.key('live');
    const other = await merchantWithKeys(testApp, '30555303');
    const otherKey = await other.key('test');

    // A refund replayed with its Idempotency-Key makes one refund; the other mode and another merchant see no payment.
    const refundHeaders = asKey(testKey);
    const refund = await callOn<{ id: string; amount: number; status: string }>(testApp, 'POST', `/api/v1/merchant/payments/${paidId}/refunds`, refundHeaders, { amount: 50_000 });
    expect(refund.status).toBe(201);
    const replay = await callOn<{ id: string }>(testApp, 'POST', `/api/v1/merchant/payments/${paidId}/refunds`, refundHeaders, { amount: 50_000 });
    expect(replay.body.data.id).toBe(refund.body.data.id);
    const refunds = await callOn<{ id: string; amount: number }[]>(testApp, 'GET', `/api/v1/merchant/payments/${paidId}/refunds`, bearer(testKey));
    expect(refunds.body.data.map((row) => [row.id, row.amount])).toEqual([[refund.body.data.id, 50_000]]);
    expect((await callOn(testApp, 'POST', `/api/v1/merchant/payments/${paidId}/refunds`, asKey(liveKey), { amount: 1_000 })).status).toBe(404);
    expect((await callOn(testApp, 'GET', `/api/v1/merchant/payments/${paidId}/refunds`, bearer(otherKey))).status).toBe(404);

    // Events: the test key sees its payment's completion; the live key and another merchant see nothing of it.
    const events = await callOn<{ items: { id: string; type: string; livemode: boolean; data: { id?: string } }[] }>(testApp, 'GET', '/api/v1/merchant/events?type=payment.completed', bearer(testKey));
    expect(events.status).toBe(200);
    const completed = events.body.data.items.find((event) => event.data.id === paidId);
    expect(completed).toMatchObject({ type: 'payment.completed', livemode: false });
    const eventId = completed?.id ?? '';
    expect((await callOn(testApp, 'GET', `/api/v1/merchant/events/${eventId}`, bearer(testKey))).status).toBe(200);
    expect((await callOn(testApp, 'GET', `/api/v1/merchant/events/${eventId}`, bearer(liveKey))).status).toBe(404);
    expect((await callOn(testApp, 'GET', `/api/v1/merchant/events/${eventId}`, bearer(otherKey))).status).toBe(404);
    expect((await callOn<{ items: unknown[] }>(testApp, 'GET', '/api/v1/merchant/events', bearer(liveKey))).body.data.items).toEqual([]);

    // Payouts: listed by key; made only with a session and the step-up code.
    expect((await callOn<{ items: unknown[] }>(testApp, 'GET', '/api/v1/merchant/payouts', bearer(testKey))).body.data.items).toEqual([]);
    const payoutByKey = await callOn(testApp, 'POST', '/api/v1/payouts', asKey(testKey), { accountId: randomUUID(), amount: 10_000, code: '123456' });
    expect(payoutByKey.status).toBe(403);
    expect(payoutByKey.body.error?.code).toBe('api_key_not_allowed');
    expect((await callOn(testApp, 'POST', '/api/v1/step-up/code', asKey(testKey), { purpose: 'payout' })).status).toBe(403);

    // Payment links are test records: a test key makes and lists them; a live key has none and cannot make one.
    const link = await callOn<{ id: string }>(testApp, 'POST', '/api/v1/payment-links', asKey(testKey), { amount: 20_000, currency: 'SLE', description: 'School fees', reusable: true });
    expect(link.status).toBe(201);
    expect((await callOn<{ items: { id: string }[] }>(testApp, 'GET', '/api/v1/payment-links', bearer(testKey))).body.data.items.map((row) => row.id)).toContain(link.body.data.id);
    expect((await callOn<{ items: unknown[] }>(testApp, 'GET', '/api/v1/payment-links', bearer(liveKey))).body.data.items).toEqual([]);
    const liveLink = await callOn(testApp, 'POST', '/api/v1/payment-links', asKey(liveKey), { amount: 20_000, currency: 'SLE', description: 'School fees', reusable: true });
    expect(liveLink.status).toBe(422);
    expect(liveLink.body.error?.code).toBe('livemode_unavailable');
    expect((await callOn<{ items: unknown[] }>(testApp, 'GET', '/api/v1/payment-links', bearer(otherKey))).body.data.items).toEqual([]);

    // Webhook endpoints by key, in the key's mode; a revoked key is refused.
    const endpoint = await callOn<{ id: string; livemode: boolean; secret: string }>(testApp, 'POST', '/api/v1/webhook-endpoints', asKey(testKey), {
      url: 'http://127.0.0.1:9/hooks',
      events: ['payment.completed'],
    });
    expect(endpoint.status).toBe(201);
    expect(endpoint.body.data).toMatchObject({ livemode: false, secret: expect.stringMatching(/^whsec_/) as unknown as string });
    const listed = async (key: string) => (await callOn<{ id: string }[]>(testApp, 'GET', '/api/v1/webhook-endpoints', bearer(key))).body.data.map((row) => row.id);
    expect(await listed(testKey)).toEqual([endpoint.body.data.id]);
    expect(await listed(liveKey)).toEqual([]);
    expect(await listed(otherKey)).toEqual([]);
    expect((await callOn(testApp, 'GET', `/api/v1/webhook-endpoints/${endpoint.body.data.id}/deliveries`, bearer(liveKey))).status).toBe(404);

    const keys = await callOn<{ id: string; hint: string }[]>(testApp, 'GET', '/api/v1/api-keys', bearer(other.token));
    const otherKeyId = keys.body.data.find((row) => otherKey.endsWith(row.hint.slice(-4)))?.id ?? '';
    expect((await callOn(testApp, 'POST', `/api/v1/api-keys/${otherKeyId}/revoke`, { ...bearer(other.token), 'idempotency-key': randomUUID() })).status).toBe(200);
    const revoked = await callOn(testApp, 'GET', '/api/v1/merchant/events', bearer(otherKey));
    expect(revoked.status).toBe(401);
    expect(revoked.body.error?.code).toBe('invalid_api_key');
  });

  it("a replay with the same key answers the same payment and checkout URL, though the URL's secret was never stored", async () => {
    const key = await merchant.key('test');
    const headers = { ...bearer(key), 'idempotency-key': randomUUID() };
    const body = { amount: 60_000, description: 'Order 79', customerPhone: '76999003' };
    const first = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', headers, body);
    expect(first.status).toBe(201);
    const kept = await testApp.database.withSession((session) =>
      session.query<{ response_body: string | null; withheld: string | null }>('SELECT response_body, withheld FROM idempotency_keys WHERE key = $1', [headers['idempotency-key']]),
    );
    expect(kept).toEqual([{ response_body: null, withheld: 'secret' }]);
    const before = await paymentCount();
    const replay = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', headers, body);
    expect(replay.status).toBe(201);
    expect(replay.body.data).toEqual(first.body.data);
    expect(await paymentCount()).toBe(before);
  });

  it('a request re-run after a crash (its answer lost, the key taken over) answers the payment it made, and makes no second one', async () => {
    const key = await merchant.key('test');
    const headers = { ...bearer(key), 'idempotency-key': randomUUID() };
    const body = { amount: 90_000, description: 'Order 78', customerPhone: '76999002' };
    const first = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', headers, body);
    expect(first.status).toBe(201);
    const before = await paymentCount();
    // The process died after the payment committed and before its answer was stored: the key
    // is left in flight, and after the lock's time a retry takes it over and runs the handler again.
    await testApp.database.withSession((session) =>
      session.query(
        `UPDATE idempotency_keys SET state = 'in_flight', response_status = NULL, response_body = NULL, response_content_type = NULL, withheld = NULL,
           completed_at = NULL, locked_at = now() - interval '10 minutes' WHERE key = $1`,
        [headers['idempotency-key']],
      ),
    );
    const retry = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', headers, body);
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(retry.body.data.checkoutUrl).toBe(first.body.data.checkoutUrl);
    expect(await paymentCount()).toBe(before);
  });

  it('a live key on the sandbox alone: 422 livemode_unavailable, and no payment is made', async () => {
    const liveKey = await merchant.key('live');
    const before = await paymentCount();
    const refused = await callOn(testApp, 'POST', '/api/v1/merchant/payments', { ...bearer(liveKey), 'idempotency-key': randomUUID() }, {
      amount: 100_000,
      description: 'Order 78',
      customerPhone: '76999001',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'livemode_unavailable', message: 'Live payments are not available yet on this installation. Use a test key.' });
    expect(await paymentCount()).toBe(before);
  });
});

describe('live keys with PAYMENT_PROVIDER=monime (loopback peer)', { timeout: 60_000 }, () => {
  let loopback: Awaited<ReturnType<typeof startMonimePeer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    loopback = await startMonimePeer();
    testApp = await createTestApp({
      env: { PAYMENT_PROVIDER: 'monime', MONIME_API_URL: loopback.baseUrl, MONIME_ACCESS_TOKEN: TOKEN, MONIME_SPACE_ID: SPACE, MONIME_WEBHOOK_SECRET: SECRET },
    });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await loopback.close();
  });

  it('a live key makes a live payment, which Monime collects when the payer starts it', async () => {
    const merchant = await merchantWithKeys(testApp, '30555302');
    const liveKey = await merchant.key('live');
    const request = { amount: 100_000, description: 'Order 79', customerPhone: '76999002' };
    // Issue 33/34: live money waits for an admin's approval of the merchant.
    const early = await callOn(testApp, 'POST', '/api/v1/merchant/payments', { ...bearer(liveKey), 'idempotency-key': randomUUID() }, request);
    expect([early.status, early.body.error?.code]).toEqual([403, 'merchant_not_activated']);
    await approveMerchant(testApp, merchant.merchantId);
    const created = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', { ...bearer(liveKey), 'idempotency-key': randomUUID() }, request);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ livemode: true, provider: expect.stringMatching(/./) as unknown as string });
    const secret = new URL(created.body.data.checkoutUrl).searchParams.get('secret') ?? '';
    const started = await callOn<CheckoutPayment>(testApp, 'POST', `/api/v1/checkout/payments/${created.body.data.id}/confirm`, {
      'x-client-secret': secret,
      'idempotency-key': randomUUID(),
    });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('pending_confirmation');
    expect(loopback.peer.seen.some((seen) => seen.method === 'POST' && seen.path === '/payment-codes')).toBe(true);
  });

  it('a test key beside Monime still pays in the sandbox: Monime is never called and the code comes from the dev outbox', async () => {
    const merchant = await merchantWithKeys(testApp, '30555304');
    const testKey = await merchant.key('test');
    const monimeCallsBefore = loopback.peer.seen.length;
    const created = await callOn<MerchantPaymentView>(testApp, 'POST', '/api/v1/merchant/payments', { ...bearer(testKey), 'idempotency-key': randomUUID() }, {
      amount: 120_000,
      description: 'Order 80',
      customerPhone: '76999004',
    });
    expect(created.status).toBe(201);
    const payment = created.body.data;
    expect(payment.livemode).toBe(false);
    const guest = { 'x-client-secret': new URL(payment.checkoutUrl).searchParams.get('secret') ?? '' };
    const started = await callOn<CheckoutPayment>(testApp, 'POST', `/api/v1/checkout/payments/${payment.id}/confirm`, { ...guest, 'idempotency-key': randomUUID() });
    expect(started.body.data.status).toBe('pending_otp');
    const messages = await callOn<DevMessage[]>(testApp, 'GET', `/api/v1/dev/messages?to=${encodeURIComponent('+23276999004')}`, {});
    const code = messages.body.data.find((message) => message.body.includes(`(ref ${payment.reference})`))?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await callOn<CheckoutPayment>(testApp, 'POST', `/api/v1/checkout/payments/${payment.id}/code`, { ...guest, 'idempotency-key': randomUUID() }, { code });
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    const settled = await callOn<MerchantPaymentView>(testApp, 'GET', `/api/v1/merchant/payments/${payment.id}`, bearer(testKey));
    expect(settled.body.data).toMatchObject({ status: 'completed', livemode: false });
    // Not one request reached Monime for this test payment.
    expect(loopback.peer.seen.slice(monimeCallsBefore)).toEqual([]);
    expect((await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });
});
