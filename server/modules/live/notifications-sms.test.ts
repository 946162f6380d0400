/**
 * Issue 17: notifications are written from money events in their transaction, counted and marked
 * read by their user; a guest payer gets one receipt SMS, a merchant who asked gets one alert,
 * and a rolled-back settlement sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { enqueuePaymentSms, type PaymentSmsJob } from './payment-sms.service.ts';
import { isGsm7, SMS_SEGMENT_LIMIT } from './sms-texts.ts';

interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  readAt: string | null;
}

describe('notifications and payment SMS', () => {
  let testApp: TestApp;
  let merchantToken = '';
  let merchantId = '';
  const guestPhone = '+23277555123';

  const get = async <T>(url: string, token = merchantToken) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
    return response.json<{ data: T }>().data;
  };
  const outbox = async (to: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}` })).json<{ data: DevMessage[] }>().data;
  const runSmsJobs = () => testApp.app.jobs.runDue<PaymentSmsJob>('payment-sms', async (job) => void (await testApp.app.paymentSms.send(job)));

  const guestPays = async (payerPhone: string, amount: number) => {
    const { payments } = testApp.app.payments;
    const created = await payments.create({
      merchantId,
      payerUserId: null,
      payerPhone,
      payerName: 'Fatmata',
      amount,
      currency: 'SLE',
      method: 'bank_transfer',
      bankCode: 'SBL',
      source: 'qr',
      description: 'Tailoring',
    });
    await payments.confirm(created.id);
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    return payments.get(created.id);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    merchantToken = (await signIn(testApp.app, '30888222')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230888222'"));
    merchantId = merchant?.id ?? '';
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Kissy Road Stores', category: 'Retail' } });
  }, 60_000);
  afterAll(async () => testApp.close());

  it('a completed payment notifies its merchant, a declined one says it failed, and both can be marked read', async () => {
    expect(await get<{ count: number }>('/api/v1/notifications/unread-count')).toEqual({ count: 0 });
    const paid = await guestPays(guestPhone, 2_500_000);
    expect(paid.status).toBe('completed');
    const declined = await guestPays('+23276000001', 700_000);
    expect(declined.status).toBe('failed');

    const list = await get<{ items: NotificationView[]; unreadCount: number }>('/api/v1/notifications');
    expect(list.unreadCount).toBe(2);
    expect(list.items.map((n) => [n.kind, n.title, n.body])).toEqual([
      ['payment_failed', 'Payment failed', 'A payment of Le 7,000 from Fatmata did not go through. No money was received.'],
      ['payment_received', 'Payment received', 'Le 25,000 received from Fatmata by Bank Transfer.'],
    ]);
    expect(await get<{ count: number }>('/api/v1/notifications/unread-count')).toEqual({ count: 2 });

    const [first] = list.items;
    const marked = await testApp.app.inject({ method: 'POST', url: `/api/v1/notifications/${first?.id}/read`, headers: bearer(merchantToken) });
    expect(marked.statusCode).toBe(200);
    expect(await get<{ count: number }>('/api/v1/notifications/unread-count')).toEqual({ count: 1 });
    const all = await testApp.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: bearer(merchantToken), payload: {} });
    expect(all.json<{ data: { marked: number } }>().data).toEqual({ marked: 1 });
    expect(await get<{ count: number }>('/api/v1/notifications/unread-count')).toEqual({ count: 0 });

    // Another user sees none of them and cannot mark them.
    const strangerToken = (await signIn(testApp.app, '77999000')).token;
    expect((await get<{ items: unknown[] }>('/api/v1/notifications', strangerToken)).items).toEqual([]);
    const foreign = await testApp.app.inject({ method: 'POST', url: `/api/v1/notifications/${first?.id}/read`, headers: bearer(strangerToken) });
    expect(foreign.statusCode).toBe(404);
  });

  it('a guest payer gets one receipt SMS in one segment, however often the job runs', async () => {
    const phone = '+23277555124';
    const paid = await guestPays(phone, 1_250_000);
    await runSmsJobs();
    await runSmsJobs();
    await testApp.app.paymentSms.send({ kind: 'guest_receipt', paymentId: paid.id });
    const messages = await outbox(phone);
    expect(messages).toHaveLength(1);
    const [receipt] = messages;
    expect(receipt?.body).toMatch(new RegExp(`^Salone Pay: you paid Le 12,500 to Kissy Road Stores\\. Receipt: http://localhost:${testApp.config.port}/receipts/${paid.id}\\?t=[A-Za-z0-9_-]{16}$`));
    expect(receipt?.link).toBe(receipt?.body.split('Receipt: ')[1]);
    expect(receipt?.body.length).toBeLessThanOrEqual(SMS_SEGMENT_LIMIT);
    expect(isGsm7(receipt?.body ?? '')).toBe(true);
    expect(receipt?.code).toBeUndefined();
  });

  it('a declined payment sends no receipt; the merchant gets an alert only after choosing it', async () => {
    await guestPays('+23276000001', 300_000);
    const merchantPhone = '+23230888222';
    const before = (await outbox(merchantPhone)).length;
    await guestPays('+23277555125', 400_000);
    await runSmsJobs();
    expect(await outbox('+23276000001')).toEqual([]);
    expect((await outbox(merchantPhone)).length).toBe(before);

    const saved = await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-preferences', headers: bearer(merchantToken), payload: { soundOn: true, smsOnPayment: true } });
    expect(saved.json<{ data: unknown }>().data).toEqual({ soundOn: true, smsOnPayment: true });
    expect(await get('/api/v1/merchant-preferences')).toEqual({ soundOn: true, smsOnPayment: true });
    await guestPays('+23277555126', 450_000);
    await runSmsJobs();
    const alerts = (await outbox(merchantPhone)).filter((m) => m.body.includes('received'));
    expect(alerts.map((m) => m.body)).toEqual([expect.stringMatching(/^Salone Pay: Le 4,500 received from Fatmata by Bank Transfer\. Ref SP[0-9A-Z]+$/)]);
  });

  it('SMS jobs enqueued in a transaction that rolls back send nothing', async () => {
    const paid = await guestPays('+23277555127', 500_000);
    await runSmsJobs();
    const sent = (await outbox('+23277555127')).length;
    await testApp.app.jobs.ready();
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await enqueuePaymentSms(tx, testApp.app.jobs, { ...paid, id: '00000000-0000-4000-8000-000000000001' });
        throw new Error('settlement failed');
      }),
    ).rejects.toThrow('settlement failed');
    expect(await runSmsJobs()).toBe(0);
    expect((await outbox('+23277555127')).length).toBe(sent);
  });
});
