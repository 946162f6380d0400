/**
 * Payouts racing for one balance (issue 11): 50 requests at once never overdraw it, exactly
 * floor(balance / amount) succeed and the rest are refused; racing requests cannot pass the
 * daily limit either; then all of them complete or fail and the auditor finds nothing.
 * On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on the pool.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import { linkedAccounts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { DomainError } from '../../domain-error.ts';
import { audit, balances } from '../ledger/ledger.service.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { createPayoutsService, drainPayoutJobs, PAYOUT_AUDIT_CHECKS, type PayoutsService } from './payouts.service.ts';

describe('payouts racing for one balance', () => {
  let testApp: TestApp;
  const now = () => new Date('2026-03-03T09:00:00Z');
  let merchantId: string;
  let accountId: string;

  const auditBreaches = async () => (await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS])).breaches;
  const available = async () => (await balances(testApp.database.db, merchantId))[0];

  beforeAll(async () => {
    testApp = await createTestApp({ clock: now });
    const merchantToken = (await signIn(testApp.app, '30777888')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230777888'"));
    merchantId = merchant?.id ?? '';
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Lumley Beach Bar', category: 'Food' } });
    const payerToken = (await signIn(testApp.app, '77888999')).token;
    // Money in the balance the way merchants get it: a real sandbox payment, settled (Le 100,000 − 1.5 %).
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: bearer(payerToken),
      payload: { merchantId, amount: 10_000_000, method: 'orange_money', description: 'Tables' },
    });
    const { id, reference } = created.json<{ data: { id: string; reference: string } }>().data;
    const outbox = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent('+23277888999')}` });
    const code = outbox.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(`(ref ${reference})`))?.code ?? '';
    await testApp.app.inject({ method: 'POST', url: `/api/v1/payments/${id}/code`, headers: bearer(payerToken), payload: { code } });
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    accountId = randomUUID();
    await testApp.database.db.insert(linkedAccounts).values({
      id: accountId,
      userId: merchantId,
      type: 'mobile_money',
      provider: 'Orange Money',
      providerCode: 'orange_money',
      accountNumber: '076777888',
      accountName: 'Isatu Kamara',
      isDefault: true,
      createdAt: now(),
      verifiedAt: now(),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const race = async (payouts: PayoutsService, count: number, amount: number) => {
    await testApp.app.jobs.ready();
    const results = await Promise.allSettled(Array.from({ length: count }, () => payouts.request({ merchantId, accountId, amount, currency: 'SLE' })));
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    for (const reason of refusals) expect(reason).toBeInstanceOf(DomainError);
    return { succeeded: results.length - refusals.length, codes: refusals.map((reason) => (reason as DomainError).code) };
  };

  it('50 concurrent payouts against one balance: exactly floor(balance / amount) succeed, and none overdraws', async () => {
    const start = await available();
    expect(start).toEqual({ currency: 'SLE', available: 9_850_000, pending: 0 });
    const amount = 300_000;
    const { succeeded, codes } = await race(testApp.app.payouts, 50, amount);
    const expected = Math.floor(9_850_000 / amount);
    expect(succeeded).toBe(expected);
    expect(new Set(codes)).toEqual(new Set(['insufficient_funds']));
    expect(await available()).toEqual({ currency: 'SLE', available: 9_850_000 - expected * amount, pending: expected * amount });
    expect(await auditBreaches()).toEqual([]);

    await drainPayoutJobs(testApp.app.jobs, testApp.app.payouts);
    expect(await available()).toEqual({ currency: 'SLE', available: 9_850_000 - expected * amount, pending: 0 });
    expect(await auditBreaches()).toEqual([]);
  });

  it('racing payouts cannot pass the daily limit together', async () => {
    const left = (await available())?.available ?? 0;
    // A service with a tight daily limit: what today's payouts already took plus 5 more.
    const spentToday = 9_850_000 - left;
    const tight = createPayoutsService({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      provider: testApp.app.payments.provider,
      now,
      config: { maxAmount: 1_000_000, dailyLimit: spentToday + 5 * 10_000, fee: { basisPoints: 0, fixed: 0 }, sandboxSpeedup: 1 },
      firstPollDelaySeconds: 0,
    });
    const { succeeded, codes } = await race(tight, 20, 10_000);
    expect(succeeded).toBe(5);
    expect(new Set(codes)).toEqual(new Set(['daily_payout_limit_exceeded']));
    expect(await available()).toEqual({ currency: 'SLE', available: left - 50_000, pending: 50_000 });
    await drainPayoutJobs(testApp.app.jobs, tight);
    expect(await auditBreaches()).toEqual([]);
  });

  it('a fee, when configured, goes to the platform on completion and comes back with a failed payout', async () => {
    const withFee = createPayoutsService({
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      provider: testApp.app.payments.provider,
      now,
      config: { maxAmount: 1_000_000, dailyLimit: 1_000_000_000, fee: { basisPoints: 100, fixed: 0 }, sandboxSpeedup: 1 },
      firstPollDelaySeconds: 0,
    });
    const before = (await available())?.available ?? 0;
    const kept = await withFee.request({ merchantId, accountId, amount: 100_000, currency: 'SLE' });
    expect({ fee: kept.fee, net: kept.net }).toEqual({ fee: 1_000, net: 99_000 });
    const returned = await withFee.request({ merchantId, accountId, amount: 50_000, currency: 'SLE' });
    expect(await withFee.fail(returned.id, 'provider_unknown')).toBe(true);
    await drainPayoutJobs(testApp.app.jobs, withFee);
    expect(await available()).toEqual({ currency: 'SLE', available: before - 100_000, pending: 0 });
    const [fees] = await testApp.database.withSession((s) =>
      s.query<{ credits: string }>("SELECT sum(credits_posted)::text AS credits FROM ledger_accounts WHERE platform_role = 'fees' AND currency = 'SLE'"),
    );
    // 1.5 % of the Le 100,000 payment, plus 1 % of the completed payout.
    expect(Number(fees?.credits)).toBe(150_000 + 1_000);
    expect(await auditBreaches()).toEqual([]);
  });
});
