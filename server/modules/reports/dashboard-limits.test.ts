/**
 * SPEC §9 on the dashboard (issue 13 asks that reports leave it intact): Recent activity shows
 * up to 5 items and Frequent payments up to 4, even for a user with more; activity times read
 * "Just now", minutes, hours, days under 7, then the date. Checked on what the dashboard asks
 * the server for (RECENT_ACTIVITY_LIMIT rows of /transactions, /payments/frequent) and with the
 * formatter its rows use, on payments made through the real services at known times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREQUENT_PAYMENTS_LIMIT, type FrequentPayment } from '../../../domain/pending-payments.ts';
import { RECENT_ACTIVITY_LIMIT, type Page, type Transaction } from '../../../domain/transactions.ts';
import { formatActivityTime } from '../../../domain/time-format.ts';
import { formatDate } from '../../../domain/time-format.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const END = Date.parse('2026-11-20T12:00:00Z');

describe('dashboard limits and times (SPEC §9)', () => {
  let testApp: TestApp;
  let now = new Date(END - 21 * DAY);
  let payerToken: string;

  const get = async <T>(url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(payerToken) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: T }>().data;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now, env: { SESSION_IDLE_HOURS: '720' } });
    const payer = await signIn(testApp.app, '30666000');
    payerToken = payer.token;
    const merchants: string[] = [];
    for (let index = 1; index <= 6; index += 1) {
      const merchant = await signIn(testApp.app, `3066600${index}`);
      await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchant.token), payload: { businessName: `Shop number ${index}`, category: 'Retail' } });
      merchants.push(merchant.user.id ?? '');
    }
    // [merchant, how long before END]: shop 1 twice (the most used), then one payment to each other shop.
    const schedule: [number, number][] = [
      [5, 20 * DAY],
      [4, 10 * DAY],
      [0, 8 * DAY],
      [1, 2 * DAY],
      [0, 3 * HOUR],
      [2, 5 * MINUTE],
      [3, 30_000],
    ];
    const { payments } = testApp.app.payments;
    for (const [merchant, before] of schedule) {
      now = new Date(END - before);
      const created = await payments.create({
        merchantId: merchants[merchant] ?? '',
        payerUserId: payer.user.id ?? '',
        payerPhone: '+23230666000',
        amount: 10_000 * (merchant + 1),
        currency: 'SLE',
        method: 'bank_transfer',
        source: 'checkout',
        description: `Order ${merchant}`,
      });
      await payments.confirm(created.id);
      await payments.poll({ paymentId: created.id });
    }
    now = new Date(END);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('Recent activity: the 5 newest of 7, with SPEC times (just now, minutes, hours, days under 7, then the date)', async () => {
    expect(RECENT_ACTIVITY_LIMIT).toBe(5);
    const page = await get<Page<Transaction>>(`/api/v1/transactions?limit=${RECENT_ACTIVITY_LIMIT}`);
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
    expect(page.items.map((item) => item.status)).toEqual(Array(5).fill('completed'));
    expect(page.items.map((item) => formatActivityTime(item.timestamp, now))).toEqual([
      'Just now',
      '5 minutes ago',
      '3 hours ago',
      '2 days ago',
      formatDate(new Date(END - 8 * DAY)),
    ]);
  });

  it('Frequent payments: at most 4 of the 6 shops paid, the most used first', async () => {
    expect(FREQUENT_PAYMENTS_LIMIT).toBe(4);
    const frequent = await get<FrequentPayment[]>('/api/v1/payments/frequent');
    expect(frequent).toHaveLength(4);
    expect(frequent[0]).toMatchObject({ merchantName: 'Shop number 1', paymentCount: 2 });
    expect(frequent.slice(1).every((row) => row.paymentCount === 1)).toBe(true);
  });
});
