import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './linked-accounts.ts';
import { canResumePendingPayment, isPendingPaymentExpired, pendingPaymentLabel } from './pending-payments.ts';
import { formatActivityTime } from './time-format.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('pending payments (SPEC §4)', () => {
  it.each([
    ['pending_initiation', 'Not Started'],
    ['pending_confirmation', 'Confirm'],
    ['pending_otp', 'OTP Required'],
    ['processing', 'Processing'],
    ['something_new', 'Pending'],
  ])('%s reads "%s"', (status, label) => {
    expect(pendingPaymentLabel(status)).toBe(label);
  });

  it('is expired once the expiry time has passed', () => {
    expect(isPendingPaymentExpired({ expiresAt: ago(1) }, now)).toBe(true);
    expect(isPendingPaymentExpired({ expiresAt: ago(-60_000) }, now)).toBe(false);
  });

  it.each([
    ['pending_confirmation', 60_000, true],
    ['pending_otp', 60_000, true],
    ['processing', 60_000, false],
    ['pending_confirmation', -60_000, false],
    ['cancelled', 60_000, false],
  ] as const)('%s with %i ms left: resume %s', (status, left, expected) => {
    expect(canResumePendingPayment({ status, expiresAt: new Date(now.getTime() + left).toISOString() }, now)).toBe(expected);
  });
});

describe('formatActivityTime (SPEC §9)', () => {
  it.each([
    [20_000, 'Just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [6 * 86_400_000, '6 days ago'],
    [7 * 86_400_000, '15 Nov 2026'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(formatActivityTime(ago(elapsed), now)).toBe(text);
  });
});

describe('maskAccountNumber', () => {
  it('keeps only the last four digits', () => {
    expect(maskAccountNumber('0123456789')).toBe('****6789');
    expect(maskAccountNumber('076 123 456')).toBe('****3456');
  });
});
