/**
 * PAYMENT_PROVIDER=monime selects the Monime adapter for the whole money core: a payer's Orange
 * Money payment is collected with a Monime payment code and settled by polling, the merchant's
 * refund is a Monime payout to the payer's number that completes when Monime says so, and
 * Monime's signed webhooks reach /api/v1/providers/monime/callback (a payout.completed finishes the
 * refund whose payout it names, read back from Monime). The peer is a loopback HTTP
 * server (server/dev/monime-peer.ts); nothing leaves the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveMerchant } from '../../test/activation-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SECRET, SPACE, startMonimePeer, TOKEN } from '../../dev/monime-peer.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { monimeSignature } from '../../providers/payments/monime.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from './payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from './settlement.service.ts';
import { REFUND_AUDIT_CHECKS } from './refunds.service.ts';

describe('payments and refunds through Monime (loopback peer)', { timeout: 60_000 }, () => {
  let loopback: Awaited<ReturnType<typeof startMonimePeer>>;
  let testApp: TestApp;
  let merchantToken: string;
  let merchantId: string;
  let payerToken: string;

  const inject = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    // Live mode: with Monime configured, live payments go to Monime; test mode stays in the sandbox.
    const response = await testApp.app.inject({ method, url, headers: { ...bearer(token), 'salone-mode': 'live' }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string } }>() };
  };
  const drain = () => drainPaymentJobs(testApp.app.jobs, testApp.app.payments);

  beforeAll(async () => {
    loopback = await startMonimePeer();
    testApp = await createTestApp({
      env: { PAYMENT_PROVIDER: 'monime', MONIME_API_URL: loopback.baseUrl, MONIME_ACCESS_TOKEN: TOKEN, MONIME_SPACE_ID: SPACE, MONIME_WEBHOOK_SECRET: SECRET },
    });
    merchantToken = (await signIn(testApp.app, '30555444')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555444'"));
    merchantId = merchant?.id ?? '';
    // Live money needs an activated merchant (issue 34's rule, asked by every live write).
    await approveMerchant(testApp, merchantId);
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Wilberforce Tailors', category: 'Retail' });
    payerToken = (await signIn(testApp.app, '76555666')).token;
    // Sign-ins and real sandbox payments: slow on a loaded machine (2 cores shared by many).
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await loopback.close();
  });

  it('collects with a payment code, settles by polling, refunds by a payout to the payer, all through Monime', async () => {
    expect(testApp.app.payments.provider.name).toBe('monime|sandbox');
    const created = await inject<{ id: string; status: string }>('POST', '/api/v1/payments', payerToken, { merchantId, amount: 2_000_000, method: 'orange_money', description: 'Suit' });
    expect(created.status).toBe(201);
    // The payer dials Monime's USSD code: no code of ours to enter.
    expect(created.body.data.status).toBe('pending_confirmation');
    const code = loopback.peer.seen.find((seen) => seen.method === 'POST' && seen.path === '/payment-codes');
    expect(code?.body).toMatchObject({ amount: { currency: 'SLE', value: 2_000_000 }, authorizedPhoneNumber: '+23276555666', authorizedProviders: ['m18'] });
    const confirmed = await inject<{ status: string }>('POST', `/api/v1/payments/${created.body.data.id}/confirm`, payerToken);
    expect(confirmed.body.data.status).toBe('processing');

    await drain();
    expect((await testApp.app.payments.payments.get(created.body.data.id)).status).toBe('processing');
    const [codeId] = [...loopback.peer.codes.keys()];
    loopback.peer.codes.set(codeId ?? '', { status: 'completed' });
    await testApp.app.payments.payments.poll({ paymentId: created.body.data.id });
    expect((await testApp.app.payments.payments.get(created.body.data.id)).status).toBe('completed');
    const balance = async () => (await inject<{ available: number; pending: number }[]>('GET', '/api/v1/balance', merchantToken)).body.data[0];
    expect(await balance()).toMatchObject({ available: 1_970_000 });

    const refund = await inject<{ id: string; status: string }>('POST', `/api/v1/payments/${created.body.data.id}/refunds`, merchantToken, { amount: 500_000 });
    expect(refund.status).toBe(201);
    // Monime has accepted the payout but not paid yet: the money is held, the refund is processing.
    expect(refund.body.data.status).toBe('processing');
    expect(await balance()).toMatchObject({ available: 1_470_000 });
    const payout = loopback.peer.seen.find((seen) => seen.method === 'POST' && seen.path === '/payouts');
    expect(payout?.body).toMatchObject({ amount: { currency: 'SLE', value: 500_000 }, destination: { type: 'momo', providerId: 'm18', phoneNumber: '+23276555666' } });
    expect(payout?.headers['idempotency-key']).toBe(`salonepay-payout-${refund.body.data.id}`);

    const [payoutId] = [...loopback.peer.payouts.keys()];
    loopback.peer.payouts.set(payoutId ?? '', { status: 'completed' });
    // Monime's payout.completed for the refund's payout: read back and finished at once, no poll run.
    const hint = JSON.stringify({
      apiVersion: 'caph.2025-08-23',
      event: { id: 'evt-refund-1', name: 'payout.completed', timestamp: new Date().toISOString() },
      object: { id: payoutId, type: 'payout' },
      data: { id: payoutId, status: 'completed', metadata: { payoutId: refund.body.data.id } },
    });
    const answered = await testApp.app.inject({ method: 'POST', url: '/api/v1/providers/monime/callback', headers: { 'content-type': 'application/json', 'monime-signature': monimeSignature(SECRET, hint, Math.floor(Date.now() / 1000)) }, payload: hint });
    expect(answered.statusCode).toBe(202);
    expect((await testApp.app.payments.refunds.get(refund.body.data.id))?.status).toBe('completed');
    await drain();
    expect((await testApp.app.payments.refunds.get(refund.body.data.id))?.status).toBe('completed');
    expect(await balance()).toMatchObject({ available: 1_470_000, pending: 0 });
    expect((await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS])).breaches).toEqual([]);
  });

  it('accepts Monime webhooks signed with the configured secret and refuses forged ones', async () => {
    const body = JSON.stringify({ apiVersion: 'caph.2025-08-23', event: { id: 'evt-9', name: 'payment.completed', timestamp: new Date().toISOString() }, object: { id: 'pay-1', type: 'payment' }, data: { paymentCode: { id: 'pmc-none' }, metadata: { paymentId: '00000000-0000-4000-8000-000000000000' } } });
    const send = (signature: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/providers/monime/callback', headers: { 'content-type': 'application/json', 'monime-signature': signature }, payload: body });
    const t = Math.floor(Date.now() / 1000);
    expect((await send(monimeSignature('not-the-secret', body, t))).statusCode).toBe(401);
    expect((await send(monimeSignature(SECRET, body, t))).statusCode).toBe(202);
    // Its payment is unknown here: the settle job changes nothing.
    await drain();
  });
});
