/**
 * Issue 17: the receipt the guest's SMS links to. Whoever holds the link reads the completed
 * payment's receipt without signing in, and only what a receipt shows (never the payer's full
 * number); a wrong token reads exactly like an unknown payment; a payment that did not complete
 * has no receipt; the route is rate limited per address like the other public reads.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { Receipt } from '../../../domain/api/receipts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import type { PaymentSmsJob } from '../live/payment-sms.service.ts';
import { receiptToken } from './receipt-token.ts';

const RATE_LIMIT_IP = 60;

describe('public receipts', () => {
  let testApp: TestApp;
  let merchantId = '';
  let strangerToken = '';

  const guestPays = async (payerPhone: string, amount: number, method: 'bank_transfer' | 'card' = 'bank_transfer') => {
    const { payments } = testApp.app.payments;
    const created = await payments.create({
      merchantId,
      payerUserId: null,
      payerPhone,
      payerName: 'Fatmata Sesay',
      amount,
      currency: 'SLE',
      method,
      bankCode: 'RBL',
      source: 'qr',
      description: 'School uniform',
    });
    await payments.confirm(created.id);
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    return payments.get(created.id);
  };
  /** The link in the guest's receipt SMS, as the dev outbox recorded it. */
  const smsLink = async (phone: string): Promise<string> => {
    await testApp.app.jobs.runDue<PaymentSmsJob>('payment-sms', async (job) => void (await testApp.app.paymentSms.send(job)));
    const messages = (await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(phone)}` })).json<{ data: DevMessage[] }>().data;
    const link = messages.find((message) => message.body.includes('Receipt: '))?.link;
    if (!link) throw new Error(`no receipt SMS to ${phone}`);
    return link;
  };
  /** The API read the receipt page makes for a page address `/receipts/{id}?t=…`. */
  const read = (pagePath: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method: 'GET', url: `/api/v1${pagePath}`, headers, remoteAddress });

  beforeAll(async () => {
    testApp = await createTestApp({ env: { RATE_LIMIT_IP: String(RATE_LIMIT_IP) } });
    const merchantToken = (await signIn(testApp.app, '30666333')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230666333'"));
    merchantId = merchant?.id ?? '';
    const profile = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/merchant-profile',
      headers: bearer(merchantToken),
      payload: { businessName: 'Wilberforce Tailors', category: 'Clothing' },
    });
    expect(profile.statusCode).toBe(200);
    strangerToken = (await signIn(testApp.app, '30666444')).token;
  }, 60_000);
  afterAll(async () => testApp.close());

  it('the SMS link opens the receipt without sign-in, with only what a receipt shows', async () => {
    const phone = '+23277666101';
    const paid = await guestPays(phone, 1_850_000);
    expect(paid.status).toBe('completed');
    const link = await smsLink(phone);
    const url = new URL(link);
    expect(url.pathname).toBe(`/receipts/${paid.id}`);

    const answer = await read(`${url.pathname}${url.search}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const receipt = answer.json<{ data: Receipt }>().data;
    expect(receipt).toEqual({
      merchantName: 'Wilberforce Tailors',
      description: 'School uniform',
      amount: 1_850_000,
      fee: 18_500,
      total: 1_850_000,
      currency: 'SLE',
      method: 'bank_transfer',
      methodLabel: 'Bank transfer, Rokel Commercial Bank',
      payerNumber: '****6101',
      status: 'completed',
      refunded: 0,
      paidAt: paid.statusChangedAt.toISOString(),
      reference: paid.reference,
      livemode: false,
    });
    // Never the payer's full number or name, nor the merchant's or any other record's id.
    expect(answer.body).not.toContain('77666101');
    expect(answer.body).not.toContain('Fatmata');
    expect(answer.body).not.toContain(merchantId);
    expect(answer.body).not.toContain(paid.id);
    // A signed-in stranger reads the same receipt: the link is the key, not an account.
    expect((await read(`${url.pathname}${url.search}`, bearer(strangerToken))).json<{ data: Receipt }>().data).toEqual(receipt);
  });

  it('a wrong token, another payment\'s token and an unknown payment all read the same "not found"', async () => {
    const first = await guestPays('+23277666102', 500_000);
    const second = await guestPays('+23277666103', 600_000);
    const unknown = randomUUID();
    const secret = testApp.config.appSecret;
    const answers = await Promise.all([
      read(`/receipts/${first.id}?t=${receiptToken(secret, second.id)}`),
      read(`/receipts/${first.id}?t=${'A'.repeat(16)}`),
      read(`/receipts/${unknown}?t=${receiptToken(secret, unknown)}`),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: { code: 'receipt_not_found', message: 'We could not find this receipt. Check that the link is the one in your SMS.' } });
    }
    // Its own token still reads it.
    expect((await read(`/receipts/${first.id}?t=${receiptToken(secret, first.id)}`)).json<{ data: Receipt }>().data.amount).toBe(500_000);
    // No token, or not an id: refused as input.
    expect((await read(`/receipts/${first.id}`)).statusCode).toBe(400);
    expect((await read(`/receipts/not-a-payment?t=${'A'.repeat(16)}`)).statusCode).toBe(400);
  });

  it('a declined payment has no receipt and sends no link', async () => {
    const declinedPhone = '+23276000001';
    const declined = await guestPays(declinedPhone, 700_000);
    expect(declined.status).toBe('failed');
    await testApp.app.jobs.runDue<PaymentSmsJob>('payment-sms', async (job) => void (await testApp.app.paymentSms.send(job)));
    const sms = (await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(declinedPhone)}` })).json<{ data: DevMessage[] }>().data;
    expect(sms.filter((message) => message.body.includes('Receipt'))).toEqual([]);
    // Even with the right token (which nobody was sent), it is not a receipt.
    const answer = await read(`/receipts/${declined.id}?t=${receiptToken(testApp.config.appSecret, declined.id)}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ error: { code: string } }>().error.code).toBe('receipt_not_available');
    expect(answer.body).not.toContain('7,000');
  });

  it('is rate limited per address like the other public reads', async () => {
    const address = '198.51.100.23';
    const path = `/receipts/${randomUUID()}?t=${'B'.repeat(16)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_IP; i += 1) statuses.push((await read(path, {}, address)).statusCode);
    expect(statuses.slice(0, RATE_LIMIT_IP).every((status) => status === 404)).toBe(true);
    const limited = await read(path, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not held back by it.
    expect((await read(path, {}, '198.51.100.24')).statusCode).toBe(404);
  });
});
