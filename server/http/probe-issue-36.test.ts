/**
 * Issue 36: the outside probe's cases, kept as named regression tests ("probe: …"). Item 1 (long
 * URLs) is in plugins/refusals.test.ts, item 3 (webhook addresses) in the webhooks module's tests,
 * item 6 (authentication before validation) in http/auth-before-validation.test.ts, item 8
 * (cursors) in http/cursor.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKeyView } from '../../domain/api/api-keys.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, signIn } from '../test/sign-in.ts';

let testApp: TestApp;
let token = '';
let key = '';

const paymentRequest = { amount: 5_000, description: 'Two books', customerPhone: '76123456' };

beforeAll(async () => {
  testApp = await createTestApp();
  token = (await signIn(testApp.app, '30536001')).token;
  expect((await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(token), payload: { businessName: 'Probe Books', category: 'Retail' } })).statusCode).toBe(200);
  const created = await testApp.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: bearer(token), payload: { name: 'probe', mode: 'test' } });
  expect(created.statusCode).toBe(201);
  key = (created.json() as { data: CreatedApiKeyView }).data.secret;
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

describe('probe: logout with an API key (item 5)', () => {
  it('is 403 api_key_not_allowed, and the key still works, only as a key', async () => {
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(key) });
    expect(logout.statusCode).toBe(403);
    expect(logout.json().error.code).toBe('api_key_not_allowed');
    // Still a key on the merchant API…
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/merchant/payments', headers: bearer(key) })).statusCode).toBe(200);
    // …and never a session.
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(key) });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error.code).toBe('api_key_not_allowed');
  });

  it('still signs a person out', async () => {
    const session = (await signIn(testApp.app, '30536002')).token;
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(session) })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(session) })).statusCode).toBe(401);
  });
});

describe('probe: an empty or short Idempotency-Key (item 7)', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['short', 'retry-1'],
  ])('%s is a 400 naming the header on the merchant API, and nothing is made', async (_name, value) => {
    const count = async () => Number((await testApp.database.withSession((s) => s.query<{ n: string }>('SELECT count(*)::text AS n FROM payments')))[0]?.n);
    const before = await count();
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/merchant/payments',
      headers: { ...bearer(key), 'idempotency-key': value },
      payload: paymentRequest,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('invalid_input');
    expect(answer.json().error.details).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expect(await count()).toBe(before);
  });
});

describe('an Idempotency-Key on a write that keeps no keys', () => {
  it('is still checked: a short one is a 400 naming the header', async () => {
    const answer = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: { ...bearer(token), 'idempotency-key': '' },
      payload: { fullName: 'Probe Person' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.details).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
  });
});

describe('probe: a checkout currency that contradicts the link (item 4)', () => {
  it('is a 400 naming currency, for fixed and open links alike, and nothing is made', async () => {
    const merchantId = (await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) })).json().data.id as string;
    for (const amount of [25_000, null]) {
      const link = await testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', headers: bearer(token), payload: { amount, currency: 'SLE', description: 'Books', reusable: true } });
      expect(link.statusCode).toBe(201);
      const linkId = link.json().data.id as string;
      const pay = (currency: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/v1/checkout/payments',
          payload: { merchantId, linkId, amount: 25_000, currency, method: 'orange_money', walletNumber: '76123456' },
        });
      const refused = await pay('USD');
      expect(refused.statusCode, `amount ${amount}`).toBe(400);
      expect(refused.json().error.details).toEqual([{ field: 'currency', message: 'This payment link is in SLE' }]);
      // The link's own currency is still fine.
      expect((await pay('SLE')).statusCode).toBe(201);
    }
  });
});

describe('probe: money limits (item 2)', () => {
  const merchantIdOf = async () => (await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) })).json().data.id as string;
  const expectAmountRefused = (answer: { statusCode: number; json: () => { error: { code: string; details?: { field: string }[] } } }, label: string) => {
    expect(answer.statusCode, label).toBe(400);
    expect(answer.json().error.code, label).toBe('invalid_input');
    expect(answer.json().error.details?.map((detail) => detail.field), label).toEqual(['amount']);
  };
  const paymentCount = async () => Number((await testApp.database.withSession((s) => s.query<{ n: string }>('SELECT count(*)::text AS n FROM payments')))[0]?.n);

  it('a guest payment of 9007199254740991 on an open-amount link is a 400 naming amount, and nothing is made', async () => {
    const merchantId = await merchantIdOf();
    const link = await testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', headers: bearer(token), payload: { amount: null, currency: 'SLE', description: 'Anything', reusable: true } });
    const before = await paymentCount();
    for (const method of ['orange_money', 'card', 'bank_transfer'] as const) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/payments',
        payload: {
          merchantId,
          linkId: link.json().data.id,
          amount: Number.MAX_SAFE_INTEGER,
          method,
          ...(method === 'orange_money' ? { walletNumber: '76123456' } : { payerPhone: '76123456' }),
          ...(method === 'bank_transfer' ? { bankCode: 'UBA', accountNumber: '1234567890' } : {}),
        },
      });
      expectAmountRefused(answer, method);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('each method has its own limit: Le 100,000 by mobile money is fine, one leone more is refused, a card may take more', async () => {
    const merchantId = await merchantIdOf();
    const pay = (amount: number, method: 'orange_money' | 'card') =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/payments',
        payload: { merchantId, amount, method, ...(method === 'orange_money' ? { walletNumber: '76123456' } : { payerPhone: '76123456' }) },
      });
    expect((await pay(100_000_00, 'orange_money')).statusCode).toBe(201);
    const over = await pay(100_000_00 + 100, 'orange_money');
    expectAmountRefused(over, 'orange money over');
    expect(over.json().error.message).toBe('The most one payment can be is Le 100,000.');
    expect((await pay(100_000_00 + 100, 'card')).statusCode).toBe(201);
  });

  it('a link, a merchant API payment request and a cash sale above the limit are each a 400 naming amount', async () => {
    expectAmountRefused(
      await testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', headers: bearer(token), payload: { amount: 5_000_000_00 + 100, currency: 'SLE', description: 'Too much', reusable: false } }),
      'link',
    );
    expectAmountRefused(
      await testApp.app.inject({ method: 'POST', url: '/api/v1/merchant/payments', headers: bearer(key), payload: { ...paymentRequest, amount: Number.MAX_SAFE_INTEGER } }),
      'merchant API',
    );
    expectAmountRefused(
      await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/cash-sales',
        headers: bearer(token),
        payload: { id: '6f0c1f4e-3a53-4c8e-9d51-2a7a0c9f1b11', amount: 1_000_000_00 + 100, description: 'A car' },
      }),
      'cash sale',
    );
  });
});

describe('probe: sums of money are exact (item 2)', () => {
  it('sums amounts above 2^53 across rows in SQL exactly, and the report refuses rather than round', async () => {
    const owner = (await signIn(testApp.app, '30536003')).token;
    expect((await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(owner), payload: { businessName: 'Big Sums', category: 'Retail' } })).statusCode).toBe(200);
    const ids: string[] = [];
    for (const description of ['One', 'Two']) {
      const sale = await testApp.app.inject({ method: 'POST', url: '/api/v1/cash-sales', headers: bearer(owner), payload: { id: randomUUID(), amount: 1_000, description } });
      expect(sale.statusCode).toBe(201);
      ids.push(sale.json().data.id as string);
    }
    // Amounts no API path accepts any more, as rows made before the limits could hold them.
    const setAmounts = (amounts: [bigint, bigint]) =>
      testApp.database.withSession(async (s) => {
        // Payments are append-only (a trigger refuses updates): the test alone steps around it.
        await s.query('BEGIN');
        await s.query('SET LOCAL session_replication_role = replica');
        for (const [index, id] of ids.entries()) {
          const amount = String(amounts[index]);
          await s.query('UPDATE payments SET amount = $2::bigint, total = $2::bigint, net = $2::bigint, fee = 0 WHERE id = $1', [id, amount]);
        }
        // With the triggers off, the activity list's index is filled as migration 0270 fills it.
        await s.query('DELETE FROM activity_entries WHERE id = ANY($1::uuid[])', [ids]);
        await s.query('INSERT INTO activity_entries SELECT * FROM activity_sources WHERE id = ANY($1::uuid[])', [ids]);
        await s.query('COMMIT');
      });
    const takings = async () => testApp.app.inject({ method: 'GET', url: '/api/v1/reports/takings?days=1', headers: bearer(owner) });

    // Exactly 2^53 − 1 across two rows: the answer is that number, not a neighbour.
    await setAmounts([4_503_599_627_370_495n, 4_503_599_627_370_496n]);
    const exact = await takings();
    expect(exact.statusCode).toBe(200);
    expect(exact.body).toContain('"gross":9007199254740991');

    // The probe's two payments of 2^53 − 1: SQL's sum is exact; the report refuses rather than answer a rounded figure.
    await setAmounts([9_007_199_254_740_991n, 9_007_199_254_740_991n]);
    const [row] = await testApp.database.withSession((s) => s.query<{ gross: string }>('SELECT sum(amount)::text AS gross FROM payments WHERE id = ANY($1::uuid[])', [ids]));
    expect(row?.gross).toBe('18014398509481982');
    const tooLarge = await takings();
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().error.code).toBe('sum_too_large');
    expect(tooLarge.body).not.toMatch(/180143985094819/);
    // The activity totals the dashboard shows, too.
    const totals = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions/totals', headers: bearer(owner) });
    expect(totals.statusCode).toBe(422);
    expect(totals.json().error.code).toBe('sum_too_large');
  });
});
