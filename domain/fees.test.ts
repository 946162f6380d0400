import { describe, expect, it } from 'vitest';
import { calculateFee, DEFAULT_FEE_RULES, type FeeBearer, feeRulesWith } from './fees.ts';
import type { Currency } from './money.ts';
import type { PaymentMethod } from './statuses.ts';

describe('calculateFee: SPEC §9 defaults, half-up to a whole displayed unit', () => {
  it.each<[PaymentMethod, Currency, number, number]>([
    // Orange Money / Africell Money 1.5 %: Le 50,000 → Le 750.
    ['orange_money', 'SLE', 5_000_000, 75_000],
    ['mobile_money', 'SLE', 5_000_000, 75_000],
    // 1.5 % of Le 100 is Le 1.50: exactly half rounds up to Le 2 (banker's rounding would give 2 too, see the next rows).
    ['orange_money', 'SLE', 10_000, 200],
    // 1.5 % of Le 99.99 is 149.985 minor units: below half, Le 1.
    ['orange_money', 'SLE', 9_999, 100],
    // 1.5 % of Le 33.34 is 50.01 minor units: just above half a leone, Le 1.
    ['orange_money', 'SLE', 3_334, 100],
    // 1.5 % of Le 33.33 is 49.995 minor units: just below half a leone, nothing.
    ['orange_money', 'SLE', 3_333, 0],
    // Bank transfer 1 %: SPEC §9's demo fee, Le 500 on Le 50,000.
    ['bank_transfer', 'SLE', 5_000_000, 50_000],
    // 1 % of Le 25 is Le 0.25: rounds down to nothing.
    ['bank_transfer', 'SLE', 2_500, 0],
    // 1 % of Le 50 is exactly half a leone: half-up gives Le 1.
    ['bank_transfer', 'SLE', 5_000, 100],
    // 1 % of Le 250 is Le 2.50: half-up gives Le 3 where banker's rounding would give Le 2.
    ['bank_transfer', 'SLE', 25_000, 300],
    // Card 2.5 % + Le 500: Le 50,000 → Le 1,250 + Le 500.
    ['card', 'SLE', 5_000_000, 175_000],
    // Card on Le 1: 2.5 minor units + Le 500 rounds to Le 500.
    ['card', 'SLE', 100, 50_000],
    // Card in dollars has no fixed part (the Le 500 is a leone amount): 2.5 % of $100 is $2.50 → $3.
    ['card', 'USD', 10_000, 300],
    ['cash', 'SLE', 5_000_000, 0],
    ['cash', 'SLE', 1, 0],
  ])('%s %s %i → fee %i', (method, currency, amount, fee) => {
    expect(calculateFee({ amount, currency, method })).toEqual({ amount, fee, total: amount, net: amount - fee });
  });

  it.each<[FeeBearer, number, number]>([
    ['merchant', 5_000_000, 4_925_000],
    ['payer', 5_075_000, 5_000_000],
  ])('when the %s bears the fee the payer is charged %i and the merchant nets %i', (bearer, total, net) => {
    expect(calculateFee({ amount: 5_000_000, currency: 'SLE', method: 'orange_money', bearer })).toEqual({
      amount: 5_000_000,
      fee: 75_000,
      total,
      net,
    });
  });

  it('stays exact at the largest safe amount (no float drift)', () => {
    const { fee } = calculateFee({ amount: Number.MAX_SAFE_INTEGER, currency: 'SLE', method: 'card' });
    // 9,007,199,254,740,991 × 2.5 % = 225,179,981,368,524.775, + 50,000 → …418,524.775 → …418,500.
    expect(fee).toBe(225_179_981_418_500);
  });

  it('always gives a whole displayed unit within half a unit of the exact fee, and total − fee = net', () => {
    const wrong: object[] = [];
    for (const method of Object.keys(DEFAULT_FEE_RULES) as PaymentMethod[]) {
      for (let amount = 1; amount < 40_000; amount += 37) {
        for (const bearer of ['merchant', 'payer'] as const) {
          const result = calculateFee({ amount, currency: 'SLE', method, bearer });
          const rule = DEFAULT_FEE_RULES[method];
          const exactTimes10k = amount * rule.basisPoints + (rule.fixed.SLE ?? 0) * 10_000;
          const wholeUnit = result.fee % 100 === 0;
          const withinHalf = Math.abs(result.fee * 10_000 - exactTimes10k) <= 50 * 10_000;
          if (!wholeUnit || !withinHalf || result.total - result.fee !== result.net) wrong.push({ method, bearer, ...result });
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([0, -100, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the amount %s', (amount) => {
    expect(() => calculateFee({ amount, currency: 'SLE', method: 'orange_money' })).toThrow(RangeError);
  });
});

describe('feeRulesWith: configuration overrides', () => {
  it('overrides one method and keeps the rest of that rule and the other methods', () => {
    const rules = feeRulesWith({ card: { basisPoints: 300 }, orange_money: { basisPoints: 100 } });
    expect(rules.card).toEqual({ basisPoints: 300, fixed: { SLE: 500_00 } });
    expect(calculateFee({ amount: 5_000_000, currency: 'SLE', method: 'card', rules }).fee).toBe(200_000);
    expect(calculateFee({ amount: 5_000_000, currency: 'SLE', method: 'orange_money', rules }).fee).toBe(50_000);
    expect(rules.bank_transfer).toBe(DEFAULT_FEE_RULES.bank_transfer);
  });

  it('can add a fixed part for a currency and waive a fee', () => {
    const rules = feeRulesWith({ bank_transfer: { basisPoints: 0, fixed: { SLE: 1_000_00, USD: 1_00 } } });
    expect(calculateFee({ amount: 5_000_000, currency: 'SLE', method: 'bank_transfer', rules }).fee).toBe(100_000);
    expect(calculateFee({ amount: 10_000, currency: 'USD', method: 'bank_transfer', rules }).fee).toBe(100);
    expect(calculateFee({ amount: 5_000_000, currency: 'SLE', method: 'cash', rules }).fee).toBe(0);
  });

  it.each([{ basisPoints: -1 }, { basisPoints: 10_001 }, { basisPoints: 1.5 }, { fixed: { SLE: -1 } }])('refuses the rule %j', (override) => {
    expect(() => feeRulesWith({ card: override })).toThrow(RangeError);
  });

  it('does not change the defaults', () => {
    feeRulesWith({ card: { basisPoints: 999 } });
    expect(DEFAULT_FEE_RULES.card.basisPoints).toBe(250);
  });
});
