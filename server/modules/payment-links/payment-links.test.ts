/**
 * Payment links as a merchant and a payer see them: create (idempotent by a client-made id),
 * list, disable, and the public checkout reads that answer without a session.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLink, CheckoutMerchant, PaymentLink } from '../../../domain/payment-links.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

const HOUR = 60 * 60 * 1000;

describe('payment links', () => {
  let testApp: TestApp;
  let now = new Date('2026-04-01T09:00:00Z');
  let merchantToken: string;
  let merchantId: string;
  let otherToken: string;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string; message: string } }>() };
  };
  const createLink = (payload: object, token = merchantToken) =>
    call<PaymentLink>('POST', '/api/v1/payment-links', token, { amount: 2_500_000, currency: 'SLE', description: 'School fees, term 2', reusable: false, ...payload });

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    const merchant = await signIn(testApp.app, '30777111');
    merchantToken = merchant.token;
    merchantId = merchant.user.id ?? '';
    await call('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Kissy Road Tailors', category: 'Retail' });
    otherToken = (await signIn(testApp.app, '30777222')).token;
    await call('PUT', '/api/v1/merchant-profile', otherToken, { businessName: 'Lumley Beach Bar', category: 'Food & Drink' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('creates a link with its checkout address, and a client-made id makes the create safe to repeat', async () => {
    const id = randomUUID();
    const first = await createLink({ id, expiresAt: new Date(now.getTime() + 24 * HOUR).toISOString() });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      id,
      merchantId,
      amount: 2_500_000,
      currency: 'SLE',
      description: 'School fees, term 2',
      reusable: false,
      status: 'active',
      paymentsCount: 0,
      takings: 0,
      expiresAt: '2026-04-02T09:00:00.000Z',
    });
    expect(first.body.data.url).toBe(`http://localhost:80/pay/${merchantId}?link=${id}`);
    // The outbox replays the same create after a lost answer: the same link, not a second one.
    const again = await createLink({ id, expiresAt: '2026-04-02T09:00:00.000Z' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const list = await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', merchantToken);
    expect(list.body.data.items.filter((link) => link.id === id)).toHaveLength(1);
  });

  it('refuses the same id for a different link, and another merchant cannot take an id already used', async () => {
    const id = randomUUID();
    await createLink({ id });
    expect((await createLink({ id, amount: 100 })).body.error?.code).toBe('conflict');
    const stolen = await createLink({ id }, otherToken);
    expect(stolen.status).toBe(409);
    expect(JSON.stringify(stolen.body)).not.toContain('Kissy Road');
  });

  it('creates a link whose amount the payer enters', async () => {
    const created = await createLink({ amount: null, reusable: true, description: 'Tips' });
    expect(created.body.data).toMatchObject({ amount: null, reusable: true });
    const read = await call<CheckoutLink>('GET', `/api/v1/checkout/merchants/${merchantId}/links/${created.body.data.id}`);
    // Made with Test mode on (no Salone-Mode header): a test link, whose checkout says so.
    expect(read.body.data).toEqual({ id: created.body.data.id, merchantId, amount: null, currency: 'SLE', description: 'Tips', reusable: true, expiresAt: null, livemode: false });
  });

  it('refuses bad links: fractional or zero amounts, SLL, past expiry, unknown fields, no business profile, no session', async () => {
    expect((await createLink({ amount: 10.5 })).status).toBe(400);
    expect((await createLink({ amount: 0 })).status).toBe(400);
    expect((await createLink({ currency: 'SLL' })).status).toBe(400);
    expect((await createLink({ expiresAt: new Date(now.getTime() - HOUR).toISOString() })).body.error?.code).toBe('invalid_input');
    expect((await createLink({ colour: 'red' })).status).toBe(400);
    const payer = await signIn(testApp.app, '30777333');
    expect((await createLink({}, payer.token)).status).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', payload: { amount: 1, currency: 'SLE', description: 'x', reusable: true } })).statusCode).toBe(401);
  });

  it('lists only the merchant own links, newest first, a page at a time', async () => {
    const fresh = await signIn(testApp.app, '30777444');
    await call('PUT', '/api/v1/merchant-profile', fresh.token, { businessName: 'Bo Market Stall', category: 'Retail' });
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      now = new Date(now.getTime() + 1000);
      ids.push((await createLink({ description: `Link ${index}` }, fresh.token)).body.data.id);
    }
    const page1 = await call<{ items: PaymentLink[]; nextCursor: string | null }>('GET', '/api/v1/payment-links?limit=2', fresh.token);
    expect(page1.body.data.items.map((link) => link.id)).toEqual([ids[2], ids[1]]);
    const page2 = await call<{ items: PaymentLink[]; nextCursor: string | null }>('GET', `/api/v1/payment-links?limit=2&cursor=${page1.body.data.nextCursor ?? ''}`, fresh.token);
    expect(page2.body.data).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    const others = await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', otherToken);
    expect(others.body.data.items.map((link) => link.id)).not.toContain(ids[0]);
  });

  it('another merchant cannot disable a link; its owner can, and then the checkout says it is inactive', async () => {
    const link = (await createLink({ reusable: true })).body.data;
    expect((await call('POST', `/api/v1/payment-links/${link.id}/disable`, otherToken)).status).toBe(404);
    expect((await call<CheckoutLink>('GET', `/api/v1/checkout/merchants/${merchantId}/links/${link.id}`)).status).toBe(200);
    const disabled = await call<PaymentLink>('POST', `/api/v1/payment-links/${link.id}/disable`, merchantToken);
    expect(disabled.body.data.status).toBe('disabled');
    const read = await call('GET', `/api/v1/checkout/merchants/${merchantId}/links/${link.id}`);
    expect([read.status, read.body.error?.code]).toEqual([410, 'link_inactive']);
  });

  it('answers the public reads without a session: the merchant, an unknown link (404), an expired one (410)', async () => {
    const merchant = await call<CheckoutMerchant>('GET', `/api/v1/checkout/merchants/${merchantId}`);
    expect(merchant.body.data).toEqual({ id: merchantId, name: 'Kissy Road Tailors', category: 'Retail', logoUrl: null, feeBearer: 'merchant' });
    expect((await call('GET', `/api/v1/checkout/merchants/${randomUUID()}`)).body.error?.code).toBe('merchant_not_found');
    const unknown = await call('GET', `/api/v1/checkout/merchants/${merchantId}/links/${randomUUID()}`);
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'link_not_found']);
    // A link is read only under its own merchant.
    const link = (await createLink({ expiresAt: new Date(now.getTime() + HOUR).toISOString() })).body.data;
    const otherMerchant = (await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', otherToken)).body.data;
    expect(otherMerchant.items).toEqual([]);
    now = new Date(now.getTime() + 2 * HOUR);
    const expired = await call('GET', `/api/v1/checkout/merchants/${merchantId}/links/${link.id}`);
    expect([expired.status, expired.body.error?.code]).toEqual([410, 'link_inactive']);
  });
});
