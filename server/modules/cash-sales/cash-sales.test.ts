/**
 * Cash sales as a field merchant's phone sends them (issue 10): recorded once however often the
 * outbox resends them (one after another or all at once), shown once in activity, completed,
 * and never any ledger money (DESIGN §7), which the auditor confirms.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashSale } from '../../../domain/cash-sale.ts';
import type { Page, Transaction } from '../../../domain/transactions.ts';
import { approveMerchant } from '../../test/activation-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { postSettlement } from '../payments/settlement.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';

describe('cash sales', () => {
  let testApp: TestApp;
  let merchantToken: string;
  let merchantId: string;
  let customerToken: string;

  const record = (token: string, payload: object, idempotencyKey?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/cash-sales',
      headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload,
    });
  const activity = async (token: string) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions?limit=50', headers: bearer(token) })).json<{ data: Page<Transaction> }>().data.items;
  const balance = async (token: string) => (await testApp.app.inject({ method: 'GET', url: '/api/v1/balance', headers: bearer(token) })).json<{ data: unknown[] }>().data;
  const rowsWithId = async (id: string) =>
    testApp.database.withSession((session) => session.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE id = $1', [id]));
  const breaches = async () => (await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches;

  beforeAll(async () => {
    testApp = await createTestApp();
    const merchant = await signIn(testApp.app, '30777111');
    merchantToken = merchant.token;
    merchantId = merchant.user.id ?? '';
    const profile = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/merchant-profile',
      headers: bearer(merchantToken),
      payload: { businessName: 'Lumley Beach Snacks', category: 'Food' },
    });
    expect(profile.statusCode).toBe(200);
    customerToken = (await signIn(testApp.app, '30777222')).token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('a sale recorded in live mode is a live record: in live activity, not in test', async () => {
    const id = randomUUID();
    const live = { ...bearer(merchantToken), 'salone-mode': 'live' };
    const sale = { id, amount: 70_000, currency: 'SLE', description: 'Kola nuts' };
    // Issue 33: a live record needs an activated merchant (no provider: cash moves none).
    const early = await testApp.app.inject({ method: 'POST', url: '/api/v1/cash-sales', headers: live, payload: sale });
    expect([early.statusCode, early.json<{ error: { code: string } }>().error.code]).toEqual([403, 'merchant_not_activated']);
    await approveMerchant(testApp, merchantId);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/cash-sales', headers: live, payload: sale });
    expect(response.statusCode).toBe(201);
    const liveActivity = (await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions?limit=50', headers: live })).json<{ data: Page<Transaction> }>().data.items;
    expect(liveActivity.filter((entry) => entry.id === id)).toHaveLength(1);
    expect((await activity(merchantToken)).filter((entry) => entry.id === id)).toEqual([]);
    // The same sale sent again in test mode is not this one.
    expect((await record(merchantToken, { id, amount: 70_000, currency: 'SLE', description: 'Kola nuts' })).statusCode).toBe(409);
  });

  it('records a completed cash sale that shows once in activity and moves no money', async () => {
    const id = randomUUID();
    const madeAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const response = await record(merchantToken, { id, amount: 2_500_000, currency: 'SLE', description: '  Two bags of rice ', recordedAt: madeAt });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: CashSale }>().data).toMatchObject({
      id,
      amount: 2_500_000,
      currency: 'SLE',
      description: 'Two bags of rice',
      method: 'cash',
      status: 'completed',
      recordedAt: madeAt,
    });
    const entries = (await activity(merchantToken)).filter((entry) => entry.id === id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'received', amount: 2_500_000, status: 'completed', paymentMethod: 'cash', recipient: 'Customer' });
    // No ledger account was even opened for the merchant: the cash is in their hand, not with us.
    expect(await balance(merchantToken)).toEqual([]);
    expect(await breaches()).toEqual([]);
  });

  it('a sale made offline keeps the time it was made on the phone, not the sync time, and shows once', async () => {
    const madeAt = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString();
    const sale = { id: randomUUID(), amount: 320_000, description: 'Palm oil, 2 litres', recordedAt: madeAt };
    const syncedAt = Date.now();
    const answer = await record(merchantToken, sale, randomUUID());
    expect(answer.json<{ data: CashSale }>().data).toMatchObject({ recordedAt: madeAt, createdAt: madeAt });
    // The outbox sends it again later (its answer was lost): the same sale at the same time.
    const again = await record(merchantToken, sale, randomUUID());
    expect(again.json<{ data: CashSale }>().data.recordedAt).toBe(madeAt);
    const items = await activity(merchantToken);
    const entries = items.filter((entry) => entry.id === sale.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.timestamp).toBe(madeAt);
    expect(Date.parse(entries[0]?.timestamp ?? '')).toBeLessThan(syncedAt - 25 * 60 * 60 * 1000);
    // Activity is newest first by when things happened: yesterday's sale sits below today's.
    const todays = items.findIndex((entry) => entry.description === 'Two bags of rice');
    expect(items.findIndex((entry) => entry.id === sale.id)).toBeGreaterThan(todays);
    // And its own detail read says the same time.
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/v1/transactions/${sale.id}`, headers: bearer(merchantToken) });
    expect(detail.json<{ data: Transaction }>().data.timestamp).toBe(madeAt);
  });

  it('a phone time out of bounds (in the future, or over 30 days old) is not believed: the sale is kept at the sync time', async () => {
    const day = 24 * 60 * 60 * 1000;
    const cases = [
      { claim: new Date(Date.now() + 60 * 60 * 1000).toISOString(), believed: false },
      { claim: new Date(Date.now() - 31 * day).toISOString(), believed: false },
      { claim: '2000-01-01T00:00:00.000Z', believed: false },
      { claim: new Date(Date.now() - 29 * day).toISOString(), believed: true },
    ];
    for (const { claim, believed } of cases) {
      const id = randomUUID();
      const before = Date.now();
      const answer = await record(merchantToken, { id, amount: 10_000, description: 'Kola nuts', recordedAt: claim });
      expect(answer.statusCode).toBe(201);
      const recordedAt = answer.json<{ data: CashSale }>().data.recordedAt;
      if (believed) expect(recordedAt).toBe(claim);
      else expect(Date.parse(recordedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(recordedAt)).toBeLessThanOrEqual(Date.now());
      const [row] = await testApp.database.withSession((session) => session.query<{ metadata: Record<string, unknown> }>('SELECT metadata FROM payments WHERE id = $1', [id]));
      expect(row?.metadata.phoneRecordedAt).toBe(believed ? undefined : claim);
    }
    // A minute ahead is clock drift: believed, but never recorded in the future.
    const drift = await record(merchantToken, { id: randomUUID(), amount: 10_000, description: 'Kola nuts', recordedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(Date.parse(drift.json<{ data: CashSale }>().data.recordedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('the same sale sent again (a new key, as after a lost answer) is the same sale, once', async () => {
    const sale = { id: randomUUID(), amount: 150_000, description: 'Fanta x3' };
    const first = await record(merchantToken, sale, randomUUID());
    const second = await record(merchantToken, sale, randomUUID());
    const replay = await record(merchantToken, sale);
    expect([first.statusCode, second.statusCode, replay.statusCode]).toEqual([201, 201, 201]);
    expect(second.json<{ data: CashSale }>().data.reference).toBe(first.json<{ data: CashSale }>().data.reference);
    expect(await rowsWithId(sale.id)).toEqual([{ n: 1 }]);
    expect((await activity(merchantToken)).filter((entry) => entry.id === sale.id)).toHaveLength(1);
  });

  it('ten copies of one sale sent at once make one payment', async () => {
    const sale = { id: randomUUID(), amount: 990_000, description: 'Phone credit' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(merchantToken, sale, randomUUID())));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json<{ data: CashSale }>().data.reference)).size).toBe(1);
    expect(await rowsWithId(sale.id)).toEqual([{ n: 1 }]);
    expect(await breaches()).toEqual([]);
  });

  it('refuses a different sale under a used id, and anyone without a business profile', async () => {
    const id = randomUUID();
    expect((await record(merchantToken, { id, amount: 10_000, description: 'Bread' })).statusCode).toBe(201);
    const changed = await record(merchantToken, { id, amount: 20_000, description: 'Bread' });
    expect(changed.statusCode).toBe(409);
    const stranger = await record(customerToken, { id: randomUUID(), amount: 10_000, description: 'Bread' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json<{ error: { code: string } }>().error.code).toBe('not_a_merchant');
    // Another merchant's id is not theirs to see or reuse.
    expect((await record(customerToken, { id, amount: 10_000, description: 'Bread' })).statusCode).toBe(403);
    expect((await record(merchantToken, { id: randomUUID(), amount: 0, description: 'Nothing' })).statusCode).toBe(400);
    expect((await record(merchantToken, { id: randomUUID(), amount: 100, description: '   ' })).statusCode).toBe(400);
    expect((await record(merchantToken, { id: 'not-a-uuid', amount: 100, description: 'Bread' })).statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/cash-sales', payload: { id: randomUUID(), amount: 100, description: 'Bread' } })).statusCode).toBe(401);
  });

  it('the auditor leaves completed cash sales unsettled alone, and flags one that moved ledger money', async () => {
    expect(await breaches()).toEqual([]);
    const id = randomUUID();
    await record(merchantToken, { id, amount: 40_000, description: 'Soap' });
    const payment = await testApp.app.payments.payments.get(id);
    // What a bug that settled cash would do: the check must catch it.
    await testApp.database.db.transaction((tx) => postSettlement(tx, payment, new Date()));
    const found = await breaches();
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`payment ${id} (completed, cash)`);
  });
});
