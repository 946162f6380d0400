/**
 * A deployment's FEE_RULES charge payments and are what /config tells screens to quote
 * (DESIGN §7: fee rules with SPEC §9 defaults, overridable by configuration).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';

describe('configured fees', () => {
  let testApp: TestApp;
  let merchantId = '';
  let payerToken = '';
  beforeAll(async () => {
    testApp = await createTestApp({ env: { FEE_RULES: '{"orange_money":{"basisPoints":200},"bank_transfer":{"fixed":{"SLE":1000}}}' } });
    const merchantToken = (await signIn(testApp.app, '30555333')).token;
    const [merchant] = await testApp.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230555333'"));
    merchantId = merchant?.id ?? '';
    await testApp.app.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Wilberforce Tailors', category: 'Retail' } });
    payerToken = (await signIn(testApp.app, '77123789')).token;
  });
  afterAll(async () => testApp.close());

  const pay = async (payload: object) =>
    (
      await testApp.app.inject({ method: 'POST', url: '/api/v1/payments', headers: bearer(payerToken), payload: { merchantId, description: 'Suit', ...payload } })
    ).json<{ data: { fee: number; net: number; total: number } }>().data;

  it('charges the configured rate instead of SPEC §9 default, in integer minor units', async () => {
    // 2 % of Le 50,000 = Le 1,000 (default would be 1.5 % = Le 750).
    expect(await pay({ amount: 5_000_000, method: 'orange_money' })).toMatchObject({ fee: 100_000, total: 5_000_000, net: 4_900_000 });
    // 1 % of Le 50,000 + the configured fixed Le 10.
    expect(await pay({ amount: 5_000_000, method: 'bank_transfer', bankCode: 'SBL' })).toMatchObject({ fee: 51_000, net: 4_949_000 });
  });

  it('tells the web app the same rules through /config', async () => {
    const config = (await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })).json<{ data: { feeRules: Record<string, unknown> } }>().data;
    expect(config.feeRules.orange_money).toEqual({ basisPoints: 200, fixed: {} });
    expect(config.feeRules.bank_transfer).toEqual({ basisPoints: 100, fixed: { SLE: 1000 } });
    expect(config.feeRules.card).toEqual({ basisPoints: 250, fixed: { SLE: 50_000 } });
  });
});
