/**
 * Events are written with the change they report (DESIGN §7; webhooks and the live stream read
 * them): a payment that reaches an end state records exactly one event in its transaction, a
 * replayed settlement records none, a payment still under way records none, and the table
 * refuses edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { listEventsAfter } from './events.service.ts';

describe('money events', () => {
  let testApp: TestApp;
  let merchantId = '';
  let payerToken = '';
  const now = new Date('2026-03-02T10:00:00Z');

  const pay = async (payload: object) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: bearer(payerToken),
      payload: { merchantId, description: 'Order 9', ...payload },
    });
    return response.json<{ data: { id: string; status: string } }>().data;
  };
  const eventsOfMerchant = () => listEventsAfter(testApp.database.db, merchantId, 0, 100);

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    const merchantToken = (await signIn(testApp.app, '30555222')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555222'"));
    merchantId = merchant?.id ?? '';
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Kissy Road Stores', category: 'Retail' } });
    payerToken = (await signIn(testApp.app, '77123456')).token;
  });
  afterAll(async () => testApp.close());

  it('a completed payment records one payment.completed event, and a replayed settlement records no second one', async () => {
    const created = await pay({ amount: 2_000_000, method: 'bank_transfer', bankCode: 'SBL' });
    expect(created.id).toBeTruthy();
    expect(await eventsOfMerchant()).toEqual([]);
    const { payments } = testApp.app.payments;
    await payments.confirm(created.id);
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    expect((await payments.settle(created.id, 'completed'))).toBe(false);

    const recorded = await eventsOfMerchant();
    expect(recorded.map((event) => event.type)).toEqual(['payment.completed']);
    expect(recorded[0]?.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(recorded[0]?.data).toMatchObject({ object: 'payment', id: created.id, amount: 2_000_000, status: 'completed' });
  });

  it('a cancelled payment records payment.cancelled; the payer phone is never in the event in full', async () => {
    const created = await pay({ amount: 150_000, method: 'orange_money', walletNumber: '76123456' });
    await testApp.app.inject({ method: 'POST', url: `/api/v1/payments/${created.id}/cancel`, headers: bearer(payerToken) });
    const recorded = await eventsOfMerchant();
    const cancelled = recorded.find((event) => event.type === 'payment.cancelled');
    expect(cancelled?.data).toMatchObject({ id: created.id, status: 'cancelled' });
    expect(JSON.stringify(cancelled?.data)).not.toContain('76123456');
  });

  it('refuses to edit or delete an event', async () => {
    await expect(testApp.database.withSession((s) => s.query('UPDATE events SET type = type'))).rejects.toThrow(/append-only/);
    await expect(testApp.database.withSession((s) => s.query('DELETE FROM events'))).rejects.toThrow(/append-only/);
  });
});
