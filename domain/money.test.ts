import { describe, expect, it } from 'vitest';
import { type Currency, formatMoney, formatMoneyIn, groupThousands, isCurrency, toMinorUnits } from './money.ts';

describe('formatMoney (en-SL, no decimals)', () => {
  it.each<[number, Currency, string]>([
    [5_000_000, 'SLE', 'Le 50,000'],
    [50_000, 'SLE', 'Le 500'],
    [0, 'SLE', 'Le 0'],
    [99, 'SLE', 'Le 1'],
    [149, 'SLE', 'Le 1'],
    [123_456_789_00, 'SLE', 'Le 123,456,789'],
    [-250_000, 'SLE', '-Le 2,500'],
    [500_000_000, 'SLL', 'SLL 5,000,000'],
    [125_000, 'USD', 'US$1,250'],
    [125_050, 'USD', 'US$1,251'],
    [1_000_00, 'EUR', '€1,000'],
    [75_00, 'GBP', '£75'],
  ])('%i minor units of %s → %j', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('defaults to SLE', () => {
    expect(formatMoney(5_000_000)).toBe('Le 50,000');
  });

  it('converts whole units to minor units without float drift', () => {
    expect(toMinorUnits(50_000)).toBe(5_000_000);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });

  it.each([
    ['SLE', true],
    ['SLL', true],
    ['USD', true],
    ['NGN', false],
    ['sle', false],
  ])('%s is a supported currency: %s', (code, expected) => {
    expect(isCurrency(code)).toBe(expected);
  });
});

describe('formatMoneyIn (a code as the server sent it)', () => {
  it('formats our currencies as formatMoney does', () => {
    expect(formatMoneyIn(5_000_000, 'SLE')).toBe(formatMoney(5_000_000, 'SLE'));
    expect(formatMoneyIn(125_000, 'USD')).toBe(formatMoney(125_000, 'USD'));
  });

  it('names any other currency by its code, in whole units, never with another symbol', () => {
    expect(formatMoneyIn(125_000, 'XOF')).toBe('XOF 1,250');
    expect(formatMoneyIn(-125_000, 'XOF')).toBe('-XOF 1,250');
  });
});

describe('groupThousands (en-SL whole numbers, written out without Intl)', () => {
  it('writes exactly what Intl.NumberFormat writes in en-SL', () => {
    const intl = new Intl.NumberFormat('en-SL', { maximumFractionDigits: 0 });
    const samples = [0, 1, 12, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 123_456, 999_999, 1_000_000, 12_345_678, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const n of samples) {
      expect(groupThousands(n)).toBe(intl.format(n));
      if (n !== 0) expect(groupThousands(-n)).toBe(intl.format(-n));
    }
  });
});
