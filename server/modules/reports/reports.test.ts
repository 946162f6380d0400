/**
 * The merchant's reports as a client reads them (issue 13 part 2), on money moved the real way
 * (guest checkouts through the sandbox, a cash sale, a payout with its step-up code): takings per
 * day equal the payments made, top links rank by takings, the payout history masks the
 * destination, and the monthly statement ties out: month N+1 opens where month N closed, and the
 * current month closes at GET /balance's `available` (a payout in flight is already out of it
 * and is what /balance shows as `pending`) and at the auditor's re-derivation from the transfers.
 * Another merchant's money and the other mode's money never appear.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { CreateCheckoutPaymentResponse } from '../../../domain/checkout.ts';
import type { PaymentLink } from '../../../domain/payment-links.ts';
import type { PayoutHistoryItem, Statement, Takings, TopLink } from '../../../domain/api/reports.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { drainPayoutJobs, PAYOUT_AUDIT_CHECKS } from '../payouts/payouts.service.ts';

const MINUTE = 60_000;
const MERCHANT = '30777111';
const OTHER = '30777222';

type Answer<T> = { status: number; body: { data: T; error?: { code: string; message: string } } };

describe('reports', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let now = new Date('2026-10-10T09:00:00Z');
  let merchantToken: string;
  let merchantId: string;
  let otherToken: string;
  let otherId: string;
  let link: PaymentLink;
  let otherLink: PaymentLink;
  /** What the test paid, to compare the takings with: [day, method, gross, net]. */
  const paid: [string, string, number, number][] = [];

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const response = await testApp.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
  const newestCode = async (to: string, containing: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}` });
    return response.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(containing))?.code ?? '';
  };
  const drain = async () => {
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    await drainPayoutJobs(testApp.app.jobs, testApp.app.payouts);
  };

  /** A guest pays `toMerchant` with Orange Money through the sandbox, now; returns the payment's amount and net. */
  const guestPays = async (toMerchant: string, payload: { linkId?: string; amount?: number }) => {
    const created = await call<CreateCheckoutPaymentResponse>('POST', '/api/v1/checkout/payments', undefined, { merchantId: toMerchant, method: 'orange_money', walletNumber: '77444555', ...payload }, { 'idempotency-key': randomUUID() });
    expect(created.status).toBe(201);
    const { payment, clientSecret } = created.body.data;
    const code = await newestCode('+23277444555', `(ref ${payment.reference})`);
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/checkout/payments/${payment.id}/code`,
      headers: { 'x-client-secret': clientSecret, 'idempotency-key': randomUUID() },
      payload: { code },
    });
    expect(submitted.statusCode).toBe(200);
    await drain();
    return { id: payment.id, reference: payment.reference, amount: payment.amount, net: payment.amount - payment.fee };
  };
  const merchantPays = async (payload: { linkId?: string; amount?: number }) => {
    const payment = await guestPays(merchantId, payload);
    paid.push([now.toISOString().slice(0, 10), 'orange_money', payment.amount, payment.net]);
    return payment;
  };
  let novemberPayment: { id: string; reference: string };

  const statement = async (month: string, token = merchantToken, headers: Record<string, string> = {}) => {
    const answer = await call<Statement>('GET', `/api/v1/reports/statement?month=${month}`, token, undefined, headers);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const sle = (found: Statement) => found.statements.find((row) => row.currency === 'SLE');
  const balance = async () =>
    (await call<{ currency: string; available: number; pending: number }[]>('GET', '/api/v1/balance', merchantToken)).body.data.find((row) => row.currency === 'SLE');
  /** The auditor's own re-derivation (audit.ts: legs of every transfer) of the account's available balance. */
  const auditorAvailable = async (userId: string) => {
    const result = await testApp.database.db.execute(sql`
      WITH account AS (SELECT id FROM ledger_accounts WHERE owner_user_id = ${userId} AND currency = 'SLE' AND livemode = false AND shard = 0),
      legs (account_id, dp, cp, dpe) AS (
        SELECT debit_account_id, CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
               CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END
        FROM ledger_transfers
        UNION ALL
        SELECT credit_account_id, 0::bigint, CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint
        FROM ledger_transfers
      )
      SELECT (coalesce(sum(cp), 0) - coalesce(sum(dp), 0) - coalesce(sum(dpe), 0))::text AS available
      FROM legs WHERE account_id = (SELECT id FROM account)`);
    return Number((result as unknown as { rows: { available: string }[] }).rows[0]?.available);
  };
  const breaches = async () => (await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS])).breaches;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now, env: { SESSION_IDLE_HOURS: '720' } });
    const merchant = await signIn(testApp.app, MERCHANT);
    merchantToken = merchant.token;
    merchantId = merchant.user.id ?? '';
    const other = await signIn(testApp.app, OTHER);
    otherToken = other.token;
    otherId = other.user.id ?? '';
    await call('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Kroo Bay Fish', category: 'Food' });
    await call('PUT', '/api/v1/merchant-profile', otherToken, { businessName: 'Congo Cross Tailors', category: 'Retail' });
    const newLink = async (token: string, description: string, amount = 1_000_000) =>
      (await call<PaymentLink>('POST', '/api/v1/payment-links', token, { amount, currency: 'SLE', description, reusable: true })).body.data;
    link = await newLink(merchantToken, 'Fish box');
    otherLink = await newLink(otherToken, 'Suit fitting');
    const smallLink = await newLink(merchantToken, 'Bonga', 160_000);

    // October: two payments, one through the link and one on the month's last minute.
    await merchantPays({ linkId: link.id });
    now = new Date('2026-10-20T10:00:00Z');
    await merchantPays({ linkId: smallLink.id });
    now = new Date('2026-10-31T23:59:00Z');
    await merchantPays({ amount: 200_000 });
    // November 1st: the link again, a cash sale, and the other merchant's takings.
    now = new Date('2026-11-01T00:00:30Z');
    novemberPayment = await merchantPays({ linkId: link.id });
    const cash = await call<{ amount: number }>('POST', '/api/v1/cash-sales', merchantToken, { id: randomUUID(), amount: 70_000, description: 'Two fish' });
    expect(cash.status).toBe(201);
    paid.push(['2026-11-01', 'cash', 70_000, 70_000]);
    await guestPays(otherId, { linkId: otherLink.id });
    await guestPays(otherId, { linkId: otherLink.id });
    await guestPays(otherId, { linkId: otherLink.id });
    // Every payment runs through the real services: slow on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('takings per day are the completed payments of each day and method, the merchant own only', async () => {
    now = new Date('2026-11-01T12:00:00Z');
    const answer = await call<Takings>('GET', '/api/v1/reports/takings?days=30', merchantToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.from).toBe('2026-10-03');
    expect(answer.body.data.to).toBe('2026-11-01');
    const expected = new Map<string, { date: string; currency: string; method: string; count: number; gross: number; net: number }>();
    for (const [date, method, gross, net] of paid) {
      const row = expected.get(`${date} ${method}`) ?? { date, currency: 'SLE', method, count: 0, gross: 0, net: 0 };
      expected.set(`${date} ${method}`, { ...row, count: row.count + 1, gross: row.gross + gross, net: row.net + net });
    }
    expect(answer.body.data.rows).toEqual([...expected.values()].sort((a, b) => `${a.date} ${a.method}`.localeCompare(`${b.date} ${b.method}`)));
    // Orange Money's 1.5 % fee: the first payment of Le 10,000 (1,000,000 minor units) nets 985,000.
    expect(answer.body.data.rows[0]).toEqual({ date: '2026-10-10', currency: 'SLE', method: 'orange_money', count: 1, gross: 1_000_000, net: 985_000 });
    // A window that starts after 10 October leaves that day out.
    const week = (await call<Takings>('GET', '/api/v1/reports/takings?days=7', merchantToken)).body.data;
    expect(week.rows.map((row) => row.date)).toEqual(['2026-10-31', '2026-11-01', '2026-11-01']);
    // The other merchant sees their three payments only.
    const others = (await call<Takings>('GET', '/api/v1/reports/takings', otherToken)).body.data.rows;
    expect(others).toEqual([{ date: '2026-11-01', currency: 'SLE', method: 'orange_money', count: 3, gross: 3_000_000, net: 2_955_000 }]);
  });

  it('top links rank by takings with their payment count; another merchant link never appears', async () => {
    const top = (await call<TopLink[]>('GET', '/api/v1/reports/top-links?days=30', merchantToken)).body.data;
    expect(top.map((row) => [row.description, row.count, row.gross, row.net])).toEqual([
      ['Fish box', 2, 2_000_000, 1_970_000],
      ['Bonga', 1, 160_000, 157_600],
    ]);
    expect(top.map((row) => row.linkId)).not.toContain(otherLink.id);
    expect((await call<TopLink[]>('GET', '/api/v1/reports/top-links?limit=1', merchantToken)).body.data.map((row) => row.linkId)).toEqual([link.id]);
    expect((await call<TopLink[]>('GET', '/api/v1/reports/top-links', otherToken)).body.data.map((row) => [row.linkId, row.count])).toEqual([[otherLink.id, 3]]);
  });

  it('statement: October opens at zero, November opens at October close, and November closes at /balance and the auditor', async () => {
    const october = sle(await statement('2026-10'));
    expect(october).toMatchObject({ openingBalance: 0, moneyIn: 985_000 + 157_600 + 197_000, moneyOut: 0, closingBalance: 985_000 + 157_600 + 197_000, linesTruncated: false });
    expect(october?.lines.map((line) => [line.code, line.change])).toEqual([
      ['payment_settlement', 985_000],
      ['payment_settlement', 157_600],
      ['payment_settlement', 197_000],
    ]);
    expect(october?.lines.at(-1)?.balanceAfter).toBe(october?.closingBalance);
    expect(october?.lines.every((line) => line.reference !== null)).toBe(true);

    const november = sle(await statement('2026-11'));
    expect(november?.openingBalance).toBe(october?.closingBalance);
    // The cash sale is takings but moves no ledger money: only the card-less Orange Money payment is in.
    expect(november?.moneyIn).toBe(985_000);
    expect(november?.closingBalance).toBe((october?.closingBalance ?? 0) + 985_000);
    expect(november?.closingBalance).toBe((await balance())?.available);
    expect(november?.closingBalance).toBe(await auditorAvailable(merchantId));
    expect(await breaches()).toEqual([]);
    // A month before any money: zero both ends, no lines.
    expect(sle(await statement('2026-09'))).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [] });
  });

  it('a payout in flight: out of the statement at once (as out of available), shown by /balance as pending; the history masks where it goes', async () => {
    now = new Date('2026-11-02T09:00:00Z');
    const stepUp = async (purpose: 'payout_account' | 'payout') => {
      now = new Date(now.getTime() + 13 * MINUTE);
      expect((await call('POST', '/api/v1/step-up/code', merchantToken, { purpose })).status).toBe(200);
      return newestCode(`+232${MERCHANT}`, purpose === 'payout' ? 'confirm a payout' : 'change where your payouts go');
    };
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: '076 777 111', accountName: 'Isatu Kamara' };
    const code = await stepUp('payout_account');
    await call('POST', '/api/v1/accounts/wallet-code', merchantToken, account);
    const walletCode = await newestCode('+23276777111', 'receive payouts');
    const linked = await call<{ id: string }>('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode });
    expect(linked.status).toBe(201);

    const before = await balance();
    const payoutCode = await stepUp('payout');
    const payout = await call<{ id: string; amount: number; fee: number }>('POST', '/api/v1/payouts', merchantToken, { accountId: linked.body.data.id, amount: 500_000, code: payoutCode }, { 'idempotency-key': randomUUID() });
    expect(payout.status).toBe(201);
    const held = payout.body.data.amount + payout.body.data.fee;

    const reserved = await balance();
    const inFlight = sle(await statement('2026-11'));
    expect(reserved?.available).toBe((before?.available ?? 0) - held);
    expect(reserved?.pending).toBe(held);
    expect(inFlight?.closingBalance).toBe(reserved?.available);
    expect(inFlight?.closingBalance).toBe(await auditorAvailable(merchantId));
    expect(inFlight?.moneyOut).toBe(held);

    const history = (await call<{ items: PayoutHistoryItem[] }>('GET', '/api/v1/reports/payouts', merchantToken)).body.data.items;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: payout.body.data.id, amount: 500_000, fee: payout.body.data.fee, currency: 'SLE', destination: '****7111', provider: 'Orange Money' });
    expect(['pending', 'processing']).toContain(history[0]?.status);
    expect(JSON.stringify(history)).not.toContain('76777111');

    await drain();
    const completed = (await call<{ items: PayoutHistoryItem[] }>('GET', '/api/v1/reports/payouts', merchantToken)).body.data.items;
    expect(completed[0]?.status).toBe('completed');
    // Posting the reserved payout changes nothing more: the statement still closes at /balance.
    const settled = sle(await statement('2026-11'));
    expect(settled?.closingBalance).toBe(inFlight?.closingBalance);
    expect(settled?.closingBalance).toBe((await balance())?.available);
    expect((await balance())?.pending).toBe(0);
    expect(settled?.totals.map((total) => total.code)).toContain('payout');
    expect(settled?.totals.reduce((sum, total) => sum + total.change, 0)).toBe((settled?.closingBalance ?? 0) - (settled?.openingBalance ?? 0));
    expect(settled?.lines.filter((line) => line.code === 'payout').map((line) => line.reference)).toEqual([expect.stringMatching(/^PO/)]);
    expect(await breaches()).toEqual([]);

    // A refund leaves at once too, and its line names the payment it refunds.
    const refund = await call('POST', `/api/v1/payments/${novemberPayment.id}/refunds`, merchantToken, { amount: 100_000 }, { 'idempotency-key': randomUUID() });
    expect(refund.status).toBe(201);
    await drain();
    const refunded = sle(await statement('2026-11'));
    expect(refunded?.closingBalance).toBe((settled?.closingBalance ?? 0) - 100_000);
    expect(refunded?.closingBalance).toBe((await balance())?.available);
    expect(refunded?.closingBalance).toBe(await auditorAvailable(merchantId));
    expect(refunded?.lines.filter((line) => line.code === 'refund').map((line) => [line.change, line.reference])).toEqual([[-100_000, novemberPayment.reference]]);
    expect(await breaches()).toEqual([]);

    expect((await call<{ items: PayoutHistoryItem[] }>('GET', '/api/v1/reports/payouts', otherToken)).body.data.items).toEqual([]);
  });

  it('another merchant and the live mode see none of it', async () => {
    const others = sle(await statement('2026-11', otherToken));
    expect(others?.openingBalance).toBe(0);
    expect(others?.closingBalance).toBe(2_955_000);
    const mine = sle(await statement('2026-11'));
    const myIds = new Set(mine?.lines.map((line) => line.id));
    expect(others?.lines.some((line) => myIds.has(line.id))).toBe(false);
    const live = { 'salone-mode': 'live' };
    expect((await statement('2026-11', merchantToken, live)).statements).toEqual([]);
    expect((await call<Takings>('GET', '/api/v1/reports/takings', merchantToken, undefined, live)).body.data.rows).toEqual([]);
    expect((await call<TopLink[]>('GET', '/api/v1/reports/top-links', merchantToken, undefined, live)).body.data).toEqual([]);
    expect((await call<{ items: unknown[] }>('GET', '/api/v1/reports/payouts', merchantToken, undefined, live)).body.data.items).toEqual([]);
  });

  it('refuses bad input and strangers', async () => {
    for (const url of ['/api/v1/reports/statement?month=2026-13', '/api/v1/reports/statement?month=0050-01', '/api/v1/reports/statement', '/api/v1/reports/takings?days=0', '/api/v1/reports/takings?days=400', '/api/v1/reports/top-links?limit=50', '/api/v1/reports/payouts?cursor=nope']) {
      const answer = await call('GET', url, merchantToken);
      expect([url, answer.status, answer.body.error?.code]).toEqual([url, 400, 'invalid_input']);
    }
    const future = await call('GET', '/api/v1/reports/statement?month=2026-12', merchantToken);
    expect([future.status, future.body.error?.message]).toEqual([400, 'That month has not started yet']);
    for (const url of ['/api/v1/reports/statement?month=2026-11', '/api/v1/reports/takings', '/api/v1/reports/top-links', '/api/v1/reports/payouts']) {
      expect((await call('GET', url)).status).toBe(401);
    }
  });
});
