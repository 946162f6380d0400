/**
 * Issue 12: merchants' secret API keys and the payments their servers reach with them.
 * A key acts only for its merchant, only in its own mode, only on merchant resources; a revoked
 * key is refused; a replayed POST makes one payment; limits count per key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyView, ApiKeyView } from '../../../domain/api/api-keys.ts';
import type { MerchantPaymentView } from '../../../domain/api/merchant-payments.ts';
import { audit } from '../ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

interface Answer<T> {
  status: number;
  body: { data: T; error?: { code: string; message: string } };
  headers: Record<string, unknown>;
}

describe('API keys and the merchant API', () => {
  let testApp: TestApp;
  let aliceToken: string;
  let bobToken: string;
  let aliceId: string;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, credential: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const response = await testApp.app.inject({ method, url, headers: { ...bearer(credential), ...headers }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<Answer<T>['body']>(), headers: response.headers };
  };
  const createKey = async (token: string, mode: 'test' | 'live', name = `${mode} server`) => {
    const created = await call<CreatedApiKeyView>('POST', '/api/v1/api-keys', token, { name, mode });
    expect(created.status).toBe(201);
    return created.body.data;
  };
  const paymentCount = async () =>
    Number((await testApp.database.withSession((s) => s.query<{ n: string }>('SELECT count(*)::text AS n FROM payments')))[0]?.n);

  beforeAll(async () => {
    testApp = await createTestApp();
    aliceToken = (await signIn(testApp.app, '30555201')).token;
    bobToken = (await signIn(testApp.app, '30555202')).token;
    for (const [token, businessName] of [
      [aliceToken, 'Alice Fabrics'],
      [bobToken, 'Bob Electronics'],
    ] as const) {
      expect((await call('PUT', '/api/v1/merchant-profile', token, { businessName, category: 'Retail' })).status).toBe(200);
    }
    const [alice] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555201'"));
    aliceId = alice?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('creates test and live keys shown once, stores only their hash, lists them without the secret', async () => {
    const testKey = await createKey(aliceToken, 'test');
    const liveKey = await createKey(aliceToken, 'live');
    expect(testKey.secret).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(liveKey.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    expect(testKey).toMatchObject({ mode: 'test', name: 'test server', hint: `sk_test_…${testKey.secret.slice(-4)}`, lastUsedAt: null, revokedAt: null });

    const listed = await call<ApiKeyView[]>('GET', '/api/v1/api-keys', aliceToken);
    expect(listed.body.data.map((key) => key.id).sort()).toEqual([testKey.id, liveKey.id].sort());
    expect(JSON.stringify(listed.body)).not.toContain(testKey.secret);
    const stored = await testApp.database.withSession((s) => s.query<{ secret_hash: string }>('SELECT secret_hash FROM api_keys'));
    for (const row of stored) {
      expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([testKey.secret, liveKey.secret]).not.toContain(row.secret_hash);
    }
    // Another merchant does not see Alice's keys.
    expect((await call<ApiKeyView[]>('GET', '/api/v1/api-keys', bobToken)).body.data).toEqual([]);
  });

  it('refuses a key for someone without a business profile', async () => {
    const token = (await signIn(testApp.app, '30555203')).token;
    const refused = await call('POST', '/api/v1/api-keys', token, { name: 'x', mode: 'test' });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('merchant_profile_required');
  });

  it('a replayed POST with the same Idempotency-Key makes one payment, even when the copies race', async () => {
    const { secret } = await createKey(aliceToken, 'test');
    const before = await paymentCount();
    const idempotencyKey = randomUUID();
    const body = { amount: 150_000, description: 'Order 1042', customerPhone: '76555001', metadata: { orderId: '1042' } };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => call<MerchantPaymentView>('POST', '/api/v1/merchant/payments', secret, body, { 'idempotency-key': idempotencyKey })),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Copies that met the first still running get 409 in_flight; none made a payment of its own.
    for (const answer of answers) if (answer.status !== 201) expect(answer.body.error?.code).toBe('idempotency_in_flight');
    expect(new Set(created.map((answer) => answer.body.data.id)).size).toBe(1);
    const replay = await call<MerchantPaymentView>('POST', '/api/v1/merchant/payments', secret, body, { 'idempotency-key': idempotencyKey });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(created[0]?.body.data.id);
    expect(await paymentCount()).toBe(before + 1);

    const payment = replay.body.data;
    expect(payment).toMatchObject({ object: 'payment', livemode: false, merchantId: aliceId, amount: 150_000, currency: 'SLE', status: 'pending_initiation', source: 'api', metadata: { orderId: '1042' } });
    // inject's Host is localhost:80; PUBLIC_URL, when set, is used instead.
    expect(payment.checkoutUrl).toMatch(new RegExp(`^http://localhost:80/pay/${aliceId}\\?payment=${payment.id}&secret=${payment.id}_secret_[A-Za-z0-9_-]{43}$`));
    expect(payment.qrContent).toBe(payment.checkoutUrl);

    const otherBody = await call('POST', '/api/v1/merchant/payments', secret, { ...body, amount: 150_001 }, { 'idempotency-key': idempotencyKey });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error?.code).toBe('idempotency_mismatch');
    expect(await paymentCount()).toBe(before + 1);
  });

  it('reads back, lists with cursor and filters, and cancels its payments', async () => {
    const { secret } = await createKey(aliceToken, 'test');
    const made: MerchantPaymentView[] = [];
    for (const amount of [10_000, 20_000, 30_000]) {
      const answer = await call<MerchantPaymentView>('POST', '/api/v1/merchant/payments', secret, { amount, description: `Order ${amount}`, customerPhone: '76555001' });
      expect(answer.status).toBe(201);
      made.push(answer.body.data);
    }
    const one = await call<MerchantPaymentView>('GET', `/api/v1/merchant/payments/${made[0]?.id}`, secret);
    expect(one.body.data).toEqual(made[0]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page: Answer<{ items: MerchantPaymentView[]; nextCursor: string | null }> = await call('GET', `/api/v1/merchant/payments${query}`, secret);
      expect(page.status).toBe(200);
      expect(page.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.items.map((item) => item.id));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    for (const payment of made) expect(seen).toContain(payment.id);
    expect(new Set(seen).size).toBe(seen.length);

    const cancelled = await call<MerchantPaymentView>('POST', `/api/v1/merchant/payments/${made[1]?.id}/cancel`, secret);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const onlyCancelled = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?status=cancelled', secret);
    expect(onlyCancelled.body.data.items.map((item) => item.id)).toEqual([made[1]?.id]);
    const future = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?createdFrom=2999-01-01T00:00:00Z', secret);
    expect(future.body.data.items).toEqual([]);
    const badCursor = await call('GET', '/api/v1/merchant/payments?cursor=nonsense', secret);
    expect(badCursor.status).toBe(400);
  });

  it('a test key cannot read live data, a live key never sees test data, and live money needs a live provider', async () => {
    const testKey = await createKey(aliceToken, 'test');
    const liveKey = await createKey(aliceToken, 'live');
    const live = await testApp.app.payments.payments.create({
      merchantId: aliceId,
      payerUserId: null,
      payerPhone: '+23276555001',
      amount: 99_000,
      currency: 'SLE',
      method: 'orange_money',
      source: 'api',
      description: 'A live order',
      livemode: true,
      start: false,
    });
    const testPayment = (await call<MerchantPaymentView>('POST', '/api/v1/merchant/payments', testKey.secret, { amount: 5_000, description: 'A test order', customerPhone: '76555001' })).body.data;

    expect((await call('GET', `/api/v1/merchant/payments/${live.id}`, testKey.secret)).status).toBe(404);
    expect((await call('POST', `/api/v1/merchant/payments/${live.id}/cancel`, testKey.secret)).status).toBe(404);
    const testList = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?limit=100', testKey.secret);
    expect(testList.body.data.items.map((item) => item.id)).not.toContain(live.id);
    expect(testList.body.data.items.every((item) => !item.livemode)).toBe(true);

    const liveRead = await call<MerchantPaymentView>('GET', `/api/v1/merchant/payments/${live.id}`, liveKey.secret);
    expect(liveRead.body.data).toMatchObject({ id: live.id, livemode: true });
    expect((await call('GET', `/api/v1/merchant/payments/${testPayment.id}`, liveKey.secret)).status).toBe(404);
    const liveList = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?limit=100', liveKey.secret);
    expect(liveList.body.data.items.map((item) => item.id)).toEqual([live.id]);

    // The sandbox never stands in for a live provider.
    const liveCreate = await call('POST', '/api/v1/merchant/payments', liveKey.secret, { amount: 5_000, description: 'Live order', customerPhone: '76555001' });
    expect(liveCreate.status).toBe(422);
    expect(liveCreate.body.error?.code).toBe('livemode_unavailable');

    // The dashboard's Test mode toggle picks the same worlds for a session.
    const sessionLive = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?limit=100', aliceToken, undefined, { 'salone-mode': 'live' });
    expect(sessionLive.body.data.items.map((item) => item.id)).toEqual([live.id]);
    const sessionDefault = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?limit=100', aliceToken);
    expect(sessionDefault.body.data.items.map((item) => item.id)).toContain(testPayment.id);
    expect(sessionDefault.body.data.items.map((item) => item.id)).not.toContain(live.id);

    // Balances per mode, through the same route as the dashboard's.
    expect((await call('GET', '/api/v1/balance', testKey.secret)).status).toBe(200);
    expect((await call('GET', '/api/v1/balance', liveKey.secret)).body.data).toEqual([]);
  });

  it("one merchant's key cannot read, list or cancel another's payments", async () => {
    const aliceKey = await createKey(aliceToken, 'test');
    const bobKey = await createKey(bobToken, 'test');
    const alicePayment = (await call<MerchantPaymentView>('POST', '/api/v1/merchant/payments', aliceKey.secret, { amount: 7_000, description: 'Alice order', customerPhone: '76555001' })).body.data;
    expect((await call('GET', `/api/v1/merchant/payments/${alicePayment.id}`, bobKey.secret)).status).toBe(404);
    expect((await call('POST', `/api/v1/merchant/payments/${alicePayment.id}/cancel`, bobKey.secret)).status).toBe(404);
    const bobList = await call<{ items: MerchantPaymentView[] }>('GET', '/api/v1/merchant/payments?limit=100', bobKey.secret);
    expect(bobList.body.data.items).toEqual([]);
    // Nor revoke another merchant's key.
    expect((await call('POST', `/api/v1/api-keys/${aliceKey.id}/revoke`, bobToken)).status).toBe(404);
    expect((await call<MerchantPaymentView>('GET', `/api/v1/merchant/payments/${alicePayment.id}`, aliceKey.secret)).status).toBe(200);
  });

  it('a revoked key is refused; last use is recorded', async () => {
    const key = await createKey(aliceToken, 'test');
    expect((await call('GET', '/api/v1/merchant/payments', key.secret)).status).toBe(200);
    const listed = await call<ApiKeyView[]>('GET', '/api/v1/api-keys', aliceToken);
    expect(listed.body.data.find((item) => item.id === key.id)?.lastUsedAt).not.toBeNull();

    const revoked = await call<ApiKeyView>('POST', `/api/v1/api-keys/${key.id}/revoke`, aliceToken);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    for (const [method, url] of [
      ['GET', '/api/v1/merchant/payments'],
      ['POST', '/api/v1/merchant/payments'],
      ['GET', '/api/v1/balance'],
    ] as const) {
      const refused = await call(method, url, key.secret, method === 'POST' ? { amount: 1_000, description: 'x', customerPhone: '76555001' } : undefined);
      expect(refused.status, url).toBe(401);
      expect(refused.body.error?.code, url).toBe('invalid_api_key');
    }
    // A made-up key of the right shape is refused the same way.
    expect((await call('GET', '/api/v1/merchant/payments', `sk_test_${'A'.repeat(43)}`)).body.error?.code).toBe('invalid_api_key');
  });

  it('never acts on session-only routes: profile, key management, the dashboard', async () => {
    const key = await createKey(aliceToken, 'test');
    for (const [method, url, payload] of [
      ['GET', '/api/v1/auth/profile', undefined],
      ['PUT', '/api/v1/profile', { fullName: 'Mallory', streetAddress: '1 Main St', city: 'Freetown', district: 'Western Area Urban' }],
      ['GET', '/api/v1/api-keys', undefined],
      ['POST', '/api/v1/api-keys', { name: 'another', mode: 'live' }],
      ['POST', `/api/v1/api-keys/${key.id}/revoke`, undefined],
      ['GET', '/api/v1/merchant-profile', undefined],
      ['GET', '/api/v1/transactions', undefined],
      ['GET', '/api/v1/accounts', undefined],
      ['POST', '/api/v1/payments', { merchantId: aliceId, amount: 1000, method: 'orange_money', description: 'x' }],
    ] as const) {
      const refused = await call(method, url, key.secret, payload);
      expect(refused.status, url).toBe(403);
      expect(refused.body.error?.code, url).toBe('api_key_not_allowed');
    }
    // The key still works where it belongs.
    expect((await call<ApiKeyView[]>('GET', '/api/v1/api-keys', aliceToken)).body.data.find((item) => item.id === key.id)?.revokedAt).toBeNull();
  });

  it('the ledger stays consistent', async () => {
    expect((await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });
});

describe('rate limits per API key', () => {
  let testApp: TestApp;
  afterAll(async () => {
    await testApp.close();
  });

  it('counts each key on its own, answers 429 with Retry-After, and leaves the merchant\'s session alone', async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_USER: '12' } });
    const token = (await signIn(testApp.app, '30555301')).token;
    const inject = (credential: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: bearer(credential), ...(payload ? { payload } : {}) });
    await inject(token, 'PUT', '/api/v1/merchant-profile', { businessName: 'Busy Shop', category: 'Retail' });
    const first = (await inject(token, 'POST', '/api/v1/api-keys', { name: 'one', mode: 'test' })).json<{ data: CreatedApiKeyView }>().data.secret;
    const second = (await inject(token, 'POST', '/api/v1/api-keys', { name: 'two', mode: 'test' })).json<{ data: CreatedApiKeyView }>().data.secret;
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await inject(first, 'GET', '/api/v1/merchant/payments')).statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    const limited = await inject(first, 'GET', '/api/v1/merchant/payments');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same merchant, and the merchant's own session, have their own counts.
    expect((await inject(second, 'GET', '/api/v1/merchant/payments')).statusCode).toBe(200);
    expect((await inject(token, 'GET', '/api/v1/api-keys')).statusCode).toBe(200);
  });
});
