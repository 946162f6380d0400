/**
 * Payouts as a merchant sees them (issue 11): linking payout accounts with a step-up code and the
 * number's own code, a payout reserved, sent through the sandbox and completed, a failed payout
 * returning the money, the configured limits, /wallet agreeing with /balance, payouts in the
 * activity list, and the auditor (with the payouts check) finding nothing after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { LinkedAccount } from '../../../domain/linked-accounts.ts';
import type { Page, Transaction } from '../../../domain/transactions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { audit } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { sumPayoutsSince } from './payouts.queries.ts';
import { drainPayoutJobs, PAYOUT_AUDIT_CHECKS, type PublicPayout } from './payouts.service.ts';

const MINUTE = 60_000;
const MERCHANT = '30555222';
const MERCHANT_E164 = `+232${MERCHANT}`;

interface Balance {
  currency: string;
  available: number;
  pending: number;
}

describe('payout accounts and payouts', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  let merchantToken: string;
  let payerToken: string;
  let merchantId: string;

  // 13 minutes between step-up sends keeps under the code rules (60 s apart, 5 an hour per number and purpose).
  const tick = (ms = 13 * MINUTE) => {
    now = new Date(now.getTime() + ms);
  };
  const inject = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const response = await testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ data: T; error?: { code: string; message: string } }>() };
  };
  const newestCode = async (to: string, containing: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}` });
    return response.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(containing))?.code ?? '';
  };
  const stepUpCode = async (purpose: 'payout_account' | 'payout') => {
    tick();
    const sent = await inject('POST', '/api/v1/step-up/code', merchantToken, { purpose });
    expect(sent.status).toBe(200);
    return newestCode(MERCHANT_E164, purpose === 'payout' ? 'confirm a payout' : 'change where your payouts go');
  };
  const balance = async () => (await inject<Balance[]>('GET', '/api/v1/balance', merchantToken)).body.data;
  const wallet = async () => (await inject<{ balances: (Balance & { outgoing: number })[] }>('GET', '/api/v1/wallet', merchantToken)).body.data.balances;
  const drain = async () => {
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    await drainPayoutJobs(testApp.app.jobs, testApp.app.payouts);
  };
  const auditBreaches = async () => (await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS])).breaches;

  /** A real sandbox payment of `amount` by the payer to the merchant, settled: the merchant gets amount − 1.5 %. */
  const payIn = async (amount: number) => {
    const created = await inject<{ id: string; reference: string }>('POST', '/api/v1/payments', payerToken, { merchantId, amount, method: 'orange_money', description: 'Stock' });
    const code = await newestCode('+23277222333', `(ref ${created.body.data.reference})`);
    expect((await inject('POST', `/api/v1/payments/${created.body.data.id}/code`, payerToken, { code })).status).toBe(200);
    await drain();
  };

  const linkOrangeMoney = async (number: string) => {
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: number, accountName: 'Fatmata Sesay' };
    const code = await stepUpCode('payout_account');
    const walletSent = await inject<{ sent: boolean }>('POST', '/api/v1/accounts/wallet-code', merchantToken, account);
    expect(walletSent.body.data.sent).toBe(true);
    const walletCode = await newestCode(`+232${number.replace(/\s/g, '').slice(1)}`, 'receive payouts');
    return inject<LinkedAccount>('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode });
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now, env: { PAYOUT_MAX_AMOUNT: '3000000', PAYOUT_DAILY_LIMIT: '5000000', SESSION_IDLE_HOURS: '48' } });
    merchantToken = (await signIn(testApp.app, MERCHANT)).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>(`SELECT id FROM users WHERE phone = '${MERCHANT_E164}'`));
    merchantId = merchant?.id ?? '';
    await inject('PUT', '/api/v1/merchant-profile', merchantToken, { businessName: 'Kissy Road Traders', category: 'Retail' });
    payerToken = (await signIn(testApp.app, '77222333')).token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  let orangeId = '';

  it('links an Orange Money number with a step-up code and a code sent to that number; the first account is the default', async () => {
    // A code asked for a payout never confirms an account change.
    const payoutCode = await stepUpCode('payout');
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: '076 555 222', accountName: 'Fatmata Sesay' };
    const code = await stepUpCode('payout_account');
    await inject('POST', '/api/v1/accounts/wallet-code', merchantToken, account);
    const walletCode = await newestCode('+23276555222', 'receive payouts');
    expect((await inject('POST', '/api/v1/accounts', merchantToken, { ...account, code: payoutCode, walletCode })).status).toBe(400);
    // A wrong number proof consumes nothing: the right codes still work afterwards.
    const wrong = await inject('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode: walletCode === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.code).toBe('invalid_code');

    const created = await inject<LinkedAccount>('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'mobile_money', provider: 'Orange Money', accountNumber: '****5222', isDefault: true, isActive: true, lastUsed: null });
    orangeId = created.body.data.id;
    // The same number again is refused before any code is read.
    expect((await inject('POST', '/api/v1/accounts', merchantToken, { ...account, code, walletCode })).status).toBe(409);
  });

  it('refuses numbers and account numbers that break SPEC §5 rules, and a bank account is no default while one exists', async () => {
    const badOrange = await inject('POST', '/api/v1/accounts', merchantToken, { type: 'mobile_money', provider: 'orange_money', accountNumber: '079123456', accountName: 'F S', code: '123456', walletCode: '123456' });
    expect(badOrange.status).toBe(400);
    expect(badOrange.body.error?.message).toBe('Please enter a valid Orange Money number (076, 077, or 078)');
    const badBank = await inject('POST', '/api/v1/accounts', merchantToken, { type: 'bank_transfer', provider: 'FBL', accountNumber: '12345678', accountName: 'Kissy Road Traders', code: '123456' });
    expect(badBank.body.error?.message).toBe('Please enter a valid account number (10 digits)');

    const code = await stepUpCode('payout_account');
    const bank = await inject<LinkedAccount>('POST', '/api/v1/accounts', merchantToken, { type: 'bank_transfer', provider: 'SBL', accountNumber: '003456789012', accountName: 'Kissy Road Traders', code });
    expect(bank.status).toBe(201);
    expect(bank.body.data).toMatchObject({ provider: 'Sierra Leone Commercial Bank', accountNumber: '****9012', isDefault: false });

    // Choosing the default needs a fresh code too; then the Orange Money number is default again.
    expect((await inject('POST', `/api/v1/accounts/${bank.body.data.id}/default`, merchantToken, { code })).status).toBe(400);
    const makeDefault = await inject<LinkedAccount>('POST', `/api/v1/accounts/${bank.body.data.id}/default`, merchantToken, { code: await stepUpCode('payout_account') });
    expect(makeDefault.body.data.isDefault).toBe(true);
    const back = await inject<LinkedAccount>('POST', `/api/v1/accounts/${orangeId}/default`, merchantToken, { code: await stepUpCode('payout_account') });
    expect(back.body.data.isDefault).toBe(true);
    const accounts = (await inject<LinkedAccount[]>('GET', '/api/v1/accounts', merchantToken)).body.data;
    expect(accounts.filter((account) => account.isDefault).map((account) => account.id)).toEqual([orangeId]);

    const off = await inject<LinkedAccount>('POST', `/api/v1/accounts/${bank.body.data.id}/deactivate`, merchantToken, { code: await stepUpCode('payout_account') });
    expect(off.body.data).toMatchObject({ isActive: false, isDefault: false });
    const refused = await inject('POST', '/api/v1/payouts/quote', merchantToken, { accountId: bank.body.data.id, amount: 100_000 });
    expect(refused.body.error?.code).toBe('payout_account_inactive');
  });

  it('pays out part of the balance: reserved at once, completed by the sandbox, shown in /wallet, the activity list and the events', async () => {
    await payIn(4_000_000);
    expect(await balance()).toEqual([{ currency: 'SLE', available: 3_940_000, pending: 0 }]);

    const quote = await inject('POST', '/api/v1/payouts/quote', merchantToken, { accountId: orangeId, amount: 1_500_000 });
    expect(quote.body.data).toEqual({ amount: 1_500_000, fee: 0, net: 1_500_000, method: 'orange_money', arrivalEstimate: '2-4 hours' });

    const code = await stepUpCode('payout');
    const wrong = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 1_500_000, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await balance()).toEqual([{ currency: 'SLE', available: 3_940_000, pending: 0 }]);

    const created = await inject<PublicPayout>('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 1_500_000, code });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending', amount: 1_500_000, fee: 0, net: 1_500_000, accountNumber: '****5222', provider: 'Orange Money', failureReason: null });
    // Pending debits count against what can be spent, and show as pending.
    expect(await balance()).toEqual([{ currency: 'SLE', available: 2_440_000, pending: 1_500_000 }]);
    expect(await wallet()).toEqual([{ currency: 'SLE', available: 2_440_000, pending: 1_500_000, outgoing: 1_500_000 }]);
    const activityPending = (await inject<Page<Transaction>>('GET', '/api/v1/transactions', merchantToken)).body.data.items[0];
    expect(activityPending).toMatchObject({ id: created.body.data.id, type: 'transfer', status: 'pending', amount: 1_500_000 });

    await drain();
    const done = await inject<PublicPayout>('GET', `/api/v1/payouts/${created.body.data.id}`, merchantToken);
    expect(done.body.data.status).toBe('completed');
    expect(await balance()).toEqual([{ currency: 'SLE', available: 2_440_000, pending: 0 }]);
    expect(await wallet()).toEqual([{ currency: 'SLE', available: 2_440_000, pending: 0, outgoing: 0 }]);

    const detail = await inject<Transaction>('GET', `/api/v1/transactions/${created.body.data.id}`, merchantToken);
    expect(detail.body.data).toMatchObject({ type: 'transfer', status: 'completed', paymentMethod: 'orange_money', provider: 'Orange Money' });
    const list = await inject<Page<PublicPayout>>('GET', '/api/v1/payouts', merchantToken);
    expect(list.body.data.items.map((payout) => payout.id)).toEqual([created.body.data.id]);
    const accounts = (await inject<LinkedAccount[]>('GET', '/api/v1/accounts', merchantToken)).body.data;
    expect(accounts.find((account) => account.id === orangeId)?.lastUsed).not.toBeNull();

    // The movements explain the balance: newest first, the running balance ends at available.
    // The payout is one movement carrying its outcome (its post moved nothing more: no "Le 0" row).
    const movements = (
      await inject<Page<{ code: string; kind: string; outcome: string | null; availableChange: number; availableAfter: number; reference: string | null }>>('GET', '/api/v1/wallet/movements', merchantToken)
    ).body.data.items;
    expect(movements.map(({ code, kind, outcome, availableChange, availableAfter, reference }) => ({ code, kind, outcome, availableChange, availableAfter, reference }))).toEqual([
      { code: 'payout', kind: 'pending', outcome: 'post_pending', availableChange: -1_500_000, availableAfter: 2_440_000, reference: created.body.data.reference },
      { code: 'payment_settlement', kind: 'single', outcome: null, availableChange: 3_940_000, availableAfter: 3_940_000, reference: expect.any(String) },
    ]);

    const events = await testApp.database.withSession((s) => s.query<{ type: string }>(`SELECT type FROM events WHERE merchant_id = '${merchantId}' AND type LIKE 'payout.%'`));
    expect(events.map((event) => event.type)).toEqual(['payout.completed']);
    // Replays change nothing: the poll and send jobs again.
    await testApp.app.payouts.poll({ payoutId: created.body.data.id });
    await testApp.app.payouts.send({ payoutId: created.body.data.id });
    expect(await testApp.app.payouts.complete(created.body.data.id)).toBe(false);
    expect(await balance()).toEqual([{ currency: 'SLE', available: 2_440_000, pending: 0 }]);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a payout the provider refuses fails with its reason and returns the money', async () => {
    // Sandbox test number 076 000 001: the provider refuses payouts to it.
    const linked = await linkOrangeMoney('076000001');
    expect(linked.status).toBe(201);
    const before = await balance();
    const created = await inject<PublicPayout>('POST', '/api/v1/payouts', merchantToken, { accountId: linked.body.data.id, amount: 1_000_000, code: await stepUpCode('payout') });
    expect(created.status).toBe(201);
    expect(await balance()).toEqual([{ currency: 'SLE', available: (before[0]?.available ?? 0) - 1_000_000, pending: 1_000_000 }]);
    await drain();
    const failed = await inject<PublicPayout>('GET', `/api/v1/payouts/${created.body.data.id}`, merchantToken);
    expect(failed.body.data).toMatchObject({ status: 'failed', failureReason: 'provider_account_blocked' });
    expect(await balance()).toEqual(before);
    const events = await testApp.database.withSession((s) => s.query<{ type: string }>(`SELECT type FROM events WHERE merchant_id = '${merchantId}' AND type = 'payout.failed'`));
    expect(events).toHaveLength(1);
    const activity = await inject<Transaction>('GET', `/api/v1/transactions/${created.body.data.id}`, merchantToken);
    expect(activity.body.data).toMatchObject({ type: 'transfer', status: 'failed' });
    expect(await auditBreaches()).toEqual([]);
  });

  it('enforces the per-payout limit, the daily limit (failed payouts do not count) and the balance', async () => {
    await payIn(5_000_000);
    const available = (await balance())[0]?.available ?? 0;
    expect(available).toBe(2_440_000 + 4_925_000);
    const tooBig = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 3_000_001, code: await stepUpCode('payout') });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error?.code).toBe('payout_limit_exceeded');
    // Today: 1,500,000 completed + 1,000,000 failed (not counted). 3,000,000 more fits; then 500,001 does not.
    const fits = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 3_000_000, code: await stepUpCode('payout') });
    expect(fits.status).toBe(201);
    const over = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 500_001, code: await stepUpCode('payout') });
    expect(over.status).toBe(422);
    expect(over.body.error?.code).toBe('daily_payout_limit_exceeded');
    // The refusal rolled back: that code is still good for a payout that fits.
    const same = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 500_000, code: await newestCode(MERCHANT_E164, 'confirm a payout') });
    expect(same.status).toBe(201);
    // The next day the limit starts again, but the balance still bounds a payout.
    tick(24 * 60 * MINUTE);
    await drain();
    const left = (await balance())[0]?.available ?? 0;
    expect(left).toBe(available - 3_500_000);
    const broke = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: 3_000_000, code: await stepUpCode('payout') });
    expect(broke.status).toBe(201);
    const none = await inject('POST', '/api/v1/payouts', merchantToken, { accountId: orangeId, amount: left - 3_000_000 + 1, code: await stepUpCode('payout') });
    expect(none.body.error?.code).toBe('insufficient_funds');
    await drain();
    expect(await balance()).toEqual([{ currency: 'SLE', available: left - 3_000_000, pending: 0 }]);
    expect(await auditBreaches()).toEqual([]);
  });

  it("test payouts are test records: not in the live list, not found by id in live mode, and never counted against the live daily limit", async () => {
    const live = { ...bearer(merchantToken), 'salone-mode': 'live' };
    const testList = await inject<{ items: PublicPayout[] }>('GET', '/api/v1/payouts?limit=100', merchantToken);
    const oneTest = testList.body.data.items[0];
    expect(oneTest).toBeDefined();
    const liveList = await testApp.app.inject({ method: 'GET', url: '/api/v1/payouts?limit=100', headers: live });
    expect(liveList.json<{ data: { items: PublicPayout[] } }>().data.items).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/v1/payouts/${oneTest?.id}`, headers: live })).statusCode).toBe(404);
    const since = new Date(0);
    expect(await sumPayoutsSince(testApp.database.db, merchantId, 'SLE', since, false)).toBeGreaterThan(0);
    expect(await sumPayoutsSince(testApp.database.db, merchantId, 'SLE', since, true)).toBe(0);
  });

  it('the daily automatic payout sends the whole available balance (up to the limit) to the default account once a day', async () => {
    tick(24 * 60 * MINUTE);
    const on = await inject('PUT', '/api/v1/payouts/settings', merchantToken, { autoDaily: true });
    expect(on.status).toBe(400);
    const saved = await inject('PUT', '/api/v1/payouts/settings', merchantToken, { autoDaily: true, code: await stepUpCode('payout') });
    expect(saved.body.data).toEqual({ autoDaily: true });
    const available = (await balance())[0]?.available ?? 0;
    expect(await testApp.app.payouts.runAutoPayouts()).toBe(1);
    // A replayed job finds nothing left to pay out (and its id for today is taken anyway).
    expect(await testApp.app.payouts.runAutoPayouts()).toBe(0);
    expect(await balance()).toEqual([{ currency: 'SLE', available: 0, pending: available }]);
    const payouts = (await inject<Page<PublicPayout>>('GET', '/api/v1/payouts', merchantToken)).body.data.items;
    expect(payouts.filter((payout) => payout.trigger === 'auto')).toHaveLength(1);
    expect(payouts.find((payout) => payout.trigger === 'auto')?.accountId).toBe(orangeId);
    await drain();
    expect(await balance()).toEqual([{ currency: 'SLE', available: 0, pending: 0 }]);
    expect(await auditBreaches()).toEqual([]);
  });
});
