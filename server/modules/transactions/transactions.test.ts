/**
 * The filtered activity list (issue 13) as its clients see it: real sandbox payments, a refund,
 * a cancelled attempt and a payout; each filter and the search return exactly the right rows,
 * with totals per currency for the filtered set; pages follow the cursor with filters kept;
 * another user's rows never appear; and the list's projection is the payments module's own,
 * field for field (the detail route and the dashboard keep reading that one).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityTotals } from '../../../domain/activity-filters.ts';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { Page } from '../../../domain/transactions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { createActivityService } from '../payments/activity.service.ts';
import { payoutActivitySource } from '../payouts/payouts.service.ts';
import { audit } from '../ledger/ledger.service.ts';
import { ACTIVITY_AUDIT_CHECKS } from './activity-audit.ts';

interface Payment {
  id: string;
  status: string;
  reference: string;
}

describe('GET /transactions with filters, search and totals', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  let merchantToken: string;
  let merchantId: string;
  let payerToken: string;
  let payerId: string;
  let strangerToken: string;
  const made: Record<string, Payment> = {};
  let refundId = '';
  let payoutId = '';

  const inject = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers: { ...bearer(token), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string; details?: { field: string }[] } }>() };
  };
  const userId = async (phone: string) =>
    (await testApp.database.withSession((s) => s.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [phone])))[0]?.id ?? '';
  const tick = (minutes = 60) => (now = new Date(now.getTime() + minutes * 60_000));

  async function payment(amount: number, method: 'orange_money' | 'bank_transfer', complete: boolean): Promise<Payment> {
    tick();
    const created = await inject<Payment>('POST', '/api/v1/payments', payerToken, { merchantId, amount, method, description: `Order ${amount}` });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    if (!complete) {
      await inject('POST', `/api/v1/payments/${id}/cancel`, payerToken);
    } else if (method === 'orange_money') {
      const outbox = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent('+23277444555')}` });
      const code = outbox.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(`(ref ${created.body.data.reference})`))?.code ?? '';
      await inject('POST', `/api/v1/payments/${id}/code`, payerToken, { code });
    }
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    return (await inject<Payment>('GET', `/api/v1/payments/${id}`, payerToken)).body.data;
  }

  const list = async (query: string, token = merchantToken) => {
    const answer = await inject<Page<ActivityEntry>>('GET', `/api/v1/transactions?${query}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const ids = async (query: string, token = merchantToken) => (await list(query, token)).items.map((item) => item.id);
  const totals = async (query: string, token = merchantToken) => (await inject<ActivityTotals[]>('GET', `/api/v1/transactions/totals?${query}`, token)).body.data;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    merchantToken = (await signIn(testApp.app, '30666111')).token;
    merchantId = await userId('+23230666111');
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Lumley Beach Café', category: 'Food' });
    payerToken = (await signIn(testApp.app, '77444555')).token;
    payerId = await userId('+23277444555');
    strangerToken = (await signIn(testApp.app, '30666222')).token;
    await inject('PUT', '/api/v1/merchant-profile', strangerToken, { businessName: 'Kissy Road Shop', category: 'Retail' });

    made.big = await payment(5_000_000, 'orange_money', true);
    made.small = await payment(200_000, 'orange_money', true);
    made.cancelled = await payment(750_000, 'orange_money', false);
    made.bank = await payment(1_200_000, 'bank_transfer', true);
    tick();
    const refund = await inject<{ id: string }>('POST', `/api/v1/payments/${made.big.id}/refunds`, merchantToken, { amount: 1_000_000 });
    expect(refund.status).toBe(201);
    refundId = refund.body.data.id;
    // A payout row as the payouts module stores it (its own tests cover the money; this is the list's view).
    tick();
    const accountId = randomUUID();
    payoutId = randomUUID();
    await testApp.database.withSession(async (s) => {
      await s.query(
        `INSERT INTO linked_accounts (id, user_id, type, provider, account_number, account_name, created_at, provider_code)
         VALUES ($1, $2, 'mobile_money', 'Orange Money', '076555444', 'Aminata Kamara', now(), 'orange_money')`,
        [accountId, merchantId],
      );
      await s.query(
        `INSERT INTO payouts (id, merchant_id, account_id, method, provider, destination, account_name, amount, fee, net, currency, status, reference, trigger, livemode, created_at, status_changed_at)
         VALUES ($1, $2, $3, 'orange_money', 'orange_money', '+23276555444', 'Aminata Kamara', 1000000, 10000, 990000, 'SLE', 'processing', 'POTEST1', 'manual', false, $4, $4)`,
        [payoutId, merchantId, accountId, now.toISOString()],
      );
    });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('is the payments module\'s projection, field for field, for the merchant and for the payer', async () => {
    const activity = createActivityService(testApp.database.db, [payoutActivitySource(testApp.app.payouts)]);
    for (const [token, id] of [
      [merchantToken, merchantId],
      [payerToken, payerId],
    ] as const) {
      const ours = (await list('limit=100', token)).items.map(({ gross: _gross, fee: _fee, net: _net, ...item }) => item);
      const theirs = (await activity.listActivity(id, { limit: 100 })).items;
      expect(ours).toEqual(theirs);
    }
  });

  it('lists everything of the merchant newest first, and gives each entry its money from the merchant\'s side', async () => {
    const all = await list('');
    expect(all.items.map((item) => [item.type, item.status, item.amount])).toEqual([
      ['transfer', 'processing', 1_000_000],
      ['refund', 'completed', 1_000_000],
      // A bank transfer waits for the bank: pending.
      ['received', 'pending', 1_200_000],
      ['received', 'cancelled', 750_000],
      ['received', 'completed', 200_000],
      ['received', 'completed', 5_000_000],
    ]);
    // Received Le 50,000 at 1.5 % borne by the merchant: +50,000 gross, 750 fee, +49,250 net.
    expect(all.items[5]).toMatchObject({ gross: 5_000_000, fee: 75_000, net: 4_925_000 });
    // The refund gives Le 10,000 back; the payout sends 9,900 and charges 100: -10,000 from the balance.
    expect(all.items[1]).toMatchObject({ gross: -1_000_000, fee: 0, net: -1_000_000 });
    expect(all.items[0]).toMatchObject({ gross: -990_000, fee: 10_000, net: -1_000_000 });
    // The payer's side of the same big payment: Le 50,000 out, the refund in.
    const payerSide = await list('', payerToken);
    expect(payerSide.items.find((item) => item.id === made.big?.id)).toMatchObject({ type: 'payment', gross: -5_000_000, fee: 0, net: -5_000_000 });
    expect(payerSide.items.find((item) => item.id === refundId)).toMatchObject({ type: 'refund', gross: 1_000_000, net: 1_000_000 });
  });

  it('filters by type, status, method, amount and day, each alone and together', async () => {
    expect(await ids('type=refund')).toEqual([refundId]);
    expect(await ids('type=transfer')).toEqual([payoutId]);
    expect(await ids('type=received&status=completed')).toEqual([made.small?.id, made.big?.id]);
    expect(await ids('status=pending')).toEqual([made.bank?.id]);
    expect(await ids('status=cancelled')).toEqual([made.cancelled?.id]);
    expect(await ids('status=processing,cancelled')).toEqual([payoutId, made.cancelled?.id]);
    expect(await ids('method=bank_transfer')).toEqual([made.bank?.id]);
    expect(await ids('min=750000&max=1200000&type=received')).toEqual([made.bank?.id, made.cancelled?.id]);
    // Payments an hour apart from 11:00 on 2 March: the first day holds the first ten hours' rows.
    expect(await ids('from=2026-03-03')).toEqual([]);
    expect((await ids('from=2026-03-02&to=2026-03-02')).length).toBe(6);
    expect(await ids('to=2026-03-01')).toEqual([]);
  });

  it('searches by reference, transaction id, counterparty name and phone', async () => {
    expect(await ids(`q=${made.small?.reference.toLowerCase()}`)).toEqual([made.small?.id]);
    const [bankEntry] = (await list(`q=${made.bank?.id}`)).items;
    expect(bankEntry?.id).toBe(made.bank?.id);
    expect(await ids(`q=${bankEntry?.transactionId}`)).toEqual([made.bank?.id]);
    // The payer by phone, in the ways people write it; the payout's account by name.
    for (const phone of ['077444555', '+232 77 444 555', '77444555', '444 555']) {
      expect((await ids(`q=${encodeURIComponent(phone)}&type=received`)).length, phone).toBe(4);
    }
    expect(await ids('q=aminata')).toEqual([payoutId]);
    // The payer finds the merchant by its name, accent and all.
    expect((await ids(`q=${encodeURIComponent('beach café')}`, payerToken)).length).toBe(5);
    // LIKE's wildcards are taken literally.
    expect(await ids('q=%25')).toEqual([]);
  });

  it('totals the filtered set per currency, and pages through it with the filters kept', async () => {
    expect(await totals('type=received&status=completed')).toEqual([
      { currency: 'SLE', count: 2, gross: 5_200_000, fee: 78_000, net: 5_122_000 },
    ]);
    expect(await totals('status=failed')).toEqual([]);
    // Every received entry is counted; only the completed ones' money is summed (the cancelled
    // attempt and the bank transfer still on its way charged nothing yet).
    expect(await totals('type=received')).toEqual([{ currency: 'SLE', count: 4, gross: 5_200_000, fee: 78_000, net: 5_122_000 }]);
    const first = await list('type=received&limit=2');
    expect(first.items.map((item) => item.id)).toEqual([made.bank?.id, made.cancelled?.id]);
    const second = await list(`type=received&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual([made.small?.id, made.big?.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('never shows another user\'s rows, and refuses bad filters with 400 naming the field', async () => {
    expect((await list('', strangerToken)).items).toEqual([]);
    expect(await totals('', strangerToken)).toEqual([]);
    expect(await ids(`q=${made.big?.reference}`, strangerToken)).toEqual([]);
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      // Days the database cannot read as times (a year 0, the end of 9999-12-31 in year 10000).
      ['from=0000-01-01', 'from'],
      ['to=9999-12-31', 'to'],
      ['type=gift', 'type'],
      ['min=-5', 'min'],
      ['from=2026-03-05&to=2026-03-01', 'to'],
    ] as const) {
      const answer = await inject('GET', `/api/v1/transactions?${query}`, merchantToken);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.details?.[0]?.field, query).toBe(field);
    }
  });

  // Last: it changes rows the tests above read.
  it('keeps the list\'s index (activity_entries) in step with each change, and the auditor names an entry that is not', async () => {
    const breaches = async () => (await audit(testApp.database.db, ACTIVITY_AUDIT_CHECKS)).breaches.sort();
    expect(await breaches()).toEqual([]);
    // The payout completes: its entry moves to the top with its new status and time.
    tick();
    await testApp.database.withSession((s) => s.query(`UPDATE payouts SET status = 'completed', status_changed_at = $2 WHERE id = $1`, [payoutId, now.toISOString()]));
    expect(await ids('status=completed&type=transfer')).toEqual([payoutId]);
    expect(await ids('status=processing')).toEqual([]);
    expect((await totals('type=transfer'))[0]).toMatchObject({ count: 1, net: -1_000_000 });
    expect(await breaches()).toEqual([]);

    // What a broken trigger would leave: an entry whose amount is not its payment's, and a refund
    // with no entries (the merchant's, branch 2, and the payer's, branch 3).
    const small = made.small?.id ?? '';
    await testApp.database.withSession(async (s) => {
      await s.query('UPDATE activity_entries SET amount = amount + 1 WHERE id = $1 AND branch = 1', [small]);
      await s.query('DELETE FROM activity_entries WHERE id = $1', [refundId]);
    });
    expect(await breaches()).toEqual(
      [`${small} (branch 1) has an entry that differs from it`, `${refundId} (branch 2) has no entry`, `${refundId} (branch 3) has no entry`]
        .map((breach) => `${ACTIVITY_AUDIT_CHECKS[0]?.name}: ${breach}`)
        .sort(),
    );
  });
});
