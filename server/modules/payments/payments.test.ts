/**
 * Payments as a payer and a merchant see them (DESIGN §7): the sandbox's code by SMS, fees,
 * cancel refused once processing, expiry, the documented test numbers, and settlement posted
 * exactly once whatever replays or concurrent callbacks arrive, checked by the auditor.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { Page, Transaction } from '../../../domain/transactions.ts';
import type { PendingPayment } from '../../../domain/pending-payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from './payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS, postSettlement } from './settlement.service.ts';

interface Payment {
  id: string;
  status: string;
  displayStatus: string;
  amount: number;
  fee: number;
  total: number;
  net: number;
  reference: string;
}

const MINUTE = 60_000;

describe('payments through the sandbox', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  let merchantToken: string;
  let merchantId: string;
  let payerToken: string;

  const inject = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string } }>() };
  };
  const pay = (payload: object) => inject<Payment>('POST', '/api/v1/payments', payerToken, { merchantId, description: 'Order 17', ...payload });
  const lastCode = async (phone: string, reference: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(phone)}` });
    // This payment's code, not the sign-in code or another payment's sent at the same (test clock) time.
    return response.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(`(ref ${reference})`));
  };
  const drain = () => drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
  const balance = async () => (await inject<{ currency: string; available: number; pending: number }[]>('GET', '/api/v1/balance', merchantToken)).body.data;
  const auditBreaches = async () => (await audit(testApp.database.db, PAYMENT_AUDIT_CHECKS)).breaches;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    merchantToken = (await signIn(testApp.app, '30555111')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555111'"));
    merchantId = merchant?.id ?? '';
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Bo Road Hardware', category: 'Retail' });
    payerToken = (await signIn(testApp.app, '77123123')).token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('Orange Money: code by SMS, wrong code refused, cancel refused while processing, settled once into the merchant balance', async () => {
    const created = await pay({ amount: 5_000_000, method: 'orange_money' });
    expect(created.status).toBe(201);
    // SPEC §9: 1.5 % of Le 50,000, borne by the merchant by default.
    expect(created.body.data).toMatchObject({ status: 'pending_otp', displayStatus: 'pending', amount: 5_000_000, fee: 75_000, total: 5_000_000, net: 4_925_000 });
    const sms = await lastCode('+23277123123', created.body.data.reference);
    expect(sms?.body).toContain('Le 50,000');
    const code = sms?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await inject('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe('wrong_code');
    const right = await inject<Payment>('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code });
    expect(right.body.data.status).toBe('processing');

    const cancel = await inject('POST', `/api/v1/payments/${created.body.data.id}/cancel`, payerToken);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error?.code).toBe('payment_processing');
    expect(await balance()).toEqual([]);

    await drain();
    const done = await inject<Payment>('GET', `/api/v1/payments/${created.body.data.id}`, payerToken);
    expect(done.body.data.status).toBe('completed');
    expect(await balance()).toEqual([{ currency: 'SLE', available: 4_925_000, pending: 0 }]);

    // Replays of every kind change nothing: the poll again, the settle job again, many settles at once.
    const { payments } = testApp.app.payments;
    await payments.poll({ paymentId: created.body.data.id });
    expect(await Promise.all([1, 2, 3, 4, 5].map(() => payments.settle(created.body.data.id, 'completed')))).toEqual([false, false, false, false, false]);
    expect(await payments.settle(created.body.data.id, 'failed')).toBe(false);
    expect(await balance()).toEqual([{ currency: 'SLE', available: 4_925_000, pending: 0 }]);
    expect(await auditBreaches()).toEqual([]);

    // Both sides see it in their activity.
    const payerActivity = await inject<Page<Transaction>>('GET', '/api/v1/transactions?limit=1', payerToken);
    expect(payerActivity.body.data.items[0]).toMatchObject({ type: 'payment', merchant: 'Bo Road Hardware', amount: 5_000_000, status: 'completed', provider: 'Orange Money' });
    const merchantActivity = await inject<Page<Transaction>>('GET', '/api/v1/transactions?limit=1', merchantToken);
    expect(merchantActivity.body.data.items[0]).toMatchObject({ type: 'received', merchant: null, amount: 5_000_000, status: 'completed' });
  });

  it('concurrent duplicate callbacks settle once; a forged one is refused', async () => {
    const created = await pay({ amount: 1_000_000, method: 'bank_transfer', bankCode: 'RBL' });
    expect(created.body.data.status).toBe('pending_confirmation');
    await inject('POST', `/api/v1/payments/${created.body.data.id}/confirm`, payerToken);
    const row = await testApp.app.payments.payments.get(created.body.data.id);
    const body = JSON.stringify({ providerRef: row.providerRef, paymentId: row.id, state: 'succeeded' });
    const signature = createHmac('sha256', testApp.config.appSecret).update(`sandbox-callback:${body}`).digest('hex');
    const send = (sig: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/providers/sandbox/callback', headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig }, payload: body });
    expect((await send('0'.repeat(64))).statusCode).toBe(401);
    const answers = await Promise.all([send(signature), send(signature), send(signature)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    await drain();
    expect((await testApp.app.payments.payments.get(row.id)).status).toBe('completed');
    // 1 % of Le 10,000 is Le 100: the merchant nets Le 9,900 more than before.
    expect(await balance()).toEqual([{ currency: 'SLE', available: 4_925_000 + 990_000, pending: 0 }]);
    expect(await auditBreaches()).toEqual([]);
  });

  it('test number 76 000 001 declines: the payment fails and no money moves', async () => {
    const before = await balance();
    const created = await pay({ amount: 200_000, method: 'orange_money', walletNumber: '76000001' });
    const code = (await lastCode('+23276000001', created.body.data.reference))?.code ?? '';
    await inject('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code });
    await drain();
    expect((await inject<Payment>('GET', `/api/v1/payments/${created.body.data.id}`, payerToken)).body.data).toMatchObject({ status: 'failed', displayStatus: 'failed' });
    expect(await balance()).toEqual(before);
    expect(await auditBreaches()).toEqual([]);
  });

  it('test number 76 000 003 loses its callback: the payment settles by polling', async () => {
    const before = (await balance())[0]?.available ?? 0;
    const created = await pay({ amount: 300_000, method: 'mobile_money', walletNumber: '76000003' });
    const code = (await lastCode('+23276000003', created.body.data.reference))?.code ?? '';
    await inject('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code });
    await drain();
    expect((await testApp.app.payments.payments.get(created.body.data.id)).status).toBe('completed');
    expect((await balance())[0]?.available).toBe(before + 300_000 - 4_500);
  });

  it('test number 76 000 002 never confirms: no code is sent, and the payment expires at expires_at, not before', async () => {
    const created = await pay({ amount: 100_000, method: 'orange_money', walletNumber: '76000002' });
    expect(created.body.data.status).toBe('pending_otp');
    expect(await lastCode('+23276000002', created.body.data.reference)).toBeUndefined();
    const { payments } = testApp.app.payments;
    expect(await payments.expire(created.body.data.id)).toBeUndefined();
    now = new Date(now.getTime() + 31 * MINUTE);
    expect((await payments.expire(created.body.data.id))?.status).toBe('expired');
    // Expired: no longer pending, shown as cancelled, and it cannot be cancelled or paid any more.
    const pending = await inject<PendingPayment[]>('GET', '/api/v1/payments/pending', payerToken);
    expect(pending.body.data.map((p) => p.id)).not.toContain(created.body.data.id);
    expect((await inject('POST', `/api/v1/payments/${created.body.data.id}/cancel`, payerToken)).status).toBe(409);
    expect((await inject('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code: '123456' })).status).toBe(409);
    expect((await inject<Transaction>('GET', `/api/v1/transactions/${created.body.data.id}`, payerToken)).body.data.status).toBe('cancelled');
  });

  it('a crash after the provider took the code is recovered at expiry: the money is settled, not expired away', async () => {
    const before = (await balance())[0]?.available ?? 0;
    const created = await pay({ amount: 400_000, method: 'orange_money' });
    const code = (await lastCode('+23277123123', created.body.data.reference))?.code ?? '';
    const { payments, provider } = testApp.app.payments;
    const row = await payments.get(created.body.data.id);
    // The provider accepted the code; our process died before recording it (still pending_otp).
    expect((await provider.submitCode(row.providerRef ?? '', code)).outcome).toBe('accepted');
    now = new Date(now.getTime() + 31 * MINUTE);
    expect(await payments.expire(row.id)).toBeUndefined();
    expect((await payments.get(row.id)).status).toBe('completed');
    expect((await balance())[0]?.available).toBe(before + 400_000 - 6_000);
    expect(await auditBreaches()).toEqual([]);
  });

  it('cancels a pending payment once (a repeat answers the same), and only its payer may', async () => {
    const created = await pay({ amount: 150_000, method: 'card' });
    const id = created.body.data.id;
    expect((await inject('POST', `/api/v1/payments/${id}/cancel`, merchantToken)).status).toBe(404);
    const first = await inject<PendingPayment>('POST', `/api/v1/payments/${id}/cancel`, payerToken);
    const again = await inject<PendingPayment>('POST', `/api/v1/payments/${id}/cancel`, payerToken);
    expect([first.body.data.status, again.body.data.status]).toEqual(['cancelled', 'cancelled']);
    // A cancelled payment is not confirmed later by a stale retry.
    expect((await inject<Payment>('POST', `/api/v1/payments/${id}/confirm`, payerToken)).body.data.status).toBe('cancelled');
  });

  it('adds the fee for the payer when the merchant chose so', async () => {
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Bo Road Hardware', category: 'Retail', feeBearer: 'payer' });
    const created = await pay({ amount: 5_000_000, method: 'card' });
    // Card 2.5 % + Le 500, added to what the payer pays; the merchant receives the whole amount.
    expect(created.body.data).toMatchObject({ amount: 5_000_000, fee: 175_000, total: 5_175_000, net: 5_000_000 });
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Bo Road Hardware', category: 'Retail', feeBearer: 'merchant' });
  });

  it('refuses bad payments: own business, unknown merchant, amount under the fee, SLL', async () => {
    expect((await inject('POST', '/api/v1/payments', merchantToken, { merchantId, amount: 10_000, method: 'card', description: 'x' })).body.error?.code).toBe('cannot_pay_yourself');
    expect((await pay({ merchantId: '00000000-0000-4000-8000-000000000000', amount: 10_000, method: 'card' })).status).toBe(404);
    expect((await pay({ amount: 100, method: 'card' })).body.error?.code).toBe('amount_too_small');
    expect((await pay({ amount: 10_000, method: 'card', currency: 'SLL' })).status).toBe(400);
    expect((await pay({ amount: 10.5, method: 'card' })).status).toBe(400);
  });

  it('a payer in live mode on a sandbox-only installation is refused (422 livemode_unavailable) and nothing is made', async () => {
    const count = async () => Number((await testApp.database.withSession((s) => s.query<{ n: string }>('SELECT count(*)::text AS n FROM payments')))[0]?.n);
    const before = await count();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...bearer(payerToken), 'salone-mode': 'live', 'idempotency-key': 'live-mode-refused-0000000001' },
      payload: { merchantId, description: 'Order 18', amount: 10_000, method: 'card' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('livemode_unavailable');
    expect(await count()).toBe(before);
  });

  it('keeps money history append-only: no edit of an amount, no delete, no user delete under it', async () => {
    const { database } = testApp;
    await expect(database.withSession((s) => s.query('UPDATE payments SET amount = amount + 1'))).rejects.toThrow(/append-only/);
    await expect(database.withSession((s) => s.query('DELETE FROM payment_events'))).rejects.toThrow(/append-only/);
    await expect(database.withSession((s) => s.query('DELETE FROM payments'))).rejects.toThrow(/append-only/);
    await expect(database.withSession((s) => s.query("DELETE FROM users WHERE phone = '+23277123123'"))).rejects.toThrow();
  });

  it('answers the balance only to its owner and needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/balance' })).statusCode).toBe(401);
    expect((await inject('GET', '/api/v1/balance', payerToken)).body.data).toEqual([]);
  });

  it('settles a batch of callbacks in one transaction: each payment once, a decline failed, a replay and a wrong reference ignored; a batch the ledger refuses is redone one by one (issue 41)', async () => {
    const { payments } = testApp.app.payments;
    const processing = async (amount: number) => {
      const created = await pay({ amount, method: 'bank_transfer', bankCode: 'RBL' });
      await inject('POST', `/api/v1/payments/${created.body.data.id}/confirm`, payerToken);
      const row = await payments.get(created.body.data.id);
      expect(row.status).toBe('processing');
      return row;
    };
    const before = (await balance())[0]?.available ?? 0;
    const [a, b, c, d] = [await processing(100_000), await processing(200_000), await processing(300_000), await processing(400_000)];
    const callback = (row: typeof a, state: 'succeeded' | 'failed', providerRef = row.providerRef ?? '') => ({ providerRef, paymentId: row.id, state });
    await payments.settleFromCallbacks([callback(d, 'succeeded'), callback(b, 'failed'), callback(a, 'succeeded'), callback(c, 'succeeded', 'not-its-reference'), callback(a, 'succeeded')]);
    expect([(await payments.get(a.id)).status, (await payments.get(b.id)).status, (await payments.get(c.id)).status, (await payments.get(d.id)).status]).toEqual([
      'completed',
      'failed',
      'processing',
      'completed',
    ]);
    // Bank transfer: 1 %. a and d once each; b's money never moves.
    expect((await balance())[0]?.available).toBe(before + 99_000 + 396_000);
    expect(await auditBreaches()).toEqual([]);

    // e's settlement set is in the ledger already while e is still processing: the batch's one
    // ledger call mixes a stored set with a new one, is refused and leaves nothing behind.
    const [e, f] = [await processing(500_000), await processing(600_000)];
    await testApp.database.db.transaction((tx) => postSettlement(tx, e, now));
    const refused = await payments.settleFromCallbacks([callback(e, 'succeeded'), callback(f, 'succeeded')]).then(
      () => 'settled',
      (error: unknown) => (error as { code?: string }).code,
    );
    expect(refused).toBe('id_conflict');
    expect([(await payments.get(e.id)).status, (await payments.get(f.id)).status]).toEqual(['processing', 'processing']);
    // Through the settle queue: the batch fails as above, then each job runs alone and settles.
    await testApp.database.db.transaction(async (tx) => {
      for (const row of [e, f]) await testApp.app.jobs.send(tx, 'payment-settle', callback(row, 'succeeded'));
    });
    await drain();
    expect([(await payments.get(e.id)).status, (await payments.get(f.id)).status]).toEqual(['completed', 'completed']);
    // The sandbox's own callbacks ran in the drain too: c settled, b stayed failed, nothing twice.
    expect((await payments.get(c.id)).status).toBe('completed');
    expect((await payments.get(b.id)).status).toBe('failed');
    expect((await balance())[0]?.available).toBe(before + 99_000 + 396_000 + 297_000 + 495_000 + 594_000);
    expect(await auditBreaches()).toEqual([]);
  });

  it('two batches and the same callbacks one by one, all at once, settle each payment once, without a deadlock (issue 41)', async () => {
    const { payments } = testApp.app.payments;
    const before = (await balance())[0]?.available ?? 0;
    const rows = [];
    for (const amount of [110_000, 120_000, 130_000, 140_000, 150_000, 160_000]) {
      const created = await pay({ amount, method: 'bank_transfer', bankCode: 'RBL' });
      await inject('POST', `/api/v1/payments/${created.body.data.id}/confirm`, payerToken);
      rows.push(await payments.get(created.body.data.id));
    }
    const callbacks = rows.map((row) => ({ providerRef: row.providerRef ?? '', paymentId: row.id, state: 'succeeded' as const }));
    const outcomes = await Promise.allSettled([
      payments.settleFromCallbacks(callbacks),
      payments.settleFromCallbacks([...callbacks].reverse()),
      ...callbacks.map((callback) => payments.settleFromCallback(callback)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await drain();
    for (const row of rows) expect((await payments.get(row.id)).status).toBe('completed');
    // Bank transfer, 1 %: each net once.
    expect((await balance())[0]?.available).toBe(before + 810_000 - 8_100);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a new merchant’s first settlements, a batch racing lone settles, make its ledger account once and settle each payment once (issue 41)', async () => {
    const { payments } = testApp.app.payments;
    // Each round a merchant with no ledger account yet: the first settlement of each transaction
    // inserts its account rows, which the others wait for (or, crosswise with a payment's row
    // lock, PostgreSQL's deadlock check breaks: that transaction is rolled back whole and redone).
    for (let round = 0; round < 3; round += 1) {
      const { token, user } = await signIn(testApp.app, `3066600${round}`);
      await inject('PUT', '/api/v1/merchant-profile', token, { businessName: `Kissy Road Traders ${round}`, category: 'Retail' });
      const rows = [];
      for (const amount of [210_000, 220_000, 230_000]) {
        const created = await inject<Payment>('POST', '/api/v1/payments', payerToken, { merchantId: user.id, description: 'First order', amount, method: 'bank_transfer', bankCode: 'RBL' });
        await inject('POST', `/api/v1/payments/${created.body.data.id}/confirm`, payerToken);
        rows.push(await payments.get(created.body.data.id));
      }
      const callbacks = rows.map((row) => ({ providerRef: row.providerRef ?? '', paymentId: row.id, state: 'succeeded' as const }));
      const refusals: unknown[] = [];
      // As the settle worker runs them: a batch that throws is redone job by job; a job that
      // throws runs again (its retry).
      const asJob = (callback: (typeof callbacks)[number]) =>
        payments.settleFromCallback(callback).catch((error: unknown) => {
          refusals.push(error);
          return payments.settleFromCallback(callback);
        });
      const asBatch = (batch: typeof callbacks) =>
        payments.settleFromCallbacks(batch).catch(async (error: unknown) => {
          refusals.push(error);
          for (const callback of batch) await asJob(callback);
        });
      await Promise.all([asBatch(callbacks), asBatch([...callbacks].reverse()), ...[...callbacks].reverse().map(asJob)]);
      // Nothing but a broken deadlock was ever refused.
      expect(refusals.map((error) => (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code)).toEqual(refusals.map(() => '40P01'));
      for (const row of rows) expect((await payments.get(row.id)).status).toBe('completed');
      expect((await inject<{ available: number }[]>('GET', '/api/v1/balance', token)).body.data[0]?.available).toBe(660_000 - 6_600);
      const accounts = await testApp.database.withSession((s) => s.query<{ count: number }>('SELECT count(DISTINCT logical_id)::int AS count FROM ledger_accounts WHERE owner_user_id = $1', [user.id]));
      expect(accounts[0]?.count).toBe(1);
    }
    expect(await auditBreaches()).toEqual([]);
  });

  // Last: it leaves a breach behind on purpose.
  it('the audit check finds a completed payment that bypassed the ledger', async () => {
    const created = await pay({ amount: 120_000, method: 'card' });
    await testApp.database.withSession((s) => s.query("UPDATE payments SET status = 'completed' WHERE id = $1", [created.body.data.id]));
    const breaches = await auditBreaches();
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toContain(created.body.data.id);
  });
});
