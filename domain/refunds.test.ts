import { describe, expect, it } from 'vitest';
import { parseWholeAmount, refundableLeft } from './refunds.ts';

describe('refunds', () => {
  it('leaves the payment less every refund that did not fail', () => {
    expect(refundableLeft(5_000_000, [])).toBe(5_000_000);
    expect(refundableLeft(5_000_000, [{ amount: 1_000_000, status: 'completed' }, { amount: 500_000, status: 'processing' }, { amount: 900_000, status: 'failed' }])).toBe(3_500_000);
    expect(refundableLeft(1_000, [{ amount: 1_000, status: 'pending' }])).toBe(0);
  });

  it('reads whole units as typed, refusing fractions, zero and words', () => {
    expect(parseWholeAmount('10000')).toBe(1_000_000);
    expect(parseWholeAmount(' 10,000 ')).toBe(1_000_000);
    expect(parseWholeAmount('10.5')).toBeUndefined();
    expect(parseWholeAmount('0')).toBeUndefined();
    expect(parseWholeAmount('ten')).toBeUndefined();
    expect(parseWholeAmount('')).toBeUndefined();
  });
});
