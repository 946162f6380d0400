/**
 * Issue 12: the routes moved to TypeBox validate as their plain JSON schemas did. What a client
 * notices: a malformed field is a 400 naming that field, a missing currency is SLE, an unknown
 * field is refused, and a bound is a bound.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

describe('routes on TypeBox keep their validation', () => {
  let testApp: TestApp;
  let token: string;

  const post = async (url: string, payload: object) => {
    const response = await testApp.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload });
    return { status: response.statusCode, body: response.json<{ data?: Record<string, unknown>; error?: { code: string; details?: { field: string }[] } }>() };
  };
  const fields = (body: { error?: { details?: { field: string }[] } }) => (body.error?.details ?? []).map((detail) => detail.field).join(' ');

  beforeAll(async () => {
    testApp = await createTestApp();
    token = (await signIn(testApp.app, '30777333')).token;
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(token), payload: { businessName: 'Bo Road Grocers', category: 'Retail' } });
    // Builds the whole app (every route): slow when the machine is busy.
  }, 90_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a payment link whose expiry is not a date-time, or null-or-integer amount out of bounds', async () => {
    const base = { amount: 10_000, currency: 'SLE', description: 'Rice', reusable: true };
    const badDate = await post('/api/v1/payment-links', { ...base, expiresAt: 'next tuesday' });
    expect(badDate.status).toBe(400);
    expect(fields(badDate.body)).toContain('expiresAt');
    const zero = await post('/api/v1/payment-links', { ...base, amount: 0 });
    expect(zero.status).toBe(400);
    expect(fields(zero.body)).toContain('amount');
    const open = await post('/api/v1/payment-links', { ...base, amount: null, expiresAt: null });
    expect(open.status).toBe(201);
    expect(open.body.data).toMatchObject({ amount: null, expiresAt: null });
  });

  it('records a cash sale in SLE when no currency is sent, and refuses an unknown field or a bad recordedAt', async () => {
    const sale = await post('/api/v1/cash-sales', { id: randomUUID(), amount: 5_000, description: 'Two loaves' });
    expect(sale.status).toBe(201);
    expect(sale.body.data?.currency).toBe('SLE');
    const extra = await post('/api/v1/cash-sales', { id: randomUUID(), amount: 5_000, description: 'Two loaves', tip: 1 });
    expect(extra.status).toBe(400);
    const badTime = await post('/api/v1/cash-sales', { id: randomUUID(), amount: 5_000, description: 'Two loaves', recordedAt: 'yesterday' });
    expect(badTime.status).toBe(400);
    expect(fields(badTime.body)).toContain('recordedAt');
  });

  it('refuses a webhook endpoint with no events, a repeated event or an empty change', async () => {
    const none = await post('/api/v1/webhook-endpoints', { url: 'https://example.com/hook', events: [] });
    expect(none.status).toBe(400);
    const twice = await post('/api/v1/webhook-endpoints', { url: 'https://example.com/hook', events: ['payment.completed', 'payment.completed'] });
    expect(twice.status).toBe(400);
    const id = randomUUID();
    const empty = await testApp.app.inject({ method: 'PATCH', url: `/api/v1/webhook-endpoints/${id}`, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a payout quote in legacy SLL and a payer payment by cash', async () => {
    const sll = await post('/api/v1/payouts/quote', { accountId: randomUUID(), amount: 1_000, currency: 'SLL' });
    expect(sll.status).toBe(400);
    expect(fields(sll.body)).toContain('currency');
    const cash = await post('/api/v1/payments', { merchantId: randomUUID(), amount: 1_000, method: 'cash', description: 'Tea' });
    expect(cash.status).toBe(400);
    expect(fields(cash.body)).toContain('method');
  });
});
