/**
 * Checkout as a guest and a signed-in payer see it: a payment link paid without an account, the
 * client secret as the only way a guest follows the payment, one payment however often the page
 * retries, single-use links paid once even under races, declines, cards through the sandbox's
 * hosted page, and the merchant's balance checked by the auditor.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { CheckoutPayment, CreateCheckoutPaymentResponse } from '../../../domain/checkout.ts';
import type { PendingPayment } from '../../../domain/pending-payments.ts';
import type { PaymentLink } from '../../../domain/payment-links.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';

type Answer<T> = { status: number; body: { data: T; error?: { code: string; message: string } }; headers: Record<string, unknown> };

describe('checkout', () => {
  let testApp: TestApp;
  const now = new Date('2026-05-04T08:00:00Z');
  let merchantToken: string;
  let merchantId: string;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, options: { token?: string; secret?: string; key?: string; payload?: object } = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.secret ? { 'x-client-secret': options.secret } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    };
    const response = await testApp.app.inject({ method, url, headers, ...(options.payload ? { payload: options.payload } : {}) });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const checkout = (payload: object, options: { token?: string; key?: string } = {}) =>
    call<CreateCheckoutPaymentResponse>('POST', '/api/v1/checkout/payments', { ...options, payload: { merchantId, ...payload } });
  const makeLink = async (payload: object) =>
    (await call<PaymentLink>('POST', '/api/v1/payment-links', { token: merchantToken, payload: { amount: 1_000_000, currency: 'SLE', description: 'Uniform', reusable: false, ...payload } })).body.data;
  const codeFor = async (phone: string, reference: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(phone)}` });
    return response.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(`(ref ${reference})`))?.code ?? '';
  };
  const drain = () => drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
  const available = async () => {
    const answer = await call<{ currency: string; available: number }[]>('GET', '/api/v1/balance', { token: merchantToken });
    return answer.body.data.find((row) => row.currency === 'SLE')?.available ?? 0;
  };
  const paymentCount = async () => {
    const [row] = await testApp.database.withSession((s) => s.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE merchant_id = $1', [merchantId]));
    return Number(row?.n ?? 0);
  };
  const breaches = async () => (await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    const merchant = await signIn(testApp.app, '30888111');
    merchantToken = merchant.token;
    merchantId = merchant.user.id ?? '';
    await call('PUT', '/api/v1/merchant-profile', { token: merchantToken, payload: { businessName: 'Wilberforce Pharmacy', category: 'Health' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('a guest pays a single-use link with Orange Money: code from the SMS, money to the merchant net of the fee, link used up', async () => {
    const link = await makeLink({});
    const before = await available();
    const created = await checkout({ linkId: link.id, method: 'orange_money', walletNumber: '77555111' }, { key: randomUUID() });
    expect(created.status).toBe(201);
    const { payment, clientSecret } = created.body.data;
    expect(payment).toMatchObject({ merchantName: 'Wilberforce Pharmacy', linkId: link.id, amount: 1_000_000, fee: 15_000, total: 1_000_000, status: 'pending_otp', description: 'Uniform', redirectUrl: null });
    expect(clientSecret.startsWith(`${payment.id}_secret_`)).toBe(true);

    const code = await codeFor('+23277555111', payment.reference);
    const submitted = await call<CheckoutPayment>('POST', `/api/v1/checkout/payments/${payment.id}/code`, { secret: clientSecret, key: randomUUID(), payload: { code } });
    expect(submitted.body.data.status).toBe('processing');
    await drain();
    const done = await call<CheckoutPayment>('GET', `/api/v1/checkout/payments/${payment.id}`, { secret: clientSecret });
    expect(done.body.data).toMatchObject({ status: 'completed', displayStatus: 'completed' });
    expect(await available()).toBe(before + 1_000_000 - 15_000);
    expect(await breaches()).toEqual([]);

    const listed = (await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', { token: merchantToken })).body.data.items.find((item) => item.id === link.id);
    expect(listed).toMatchObject({ paymentsCount: 1, takings: 1_000_000 });
    const reread = await call('GET', `/api/v1/checkout/merchants/${merchantId}/links/${link.id}`);
    expect([reread.status, reread.body.error?.code]).toEqual([410, 'link_inactive']);
    expect((await checkout({ linkId: link.id, method: 'orange_money', walletNumber: '77555111' })).status).toBe(410);
  });

  it('the payment id alone opens nothing: no secret, a wrong one, or another payment secret are 404', async () => {
    const first = (await checkout({ amount: 50_000, method: 'orange_money', walletNumber: '76111222' })).body.data;
    const second = (await checkout({ amount: 60_000, method: 'orange_money', walletNumber: '76111222' })).body.data;
    const id = first.payment.id;
    for (const secret of [undefined, 'x', `${id}_secret_${'A'.repeat(43)}`, second.clientSecret]) {
      expect((await call('GET', `/api/v1/checkout/payments/${id}`, secret ? { secret } : {})).status).toBe(404);
      expect((await call('POST', `/api/v1/checkout/payments/${id}/cancel`, secret ? { secret } : {})).status).toBe(404);
      expect((await call('POST', `/api/v1/checkout/payments/${id}/code`, { ...(secret ? { secret } : {}), payload: { code: '123456' } })).status).toBe(404);
    }
    const cancelled = await call<CheckoutPayment>('POST', `/api/v1/checkout/payments/${id}/cancel`, { secret: first.clientSecret });
    expect(cancelled.body.data.status).toBe('cancelled');
  });

  it('a signed-in payer checkout payment is theirs: in their pending payments, readable by their session', async () => {
    const payer = await signIn(testApp.app, '30888222');
    const created = (await checkout({ amount: 250_000, method: 'orange_money', walletNumber: '78222333' }, { token: payer.token })).body.data;
    const pending = await call<PendingPayment[]>('GET', '/api/v1/payments/pending', { token: payer.token });
    expect(pending.body.data.map((row) => row.id)).toContain(created.payment.id);
    expect((await call<CheckoutPayment>('GET', `/api/v1/checkout/payments/${created.payment.id}`, { token: payer.token })).body.data.status).toBe('pending_otp');
    // Another signed-in user without the secret sees nothing.
    const stranger = await signIn(testApp.app, '30888333');
    expect((await call('GET', `/api/v1/checkout/payments/${created.payment.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('ten taps with one Idempotency-Key make one payment; the secret is never replayed', async () => {
    const before = await paymentCount();
    const key = randomUUID();
    const body = { amount: 75_000, method: 'orange_money', walletNumber: '76333444' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(body, { key })));
    expect(await paymentCount()).toBe(before + 1);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    // The others waited for the first and were told it already ran (its secret is shown once).
    for (const answer of answers.filter((item) => item.status !== 201)) {
      expect([409]).toContain(answer.status);
      expect(['idempotency_secret_withheld', 'idempotency_in_flight']).toContain(answer.body.error?.code);
    }
    const later = await checkout(body, { key });
    expect([later.status, later.body.error?.code]).toEqual([409, 'idempotency_secret_withheld']);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('concurrent payers of one single-use link: exactly one payment holds it; a cancelled one frees it', async () => {
    const link = await makeLink({ amount: 300_000 });
    const before = await paymentCount();
    const answers = await Promise.all(
      ['76100001', '76100002', '76100003', '76100004', '76100005'].map((wallet) => checkout({ linkId: link.id, method: 'orange_money', walletNumber: wallet }, { key: randomUUID() })),
    );
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error?.code)).toEqual(Array(4).fill('link_in_use'));
    expect(await paymentCount()).toBe(before + 1);
    const holder = won[0]?.body.data;
    await call('POST', `/api/v1/checkout/payments/${holder?.payment.id}/cancel`, { secret: holder?.clientSecret ?? '' });
    expect((await checkout({ linkId: link.id, method: 'orange_money', walletNumber: '76100002' })).status).toBe(201);
  });

  it('the declining test number 76 000 001 fails and moves no money', async () => {
    const before = await available();
    const { payment, clientSecret } = (await checkout({ amount: 400_000, method: 'orange_money', walletNumber: '76000001' })).body.data;
    await call('POST', `/api/v1/checkout/payments/${payment.id}/code`, { secret: clientSecret, payload: { code: await codeFor('+23276000001', payment.reference) } });
    await drain();
    // The provider's reason travels to the payer's page (issue 37), which says it in words.
    expect((await call<CheckoutPayment>('GET', `/api/v1/checkout/payments/${payment.id}`, { secret: clientSecret })).body.data).toMatchObject({
      status: 'failed',
      displayStatus: 'failed',
      failureReason: 'declined',
    });
    expect(await available()).toBe(before);
    expect(await breaches()).toEqual([]);
  });

  it('cards go to the sandbox hosted page, which approves or declines and sends the payer back', async () => {
    const before = await available();
    const approved = (await checkout({ amount: 2_000_000, method: 'card', payerPhone: '77444555' })).body.data;
    expect(approved.payment.status).toBe('pending_confirmation');
    const url = approved.payment.redirectUrl ?? '';
    expect(url).toMatch(/^\/sandbox\/card\/sbx_[0-9a-f]{24}\?return=/);
    // The page cannot skip the hosted page.
    expect((await call('POST', `/api/v1/checkout/payments/${approved.payment.id}/confirm`, { secret: approved.clientSecret })).body.error?.code).toBe('hosted_page_required');
    const hosted = await testApp.app.inject({ method: 'GET', url });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('Le 20,000');
    const ref = url.split('?')[0]?.split('/').pop() ?? '';
    const form = (decision: string) =>
      testApp.app.inject({ method: 'POST', url: `/sandbox/card/${ref}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}&return=%2Fevil.example` });
    const back = await form('approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/pay/${merchantId}?payment=${approved.payment.id}`);
    await drain();
    // Card 2.5 % + Le 500 = Le 1,000 on Le 20,000.
    expect(await available()).toBe(before + 2_000_000 - 100_000);

    const declined = (await checkout({ amount: 2_000_000, method: 'card', payerPhone: '77444555' })).body.data;
    const declinedRef = (declined.payment.redirectUrl ?? '').split('?')[0]?.split('/').pop() ?? '';
    await testApp.app.inject({ method: 'POST', url: `/sandbox/card/${declinedRef}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=decline' });
    await drain();
    expect((await call<CheckoutPayment>('GET', `/api/v1/checkout/payments/${declined.payment.id}`, { secret: declined.clientSecret })).body.data.status).toBe('failed');
    expect(await available()).toBe(before + 2_000_000 - 100_000);
    expect(await breaches()).toEqual([]);
  });

  it('bank transfer: bank and account rules, then the payer confirms', async () => {
    expect((await checkout({ amount: 100_000, method: 'bank_transfer', bankCode: 'UBA', accountNumber: '12345678', payerPhone: '77444555' })).body.error?.message).toContain('10 digits');
    const { payment, clientSecret } = (await checkout({ amount: 100_000, method: 'bank_transfer', bankCode: 'UBA', accountNumber: '1234567890', payerPhone: '77444555' })).body.data;
    expect(payment).toMatchObject({ status: 'pending_confirmation', provider: 'UBA' });
    expect((await call<CheckoutPayment>('POST', `/api/v1/checkout/payments/${payment.id}/confirm`, { secret: clientSecret })).body.data.status).toBe('processing');
  });

  it('refuses what the page should have caught: amounts fixed by a link, missing amounts, numbers of the wrong network, inactive links', async () => {
    const fixed = await makeLink({ amount: 500_000, reusable: true });
    expect((await checkout({ linkId: fixed.id, amount: 1, method: 'orange_money', walletNumber: '76123456' })).body.error?.code).toBe('amount_fixed_by_link');
    const open = await makeLink({ amount: null, reusable: true });
    expect((await checkout({ linkId: open.id, method: 'orange_money', walletNumber: '76123456' })).body.error?.code).toBe('invalid_input');
    expect((await checkout({ linkId: open.id, amount: 123_400, method: 'orange_money', walletNumber: '76123456' })).body.data.payment.amount).toBe(123_400);
    // Africell Money takes Africell numbers; Orange Money takes Orange ones.
    expect((await checkout({ amount: 10_000, method: 'mobile_money', walletNumber: '76123456' })).body.error?.message).toContain('Africell Money');
    expect((await checkout({ amount: 10_000, method: 'mobile_money', walletNumber: '88123456' })).body.data.payment.providerLabel).toBe('Africell Money');
    expect((await checkout({ amount: 10_000, method: 'orange_money', walletNumber: '88123456' })).status).toBe(400);
    expect((await checkout({ amount: 10_000, method: 'card' })).body.error?.code).toBe('invalid_input');
    expect((await checkout({ linkId: randomUUID(), method: 'card', payerPhone: '77444555' })).body.error?.code).toBe('link_not_found');
    await call('POST', `/api/v1/payment-links/${fixed.id}/disable`, { token: merchantToken });
    expect((await checkout({ linkId: fixed.id, method: 'card', payerPhone: '77444555' })).body.error?.code).toBe('link_inactive');
    expect((await checkout({ merchantId: randomUUID(), amount: 10_000, method: 'card', payerPhone: '77444555' })).body.error?.code).toBe('merchant_not_found');
  });
});
