import { describe, expect, it } from 'vitest';
import { linkState, parseWholeAmount } from './payment-link-rules.ts';

describe('parseWholeAmount', () => {
  it('reads whole amounts with commas and spaces as minor units', () => {
    expect(parseWholeAmount('50,000')).toEqual({ ok: true, amount: 5_000_000 });
    expect(parseWholeAmount(' 1 250 ')).toEqual({ ok: true, amount: 125_000 });
  });
  it('refuses empty, zero, fractions, signs and absurd amounts', () => {
    for (const text of ['', '0', '12.50', '-5', '1e3', 'abc', '100000001']) expect(parseWholeAmount(text).ok, text).toBe(false);
  });
});

describe('linkState', () => {
  const base = { status: 'active' as const, expiresAt: null, reusable: true, paymentsCount: 0 };
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is disabled, expired, used (single use, paid once) or active', () => {
    expect(linkState(base, now)).toBe('active');
    expect(linkState({ ...base, status: 'disabled' }, now)).toBe('disabled');
    expect(linkState({ ...base, expiresAt: '2026-11-23T11:59:59Z' }, now)).toBe('expired');
    expect(linkState({ ...base, expiresAt: '2026-11-24T00:00:00Z' }, now)).toBe('active');
    expect(linkState({ ...base, reusable: false, paymentsCount: 1 }, now)).toBe('used');
    expect(linkState({ ...base, reusable: true, paymentsCount: 9 }, now)).toBe('active');
  });
});
