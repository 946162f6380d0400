import { describe, expect, it } from 'vitest';
import { checkedSum } from './exact-sum.ts';

describe('checkedSum: exact sums of money from SQL', () => {
  it('gives the number when a JavaScript number holds it exactly', () => {
    expect(checkedSum('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(checkedSum('-9007199254740991')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(checkedSum(null)).toBe(0);
    expect(checkedSum('0')).toBe(0);
  });

  it('refuses, with 422 sum_too_large, a sum it could only round', () => {
    for (const sum of ['9007199254740992', '18014398517481982', '-9007199254740992']) {
      expect(() => checkedSum(sum)).toThrow(expect.objectContaining({ statusCode: 422, code: 'sum_too_large' }));
    }
  });

  it('refuses anything that is not a whole number', () => {
    expect(() => checkedSum('12.5')).toThrow(/not a whole number/);
    expect(() => checkedSum('1e3')).toThrow(/not a whole number/);
  });
});
