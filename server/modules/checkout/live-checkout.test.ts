/**
 * Issue 33, checked from outside as a new merchant would: with PAYMENT_PROVIDER=monime pointing at
 * the Monime peer (server/dev/monime-peer.ts, as `npm run monime:peer` runs it), a live link is
 * refused until an admin approves the merchant (issue 34's rule), then made; a guest pays it by
 * Orange Money through the public checkout; the peer completes the payment code and signs the
 * webhook to the server's callback; the live balance rises by amount − fee and the test balance
 * does not move; the payment is live activity only. A live payout the peer completes or fails is
 * settled by its signed payout webhook (read back from Monime, before any poll), once however often
 * it arrives. A sandbox test number is an ordinary number in
 * live mode, the live checkout offers only what Monime collects, a frozen merchant's link answers
 * the customer in words, and the ledger auditor is clean after both modes ran.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { CheckoutLink, PaymentLink } from '../../../domain/payment-links.ts';
import type { CheckoutPayment, CreateCheckoutPaymentResponse } from '../../../domain/checkout.ts';
import { SECRET, SPACE, startMonimePeer, TOKEN } from '../../dev/monime-peer.ts';
import { approveMerchant, freezeMerchant } from '../../test/activation-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { drainPayoutJobs, PAYOUT_AUDIT_CHECKS } from '../payouts/payouts.service.ts';
import { linkedAccounts } from '../../db/schema.ts';
import { monimeSignature } from '../../providers/payments/monime.ts';

type Answer<T> = { status: number; body: { data: T; error?: { code: string; message: string; details?: { field: string }[] } } };

describe('live money through links and checkout (Monime peer)', { timeout: 120_000 }, () => {
  let peer: Awaited<ReturnType<typeof startMonimePeer>>;
  let testApp: TestApp;
  let token: string;
  let merchantId: string;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, options: { mode?: 'live' | 'test'; token?: string; secret?: string; payload?: object } = {}): Promise<Answer<T>> => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.mode === 'live' ? { 'salone-mode': 'live' } : {}),
        ...(options.secret ? { 'x-client-secret': options.secret } : {}),
        ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const available = async (mode: 'live' | 'test') =>
    (await call<{ currency: string; available: number }[]>('GET', '/api/v1/balance', { token, mode })).body.data.find((row) => row.currency === 'SLE')?.available ?? 0;
  const activityIds = async (mode: 'live' | 'test') => (await call<{ items: { id: string }[] }>('GET', '/api/v1/transactions?limit=100', { token, mode })).body.data.items.map((item) => item.id);
  const drain = () => drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
  const liveLink = (payload: object = {}) =>
    call<PaymentLink>('POST', '/api/v1/payment-links', { token, mode: 'live', payload: { amount: 2_000_000, currency: 'SLE', description: 'School shoes', reusable: false, ...payload } });

  beforeAll(async () => {
    // The peer's webhooks need a real callback address: the app listens on loopback.
    peer = await startMonimePeer();
    testApp = await createTestApp({
      env: { PAYMENT_PROVIDER: 'monime', MONIME_API_URL: peer.baseUrl, MONIME_ACCESS_TOKEN: TOKEN, MONIME_SPACE_ID: SPACE, MONIME_WEBHOOK_SECRET: SECRET },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    peer.peer.callbackUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}/api/v1/providers/monime/callback`;
    const merchant = await signIn(testApp.app, '30544001');
    token = merchant.token;
    merchantId = merchant.user.id ?? '';
    await call('PUT', '/api/v1/merchant-profile', { token, payload: { businessName: 'Kenema Shoe Palace', category: 'Retail' } });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await peer.close();
  });

  it('refuses a live link before activation, makes one after approval; a guest pays it by Orange Money; live balance and activity only', async () => {
    const refused = await liveLink();
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('merchant_not_activated');
    expect(refused.body.error?.message).toMatch(/Activation page/);
    // Test mode is never refused, and its money is the sandbox's.
    const testLink = await call<PaymentLink>('POST', '/api/v1/payment-links', { token, payload: { amount: 500_000, currency: 'SLE', description: 'Test shoes', reusable: true } });
    expect([testLink.status, testLink.body.data.livemode]).toEqual([201, false]);

    await approveMerchant(testApp, merchantId);
    const made = await liveLink();
    expect(made.status).toBe(201);
    expect(made.body.data.livemode).toBe(true);
    const link = made.body.data;
    expect((await call<CheckoutLink>('GET', `/api/v1/checkout/merchants/${merchantId}/links/${link.id}`)).body.data.livemode).toBe(true);
    // Lists are per mode.
    expect((await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', { token, mode: 'live' })).body.data.items.map((item) => item.id)).toEqual([link.id]);
    expect((await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', { token })).body.data.items.map((item) => item.id)).toEqual([testLink.body.data.id]);

    // Only what the live provider collects: a bank transfer or a card is refused, naming the method.
    for (const method of ['bank_transfer', 'card']) {
      const other = await call('POST', '/api/v1/checkout/payments', { payload: { merchantId, linkId: link.id, method, payerPhone: '76000111', bankCode: 'SLCB', accountNumber: '001234567890' } });
      expect([other.status, other.body.error?.details?.[0]?.field]).toEqual([400, 'method']);
    }

    const liveBefore = await available('live');
    const testBefore = await available('test');
    // +23276000001 declines in the sandbox; in live mode it is an ordinary number for Monime.
    const created = await call<CreateCheckoutPaymentResponse>('POST', '/api/v1/checkout/payments', { payload: { merchantId, linkId: link.id, method: 'orange_money', walletNumber: '76000001' } });
    expect(created.status).toBe(201);
    const { payment, clientSecret } = created.body.data;
    expect(payment).toMatchObject({ livemode: true, amount: 2_000_000, status: 'pending_confirmation', provider: 'orange_money' });
    const sent = peer.peer.seen.find((seen) => seen.method === 'POST' && seen.path === '/payment-codes');
    expect(sent?.body).toMatchObject({ amount: { currency: 'SLE', value: 2_000_000 }, authorizedPhoneNumber: '+23276000001' });
    expect((await call<CheckoutPayment>('POST', `/api/v1/checkout/payments/${payment.id}/confirm`, { secret: clientSecret })).body.data.status).toBe('processing');
    await drain();

    // The peer's control API settles it, and its signed webhook reaches the callback.
    const pending = (await (await fetch(`${peer.url}/_peer/payment-codes?status=pending`)).json()) as { data: { id: string; paymentId: string }[] };
    const code = pending.data.find((row) => row.paymentId === payment.id);
    expect(code).toBeDefined();
    expect((await fetch(`${peer.url}/_peer/payment-codes/${code?.id}/complete`, { method: 'POST' })).status).toBe(200);
    expect(peer.peer.deliveries).toEqual([{ event: 'payment.completed', status: 202 }]);
    await drain();
    const done = await call<CheckoutPayment>('GET', `/api/v1/checkout/payments/${payment.id}`, { secret: clientSecret });
    expect(done.body.data.status).toBe('completed');

    expect(await available('live')).toBe(liveBefore + 2_000_000 - payment.fee);
    expect(payment.fee).toBeGreaterThan(0);
    expect(await available('test')).toBe(testBefore);
    expect(await activityIds('live')).toContain(payment.id);
    expect(await activityIds('test')).not.toContain(payment.id);
    const csv = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions/export.csv', headers: bearer(token) });
    expect(csv.body).not.toContain(payment.reference);

    expect((await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });

  it('a live payout completed at the peer settles through its signed webhook before any poll; twice, late or not ours changes nothing', async () => {
    const accountId = randomUUID();
    await testApp.database.db.insert(linkedAccounts).values({
      id: accountId,
      userId: merchantId,
      type: 'mobile_money',
      provider: 'Orange Money',
      providerCode: 'orange_money',
      accountNumber: '076544001',
      accountName: 'Kenema Shoe Palace',
      isDefault: true,
      createdAt: new Date(),
      verifiedAt: new Date(),
    });
    const { payouts } = testApp.app;
    const liveBefore = await available('live');
    const testBefore = await available('test');
    const webhook = (body: string, secret = SECRET) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/providers/monime/callback', headers: { 'content-type': 'application/json', 'monime-signature': monimeSignature(secret, body, Math.floor(Date.now() / 1000)) }, payload: body });
    const readBacks = (ref: string) => peer.peer.seen.filter((seen) => seen.method === 'GET' && seen.path === `/payouts/${ref}`).length;
    const payoutEvents = async (id: string) =>
      Number((await testApp.database.withSession((session) => session.query<{ count: string }>("SELECT count(*) AS count FROM events WHERE type LIKE 'payout.%' AND data->>'id' = $1", [id])))[0]?.count);
    // Handed to Monime as the send job does; its poll job is queued but never run in this test.
    const sendToMonime = async (amount: number) => {
      const payout = await payouts.request({ merchantId, accountId, amount, currency: 'SLE', livemode: true });
      await payouts.send({ payoutId: payout.id });
      const ref = (await payouts.get(merchantId, payout.id)).providerRef ?? '';
      expect(peer.peer.payouts.get(ref)?.metadata).toEqual({ payoutId: payout.id });
      return { id: payout.id, ref };
    };

    const paid = await sendToMonime(500_000);
    expect((await payouts.get(merchantId, paid.id, true)).status).toBe('processing');
    expect(await available('live')).toBe(liveBefore - 500_000);
    expect(readBacks(paid.ref)).toBe(0);
    // The peer completes it and signs payout.completed to the callback: read back once, settled at once.
    expect((await fetch(`${peer.url}/_peer/payouts/${paid.ref}/complete`, { method: 'POST' })).status).toBe(200);
    expect(peer.peer.deliveries.at(-1)).toEqual({ event: 'payout.completed', status: 202 });
    expect((await payouts.get(merchantId, paid.id, true)).status).toBe('completed');
    expect(readBacks(paid.ref)).toBe(1);
    const liveBalance = async () => (await call<{ currency: string; available: number; pending: number }[]>('GET', '/api/v1/balance', { token, mode: 'live' })).body.data.find((row) => row.currency === 'SLE');
    expect(await liveBalance()).toMatchObject({ available: liveBefore - 500_000, pending: 0 });
    expect(await payoutEvents(paid.id)).toBe(1);
    // The same webhook again (Monime's redelivery, late): answered as before, settles nothing twice.
    await peer.peer.redeliver();
    expect(peer.peer.deliveries.at(-1)).toEqual({ event: 'payout.completed', status: 202 });
    expect((await payouts.get(merchantId, paid.id, true)).status).toBe('completed');
    expect(await liveBalance()).toMatchObject({ available: liveBefore - 500_000, pending: 0 });
    expect(await payoutEvents(paid.id)).toBe(1);
    expect(readBacks(paid.ref)).toBe(1);

    const refused = await sendToMonime(300_000);
    expect(await available('live')).toBe(liveBefore - 800_000);
    const envelope = (payoutId: string, ref: string) =>
      JSON.stringify({ apiVersion: 'caph.2025-08-23', event: { id: `evt-${randomUUID()}`, name: 'payout.completed', timestamp: new Date().toISOString() }, object: { id: ref, type: 'payout' }, data: { id: ref, status: 'completed', metadata: { payoutId } } });
    // Not ours: an unknown payout, our payout under another Monime id, an id that is no id of ours.
    for (const body of [envelope(randomUUID(), 'pot-unknown'), envelope(refused.id, 'pot-other'), envelope('not-a-uuid', refused.ref)]) {
      const answer = await webhook(body);
      expect([answer.statusCode, answer.json()]).toEqual([202, { data: { accepted: true } }]);
    }
    // Forged (another secret): refused as every callback is, and unread.
    expect((await webhook(envelope(refused.id, refused.ref), 'not-the-secret')).statusCode).toBe(401);
    expect((await payouts.get(merchantId, refused.id, true)).status).toBe('processing');
    expect(readBacks(refused.ref)).toBe(0);
    // A signed webhook that Monime still disagrees with (the payout is pending there): read back, left to polling.
    expect((await webhook(envelope(refused.id, refused.ref))).statusCode).toBe(202);
    expect((await payouts.get(merchantId, refused.id, true)).status).toBe('processing');
    expect(readBacks(refused.ref)).toBe(1);
    // The peer fails it: payout.failed, read back, the money is the merchant's again.
    expect((await fetch(`${peer.url}/_peer/payouts/${refused.ref}/fail`, { method: 'POST' })).status).toBe(200);
    expect(peer.peer.deliveries.at(-1)).toEqual({ event: 'payout.failed', status: 202 });
    expect(await payouts.get(merchantId, refused.id, true)).toMatchObject({ status: 'failed', failureReason: 'provider_unknown' });
    expect(await liveBalance()).toMatchObject({ available: liveBefore - 500_000, pending: 0 });
    await peer.peer.redeliver();
    expect(await payoutEvents(refused.id)).toBe(1);
    expect(await available('test')).toBe(testBefore);

    // The poll jobs queued by send find both ended and change nothing.
    await drainPayoutJobs(testApp.app.jobs, payouts);
    expect(await liveBalance()).toMatchObject({ available: liveBefore - 500_000, pending: 0 });
    expect((await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS])).breaches).toEqual([]);
  });

  it("a frozen merchant's live link answers the customer in words, and no live payment is made", async () => {
    const link = (await liveLink({ reusable: true })).body.data;
    await freezeMerchant(testApp, merchantId, 'Suspicious refunds');
    const page = await call('GET', `/api/v1/checkout/merchants/${merchantId}/links/${link.id}`);
    expect([page.status, page.body.error?.code, page.body.error?.message]).toEqual([403, 'merchant_frozen', "This business can't take payments right now"]);
    const pay = await call('POST', '/api/v1/checkout/payments', { payload: { merchantId, linkId: link.id, method: 'orange_money', walletNumber: '76000111' } });
    expect([pay.status, pay.body.error?.message]).toEqual([403, "This business can't take payments right now"]);
    // The merchant is told what it means for them.
    const mine = await liveLink();
    expect([mine.status, mine.body.error?.code]).toEqual([403, 'merchant_frozen']);
    // Test mode still works for a frozen merchant: no real money moves there.
    const test = await call<{ payment: CheckoutPayment }>('POST', '/api/v1/checkout/payments', { payload: { merchantId, amount: 10_000, method: 'orange_money', walletNumber: '76000111' } });
    expect([test.status, test.body.data.payment.livemode]).toEqual([201, false]);
    const messages = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent('+23276000111')}` });
    expect(messages.json<{ data: DevMessage[] }>().data.length).toBeGreaterThan(0);
  });
});
