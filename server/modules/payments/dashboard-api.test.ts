/**
 * The dashboard API (issue 4) as a client sees it: the demo merchant's seeded data, ownership
 * isolation, pagination, cancel idempotency and frequent-payment derivation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrequentPayment, PendingPayment } from '../../../domain/pending-payments.ts';
import type { LinkedAccount } from '../../../domain/linked-accounts.ts';
import type { Page, Transaction } from '../../../domain/transactions.ts';
import { ensureDemoMerchant } from '../auth/demo-merchant.service.ts';
import { DEMO_MERCHANTS, DEMO_PAYMENTS, ensureDemoData } from '../demo-data/demo-data.service.ts';
import { ensureSampleMerchant } from '../merchants/merchants.service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

const DEMO_PHONE = '76123456';

describe('dashboard API', () => {
  let testApp: TestApp;
  let demoToken: string;
  let strangerToken: string;

  const get = async <T>(url: string, token: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
    return { status: response.statusCode, body: response.json<{ data: T }>(), raw: response.body };
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const { userId } = await ensureDemoMerchant(testApp.database.db);
    const money = { jobs: testApp.app.jobs, secret: testApp.config.appSecret };
    expect(await ensureDemoData(testApp.database.db, userId, money)).toBe(true);
    // A second start seeds nothing more.
    expect(await ensureDemoData(testApp.database.db, userId, money)).toBe(false);
    demoToken = (await signIn(testApp.app, DEMO_PHONE)).token;
    strangerToken = (await signIn(testApp.app, '88123456')).token;
    // Seeding runs every demo payment through the real services: slow on a loaded machine.
  }, 90_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses every dashboard endpoint without a session', async () => {
    for (const url of ['/api/v1/accounts', '/api/v1/transactions', '/api/v1/payments/pending', '/api/v1/payments/frequent', '/api/v1/notifications/unread-count']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code, url).toBe('unauthorized');
    }
  });

  it('lists the demo linked accounts with numbers masked, default first', async () => {
    const { status, body, raw } = await get<LinkedAccount[]>('/api/v1/accounts', demoToken);
    expect(status).toBe(200);
    expect(body.data.map((account) => [account.provider, account.accountNumber, account.isDefault, account.isActive])).toEqual([
      ['Orange Money', '****3456', true, true],
      ['Sierra Leone Commercial Bank', '****9012', false, true],
      ['Africell Money', '****4321', false, false],
    ]);
    // The full numbers never leave the server.
    expect(raw).not.toContain('076123456');
    expect(raw).not.toContain('003456789012');
    const first = body.data[0];
    if (!first) throw new Error('no account');
    const one = await get<LinkedAccount>(`/api/v1/accounts/${first.id}`, demoToken);
    expect(one.body.data).toEqual(first);
  });

  it('never shows one user another user\'s records, answering 404 as for an unknown id', async () => {
    const accounts = await get<LinkedAccount[]>('/api/v1/accounts', demoToken);
    const accountId = accounts.body.data[0]?.id;
    const page = await get<Page<Transaction>>('/api/v1/transactions', demoToken);
    const transactionId = page.body.data.items[0]?.id;
    const pending = await get<PendingPayment[]>('/api/v1/payments/pending', demoToken);
    const pendingId = pending.body.data[0]?.id;

    expect((await get(`/api/v1/accounts/${accountId}`, strangerToken)).status).toBe(404);
    expect((await get(`/api/v1/transactions/${transactionId}`, strangerToken)).status).toBe(404);
    expect((await get(`/api/v1/accounts/${randomUUID()}`, demoToken)).status).toBe(404);
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/v1/payments/${pendingId}/cancel`, headers: bearer(strangerToken) });
    expect(cancel.statusCode).toBe(404);
    // The stranger starts empty everywhere.
    expect((await get<LinkedAccount[]>('/api/v1/accounts', strangerToken)).body.data).toEqual([]);
    expect((await get<Page<Transaction>>('/api/v1/transactions', strangerToken)).body.data).toEqual({ items: [], nextCursor: null });
    expect((await get<PendingPayment[]>('/api/v1/payments/pending', strangerToken)).body.data).toEqual([]);
    expect((await get<FrequentPayment[]>('/api/v1/payments/frequent', strangerToken)).body.data).toEqual([]);
    expect((await get<{ count: number }>('/api/v1/notifications/unread-count', strangerToken)).body.data).toEqual({ count: 0 });
    // And the demo merchant's pending payment is still open.
    expect((await get<PendingPayment[]>('/api/v1/payments/pending', demoToken)).body.data.map((p) => p.id)).toContain(pendingId);
  });

  it('rejects malformed ids and cursors with 400, not a server error', async () => {
    const badId = await get('/api/v1/transactions/not-a-uuid', demoToken);
    expect(badId.status).toBe(400);
    const badCursor = await get('/api/v1/transactions?cursor=garbage', demoToken);
    expect(badCursor.status).toBe(400);
    expect((await get('/api/v1/transactions?limit=0', demoToken)).status).toBe(400);
    expect((await get('/api/v1/transactions?limit=101', demoToken)).status).toBe(400);
  });

  it('pages through every transaction newest first without gaps or repeats', async () => {
    const seen: Transaction[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/transactions?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const { body } = await get<Page<Transaction>>(url, demoToken);
      seen.push(...body.data.items);
      cursor = body.data.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    // Every demo payment the demo user made or received, each once.
    const expectedCount = DEMO_PAYMENTS.length;
    expect(seen).toHaveLength(expectedCount);
    expect(new Set(seen.map((t) => t.id)).size).toBe(expectedCount);
    expect(pages).toBe(Math.ceil(expectedCount / 4));
    const times = seen.map((t) => Date.parse(t.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Money is integer minor units with its currency; both Leones appear.
    expect(seen.every((t) => Number.isInteger(t.amount))).toBe(true);
    expect(new Set(seen.map((t) => t.currency))).toEqual(new Set(['SLE', 'SLL']));
    expect(new Set(seen.map((t) => t.status))).toEqual(new Set(['completed', 'pending', 'failed', 'processing']));
    const detail = await get<Transaction>(`/api/v1/transactions/${seen[0]?.id}`, demoToken);
    expect(detail.body.data).toEqual(seen[0]);
  });

  it('lists a pending payment in every status; an expired one has left the list (the expiry job moved it)', async () => {
    const { body } = await get<PendingPayment[]>('/api/v1/payments/pending', demoToken);
    expect(new Set(body.data.map((p) => p.status))).toEqual(new Set(['pending_initiation', 'pending_confirmation', 'pending_otp', 'processing']));
    expect(body.data.filter((p) => Date.parse(p.expiresAt) < Date.now())).toHaveLength(0);
  });

  it('derives frequent payments from completed payments: most used first, at most 4', async () => {
    const { body } = await get<FrequentPayment[]>('/api/v1/payments/frequent', demoToken);
    // The demo shop's suppliers and bills (its sales are received, not paid, so they are not here).
    expect(body.data.map((f) => [f.merchantName, f.paymentCount])).toEqual([
      ['Freetown Fresh Market', 2],
      ['EDSA Electricity', 1],
      ['Guma Valley Water', 1],
      ['Sierra Tech Supplies', 1],
    ]);
    const market = body.data[0];
    expect(market).toMatchObject({ lastPaymentAmount: 45_000, currency: 'SLE', preferredPaymentMethod: 'orange_money', category: 'Groceries' });

    // A new completed payment changes the derivation at once: it is not a stored copy.
    const demoUserId = (await ensureDemoMerchant(testApp.database.db)).userId;
    const pharmacySample = DEMO_MERCHANTS.find((m) => m.sampleKey === 'mer_city_pharmacy');
    if (!pharmacySample) throw new Error('no pharmacy');
    const pharmacyId = (await ensureSampleMerchant(testApp.database.db, pharmacySample, new Date())).userId;
    const { payments } = testApp.app.payments;
    for (let i = 0; i < 2; i += 1) {
      const created = await payments.create({
        merchantId: pharmacyId, payerUserId: demoUserId, payerPhone: '+23276123456', amount: 9_900, currency: 'SLE',
        method: 'bank_transfer', source: 'checkout', description: 'Test',
      });
      await payments.confirm(created.id);
      await payments.poll({ paymentId: created.id });
    }
    const after = await get<FrequentPayment[]>('/api/v1/payments/frequent', demoToken);
    const pharmacy = after.body.data.find((f) => f.merchantId === pharmacyId);
    expect(pharmacy).toMatchObject({ paymentCount: 2, lastPaymentAmount: 9_900, preferredPaymentMethod: 'bank_transfer' });
  });

  it('ranks merchants paid as often by their latest payment before keeping the first 4', async () => {
    const payer = await signIn(testApp.app, '88123457');
    const payerId = payer.user.id;
    if (!payerId) throw new Error('no user id');
    const merchantIds: string[] = [];
    for (const sample of DEMO_MERCHANTS) merchantIds.push((await ensureSampleMerchant(testApp.database.db, sample, new Date())).userId);
    // One payment to each, in the order of their ids: the smallest id is paid longest ago.
    merchantIds.sort();
    const { payments } = testApp.app.payments;
    for (const merchantId of merchantIds) {
      const created = await payments.create({
        merchantId, payerUserId: payerId, payerPhone: '+23288123457', amount: 1_000, currency: 'SLE', method: 'bank_transfer', source: 'checkout', description: 'Tie',
      });
      await payments.confirm(created.id);
      await payments.poll({ paymentId: created.id });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { body } = await get<FrequentPayment[]>('/api/v1/payments/frequent', payer.token);
    expect(body.data.map((f) => f.merchantId)).toEqual(merchantIds.slice(-4).reverse());
    expect(body.data.every((f) => f.paymentCount === 1)).toBe(true);
  });

  it('cancels a pending payment for real and idempotently; a processing one cannot be cancelled', async () => {
    const { body } = await get<PendingPayment[]>('/api/v1/payments/pending', demoToken);
    const target = body.data.find((p) => p.status === 'pending_otp');
    const processing = body.data.find((p) => p.status === 'processing');
    if (!target || !processing) throw new Error('seed is missing statuses');

    const first = await testApp.app.inject({ method: 'POST', url: `/api/v1/payments/${target.id}/cancel`, headers: bearer(demoToken) });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: PendingPayment }>().data.status).toBe('cancelled');
    const again = await testApp.app.inject({ method: 'POST', url: `/api/v1/payments/${target.id}/cancel`, headers: bearer(demoToken) });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: PendingPayment }>().data.status).toBe('cancelled');

    const open = await get<PendingPayment[]>('/api/v1/payments/pending', demoToken);
    expect(open.body.data.map((p) => p.id)).not.toContain(target.id);
    // The activity shows it: the payment's transaction is now cancelled, and it is the newest entry.
    const page = await get<Page<Transaction>>('/api/v1/transactions?limit=1', demoToken);
    expect(page.body.data.items[0]).toMatchObject({ transactionId: target.transactionId, status: 'cancelled' });

    const refused = await testApp.app.inject({ method: 'POST', url: `/api/v1/payments/${processing.id}/cancel`, headers: bearer(demoToken) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('payment_processing');
  });

  it('counts unread notifications for the header badge', async () => {
    const { body } = await get<{ count: number }>('/api/v1/notifications/unread-count', demoToken);
    expect(body.data).toEqual({ count: 3 });
  });
});
