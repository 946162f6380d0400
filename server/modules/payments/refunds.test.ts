/**
 * Refunds as a merchant and a payer see them (issue 11): partial and full refunds from real
 * sandbox payments, both sides' activity and balance, the sum of refunds never above the payment
 * under concurrent requests, a refund the balance cannot cover refused with nothing moved, a
 * provider failure returning the money, and the auditor clean after each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { Page, Transaction } from '../../../domain/transactions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from './payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from './settlement.service.ts';
import { createRefundsService, REFUND_AUDIT_CHECKS } from './refunds.service.ts';

interface Payment {
  id: string;
  status: string;
  amount: number;
  net: number;
  reference: string;
}
interface Refund {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
  reason: string | null;
}
type Answer<T> = { status: number; body: { data: T; error?: { code: string; message: string } } };

describe('refunds', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  let merchantToken: string;
  let merchantId: string;
  let otherMerchantToken: string;
  let otherMerchantId: string;
  let payerToken: string;

  const inject = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, key?: string): Promise<Answer<T>> => {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const drain = () => drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
  const balanceOf = async (token: string) => (await inject<{ currency: string; available: number; pending: number }[]>('GET', '/api/v1/balance', token)).body.data;
  const available = async (token: string) => (await balanceOf(token))[0]?.available ?? 0;
  const auditBreaches = async () => (await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS])).breaches;
  // Each refund a second after what came before, so the activity order is the order of events.
  const tick = () => (now = new Date(now.getTime() + 1000));
  const refund = (paymentId: string, amount: number, token = merchantToken, key = randomUUID()) =>
    tick() && inject<Refund>('POST', `/api/v1/payments/${paymentId}/refunds`, token, { amount }, key);

  /** A completed Orange Money payment from the payer to a merchant, through the sandbox. */
  async function completedPayment(toMerchant: string, amount: number): Promise<Payment> {
    const created = await inject<Payment>('POST', '/api/v1/payments', payerToken, { merchantId: toMerchant, amount, method: 'orange_money', description: 'Order 17' });
    const outbox = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent('+23277123123')}` });
    const code = outbox.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(`(ref ${created.body.data.reference})`))?.code ?? '';
    await inject('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code });
    await drain();
    const done = await inject<Payment>('GET', `/api/v1/payments/${created.body.data.id}`, payerToken);
    expect(done.body.data.status).toBe('completed');
    return done.body.data;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    const userId = async (phone: string) =>
      (await testApp.database.withSession((s) => s.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [phone])))[0]?.id ?? '';
    merchantToken = (await signIn(testApp.app, '30555222')).token;
    merchantId = await userId('+23230555222');
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Kissy Street Pharmacy', category: 'Health' });
    otherMerchantToken = (await signIn(testApp.app, '30555333')).token;
    otherMerchantId = await userId('+23230555333');
    await inject('PUT', '/api/v1/merchant-profile', otherMerchantToken, { businessName: 'Lumley Bakery', category: 'Food' });
    payerToken = (await signIn(testApp.app, '77123123')).token;
    // Sign-ins and real sandbox payments: slow on a loaded machine (2 cores shared by many).
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('a partial refund: the payer is paid back through the provider, both sides see it, the fee stays', async () => {
    const payment = await completedPayment(merchantId, 5_000_000);
    // 1.5 % of Le 50,000 borne by the merchant: Le 49,250 in the balance.
    expect(await balanceOf(merchantToken)).toEqual([{ currency: 'SLE', available: 4_925_000, pending: 0 }]);

    const answer = await refund(payment.id, 1_000_000);
    expect(answer.status).toBe(201);
    // The sandbox pays out at once: completed in the same request.
    expect(answer.body.data).toMatchObject({ paymentId: payment.id, amount: 1_000_000, status: 'completed', reason: null });
    expect(await balanceOf(merchantToken)).toEqual([{ currency: 'SLE', available: 3_925_000, pending: 0 }]);

    const payerSees = await inject<Page<Transaction>>('GET', '/api/v1/transactions?limit=1', payerToken);
    expect(payerSees.body.data.items[0]).toMatchObject({ id: answer.body.data.id, type: 'refund', amount: 1_000_000, status: 'completed', merchant: 'Kissy Street Pharmacy', recipient: null, description: 'Refund: Order 17' });
    const merchantSees = await inject<Page<Transaction>>('GET', '/api/v1/transactions?limit=2', merchantToken);
    expect(merchantSees.body.data.items.map((item) => [item.type, item.amount])).toEqual([
      ['refund', 1_000_000],
      ['received', 5_000_000],
    ]);
    expect(merchantSees.body.data.items[0]?.merchant).toBeNull();
    const detail = await inject<Transaction>('GET', `/api/v1/transactions/${answer.body.data.id}`, payerToken);
    expect(detail.body.data.type).toBe('refund');
    // The wallet's movements (issue 37): the refund is one movement, naming the payment it refunds
    // (no second "Refund Le 0" row for the post of its reservation).
    const movements = await inject<Page<{ code: string; availableChange: number; availableAfter: number; description: string | null; reference: string | null }>>(
      'GET',
      '/api/v1/wallet/movements',
      merchantToken,
    );
    expect(movements.body.data.items.map(({ code, availableChange, availableAfter, description, reference }) => ({ code, availableChange, availableAfter, description, reference }))).toEqual([
      { code: 'refund', availableChange: -1_000_000, availableAfter: 3_925_000, description: 'Order 17', reference: payment.reference },
      { code: 'payment_settlement', availableChange: 4_925_000, availableAfter: 4_925_000, description: 'Order 17', reference: payment.reference },
    ]);

    for (const token of [merchantToken, payerToken]) {
      const listed = await inject<Refund[]>('GET', `/api/v1/payments/${payment.id}/refunds`, token);
      expect(listed.body.data.map((row) => [row.amount, row.status])).toEqual([[1_000_000, 'completed']]);
    }
    const events = await testApp.database.withSession((s) =>
      s.query<{ type: string; merchant_id: string }>("SELECT type, merchant_id FROM events WHERE type = 'refund.completed'"),
    );
    expect(events).toEqual([{ type: 'refund.completed', merchant_id: merchantId }]);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a retried request (same Idempotency-Key) refunds once', async () => {
    const payment = await completedPayment(merchantId, 1_000_000);
    const before = await available(merchantToken);
    const key = randomUUID();
    const answers = [await refund(payment.id, 300_000, merchantToken, key), await refund(payment.id, 300_000, merchantToken, key)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.body.data.id).toBe(answers[0]?.body.data.id);
    expect(await available(merchantToken)).toBe(before - 300_000);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a re-run of a refund request (a crashed server, the same id) finds the first refund and moves no more money', async () => {
    const payment = await completedPayment(merchantId, 800_000);
    const before = await available(merchantToken);
    const { refunds } = testApp.app.payments;
    const id = randomUUID();
    const runs = await Promise.all([1, 2, 3].map(() => refunds.create({ id, merchantId, paymentId: payment.id, amount: 400_000 })));
    // Each run answers the one refund (a run may see it still on its way while another finishes it).
    expect(runs.map((run) => run.id)).toEqual([id, id, id]);
    await drain();
    expect((await refunds.listOfPayment(payment.id)).map((row) => [row.id, row.amount, row.status])).toEqual([[id, 400_000, 'completed']]);
    expect(await available(merchantToken)).toBe(before - 400_000);
    await expect(refunds.create({ id, merchantId, paymentId: payment.id, amount: 1 })).rejects.toMatchObject({ statusCode: 409, code: 'conflict' });
    expect(await auditBreaches()).toEqual([]);
  });

  it('10 concurrent partial refunds that together exceed the payment: exactly what fits is refunded', async () => {
    const payment = await completedPayment(merchantId, 5_000_000);
    const before = await available(merchantToken);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(payment.id, 700_000)));
    const statuses = answers.map((answer) => answer.status).sort();
    // 7 × Le 7,000 = Le 49,000 fits in Le 50,000; an 8th would not.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.error?.code).toBe('refund_exceeds_payment');
    const listed = await inject<Refund[]>('GET', `/api/v1/payments/${payment.id}/refunds`, merchantToken);
    expect(listed.body.data.reduce((sum, row) => sum + row.amount, 0)).toBe(4_900_000);
    expect(await available(merchantToken)).toBe(before - 4_900_000);

    const last = await refund(payment.id, 100_001);
    expect(last.status).toBe(409);
    expect(last.body.error?.message).toBe('You can refund at most Le 1,000 of this payment.');
    expect((await refund(payment.id, 100_000)).status).toBe(201);
    const full = await refund(payment.id, 1);
    expect(full.body.error).toMatchObject({ code: 'refund_exceeds_payment', message: 'This payment has already been refunded in full.' });
    expect(await available(merchantToken)).toBe(before - 5_000_000);
    expect(await auditBreaches()).toEqual([]);
  });

  it('the database refuses refunds beyond the payment even when the service is bypassed', async () => {
    const payment = await completedPayment(merchantId, 200_000);
    const insert = (amount: number) =>
      testApp.database.withSession((s) =>
        s.query(
          "INSERT INTO refunds (id, payment_id, merchant_id, amount, currency, status, created_at, status_changed_at) VALUES ($1, $2, $3, $4, 'SLE', 'failed', now(), now())",
          [randomUUID(), payment.id, merchantId, amount],
        ),
      );
    await expect(insert(200_001)).rejects.toThrow(/would reach 200001 of 200000/);
    await expect(testApp.database.withSession((s) => s.query('UPDATE refunds SET amount = amount + 1'))).rejects.toThrow(/only move forward/);
    await expect(testApp.database.withSession((s) => s.query('DELETE FROM refunds'))).rejects.toThrow(/only move forward/);
  });

  it("a refund carries its payment's payer, whatever its insert says, and it never changes (issue 41)", async () => {
    const payment = await completedPayment(merchantId, 100_000);
    const payerOf = async (table: 'payments' | 'refunds', rowId: string) =>
      (await testApp.database.withSession((s) => s.query<{ payer: string | null }>(`SELECT payer_user_id AS payer FROM ${table} WHERE id = $1`, [rowId])))[0]?.payer;
    const payer = await payerOf('payments', payment.id);
    expect(payer).toEqual(expect.any(String));
    // Straight into the table, in a transaction rolled back after (a refund whose money never
    // moved would be the auditor's finding for the tests after this one).
    const id = randomUUID();
    const inTable = await testApp.database.withSession(async (s) => {
      await s.script('BEGIN');
      try {
        await s.query(
          "INSERT INTO refunds (id, payment_id, merchant_id, amount, currency, status, payer_user_id, created_at, status_changed_at) VALUES ($1, $2, $3, 1000, 'SLE', 'failed', $4, now(), now())",
          [id, payment.id, merchantId, merchantId],
        );
        const [stored] = await s.query<{ payer: string | null }>('SELECT payer_user_id AS payer FROM refunds WHERE id = $1', [id]);
        const change = await s.query('UPDATE refunds SET payer_user_id = NULL WHERE id = $1', [id]).then(
          () => 'changed',
          (error: unknown) => String(error),
        );
        return { payer: stored?.payer, change };
      } finally {
        await s.script('ROLLBACK');
      }
    });
    expect(inTable.payer).toBe(payer);
    expect(inTable.change).toMatch(/only move forward/);
    // A refund made through the API: the payer sees it in their activity (transactions.test.ts).
    const made = await refund(payment.id, 2_000, merchantToken);
    expect(await payerOf('refunds', made.body.data.id)).toBe(payer);
    await drain();
  });

  it('a refund the balance cannot cover is refused and moves nothing', async () => {
    // The other merchant nets Le 9,850 of a Le 10,000 payment: a full refund needs Le 10,000.
    const payment = await completedPayment(otherMerchantId, 1_000_000);
    const before = await balanceOf(otherMerchantToken);
    expect(before).toEqual([{ currency: 'SLE', available: 985_000, pending: 0 }]);
    const transfersBefore = await testApp.database.withSession((s) => s.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers'));

    const refused = await refund(payment.id, 1_000_000, otherMerchantToken);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_balance', message: 'Your available balance does not cover this refund.' });
    expect(await balanceOf(otherMerchantToken)).toEqual(before);
    expect((await inject<Refund[]>('GET', `/api/v1/payments/${payment.id}/refunds`, otherMerchantToken)).body.data).toEqual([]);
    expect(await testApp.database.withSession((s) => s.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers'))).toEqual(transfersBefore);
    await drain();
    expect(await balanceOf(otherMerchantToken)).toEqual(before);
    expect(await auditBreaches()).toEqual([]);

    // What the balance covers still works.
    expect((await refund(payment.id, 985_000, otherMerchantToken)).body.data.status).toBe('completed');
    expect(await available(otherMerchantToken)).toBe(0);
    expect(await auditBreaches()).toEqual([]);
  });

  it('only the merchant refunds, only a completed payment, and only in whole units of money', async () => {
    const payment = await completedPayment(merchantId, 400_000);
    expect((await refund(payment.id, 1_000, payerToken)).status).toBe(404);
    expect((await refund(payment.id, 1_000, otherMerchantToken)).status).toBe(404);
    expect((await inject('GET', `/api/v1/payments/${payment.id}/refunds`, otherMerchantToken)).status).toBe(404);
    expect((await refund(payment.id, 10.5)).status).toBe(400);
    expect((await refund(payment.id, 0)).status).toBe(400);
    expect((await inject('POST', `/api/v1/payments/${payment.id}/refunds`, merchantToken, { amount: 1_000, fee: 1 })).status).toBe(400);
    const pending = await inject<Payment>('POST', '/api/v1/payments', payerToken, { merchantId, amount: 100_000, method: 'card', description: 'Not paid yet' });
    expect((await refund(pending.body.data.id, 1_000)).body.error?.code).toBe('payment_not_refundable');
    expect(await auditBreaches()).toEqual([]);
  });

  it('a payout to the payer that the provider fails returns the money to the merchant, and it can be refunded again', async () => {
    const payment = await completedPayment(merchantId, 600_000);
    const before = await available(merchantToken);
    const { provider } = testApp.app.payments;
    // The same app, with a provider whose payouts to the payer fail (a blocked wallet).
    const failing = createRefundsService({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      now: () => now,
      firstPollDelaySeconds: 0,
      provider: { ...provider, payoutStatus: async () => ({ state: 'failed', reason: 'provider_account_blocked' }) },
    });
    const failed = await failing.create({ merchantId, paymentId: payment.id, amount: 600_000 });
    expect(failed).toMatchObject({ status: 'failed', reason: 'provider_account_blocked' });
    expect(await available(merchantToken)).toBe(before);
    // Replays of the jobs change nothing.
    await failing.poll({ refundId: failed.id });
    await failing.send(failed.id);
    await drain();
    expect(await available(merchantToken)).toBe(before);
    const merchantSees = await inject<Transaction>('GET', `/api/v1/transactions/${failed.id}`, merchantToken);
    expect(merchantSees.body.data).toMatchObject({ type: 'refund', status: 'failed' });
    expect(await auditBreaches()).toEqual([]);

    expect((await refund(payment.id, 600_000)).body.data.status).toBe('completed');
    expect(await available(merchantToken)).toBe(before - 600_000);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a refund the provider can never pay (permanent refusal) fails at once and the money returns', async () => {
    const payment = await completedPayment(merchantId, 200_000);
    const before = await available(merchantToken);
    const { provider } = testApp.app.payments;
    const refusing = createRefundsService({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      now: () => now,
      firstPollDelaySeconds: 0,
      provider: { ...provider, payout: () => Promise.reject(Object.assign(new Error('no such account'), { code: 'destination_invalid', permanent: true })) },
    });
    const refused = await refusing.create({ merchantId, paymentId: payment.id, amount: 200_000 });
    expect(refused).toMatchObject({ status: 'failed', reason: 'destination_invalid' });
    expect(await available(merchantToken)).toBe(before);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a refund whose send was lost is sent by its job; while it waits the money is held', async () => {
    const payment = await completedPayment(merchantId, 300_000);
    const before = await available(merchantToken);
    const { provider } = testApp.app.payments;
    let down = true;
    const flaky = createRefundsService({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      now: () => now,
      firstPollDelaySeconds: 0,
      provider: {
        ...provider,
        payout: async (request) => {
          if (down) throw new Error('provider unreachable');
          return provider.payout(request);
        },
      },
    });
    const held = await flaky.create({ merchantId, paymentId: payment.id, amount: 300_000 });
    expect(held.status).toBe('pending');
    // Held: out of what can be spent, and shown as pending (a reservation, like a payout's).
    expect(await balanceOf(merchantToken)).toEqual([{ currency: 'SLE', available: before - 300_000, pending: 300_000 }]);
    expect((await inject<Transaction>('GET', `/api/v1/transactions/${held.id}`, payerToken)).body.data.status).toBe('pending');
    expect(await auditBreaches()).toEqual([]);
    down = false;
    await drain();
    expect((await flaky.get(held.id))?.status).toBe('completed');
    expect(await available(merchantToken)).toBe(before - 300_000);
    expect(await auditBreaches()).toEqual([]);
  });

  // Last: it leaves a breach behind on purpose.
  it('the audit check finds a refund whose money never moved', async () => {
    const payment = await completedPayment(merchantId, 250_000);
    const id = randomUUID();
    await testApp.database.withSession((s) =>
      s.query(
        "INSERT INTO refunds (id, payment_id, merchant_id, amount, currency, status, created_at, status_changed_at) VALUES ($1, $2, $3, 1000, 'SLE', 'completed', now(), now())",
        [id, payment.id, merchantId],
      ),
    );
    const breaches = await auditBreaches();
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toContain(`refund ${id} (completed, 1000): 0 reservation(s)`);
  });
});
