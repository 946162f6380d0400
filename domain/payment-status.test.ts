import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canExpire,
  canTransition,
  displayStatus,
  isFinalStatus,
  isPaymentStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  statusesAllowing,
} from './payment-status.ts';

// DESIGN §7, written out move by move so that a change to the table has to change this list too.
const ALLOWED: ReadonlyArray<[PaymentStatus, PaymentStatus]> = [
  ['pending_initiation', 'pending_confirmation'],
  ['pending_initiation', 'cancelled'],
  ['pending_initiation', 'expired'],
  ['pending_confirmation', 'pending_otp'],
  ['pending_confirmation', 'processing'],
  ['pending_confirmation', 'cancelled'],
  ['pending_confirmation', 'expired'],
  ['pending_otp', 'processing'],
  ['pending_otp', 'cancelled'],
  ['pending_otp', 'expired'],
  ['processing', 'completed'],
  ['processing', 'failed'],
];
const isAllowed = (from: PaymentStatus, to: PaymentStatus) => ALLOWED.some(([f, t]) => f === from && t === to);
const ALL_MOVES = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));

describe('payment status moves (DESIGN §7)', () => {
  it.each(ALL_MOVES.filter(([from, to]) => isAllowed(from, to)))('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(ALL_MOVES.filter(([from, to]) => !isAllowed(from, to)))('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('never leaves a final status and never re-enters the same one', () => {
    for (const from of PAYMENT_STATUSES.filter(isFinalStatus)) {
      expect(PAYMENT_STATUSES.filter((to) => canTransition(from, to))).toEqual([]);
    }
    for (const status of PAYMENT_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('lists the statuses a conditional update may start from', () => {
    expect(statusesAllowing('completed')).toEqual(['processing']);
    expect(statusesAllowing('cancelled')).toEqual(['pending_initiation', 'pending_confirmation', 'pending_otp']);
    expect(statusesAllowing('processing')).toEqual(['pending_confirmation', 'pending_otp']);
  });
});

describe('cancel and expiry', () => {
  it.each<[PaymentStatus, boolean]>([
    ['pending_initiation', true],
    ['pending_confirmation', true],
    ['pending_otp', true],
    ['processing', false],
    ['completed', false],
    ['failed', false],
    ['cancelled', false],
    ['expired', false],
  ])('cancel from %s: %s', (status, allowed) => {
    expect(canCancel(status)).toBe(allowed);
  });

  const expiresAt = new Date('2026-01-01T12:00:00Z');
  it('expires a pending payment once expires_at has passed, not before', () => {
    expect(canExpire('pending_otp', expiresAt, new Date('2026-01-01T11:59:59.999Z'))).toBe(false);
    expect(canExpire('pending_otp', expiresAt, expiresAt)).toBe(true);
    expect(canExpire('pending_initiation', expiresAt, new Date('2026-01-02T00:00:00Z'))).toBe(true);
  });

  it('never expires a payment the provider is processing or that has ended', () => {
    const later = new Date('2026-02-01T00:00:00Z');
    for (const status of ['processing', 'completed', 'failed', 'cancelled', 'expired'] as const) {
      expect(canExpire(status, expiresAt, later)).toBe(false);
    }
  });
});

describe('display statuses (SPEC §3)', () => {
  it.each<[PaymentStatus, string]>([
    ['pending_initiation', 'pending'],
    ['pending_confirmation', 'pending'],
    ['pending_otp', 'pending'],
    ['processing', 'processing'],
    ['completed', 'completed'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
    ['expired', 'cancelled'],
  ])('%s shows as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });

  it('recognises stored values', () => {
    expect(isPaymentStatus('pending_otp')).toBe(true);
    expect(isPaymentStatus('settled')).toBe(false);
  });
});

describe('provider codes', async () => {
  const { providerCodeFor, providerLabel } = await import('./payment-providers.ts');
  it.each([
    ['orange_money', undefined, 'orange_money', 'Orange Money'],
    ['mobile_money', undefined, 'africell_money', 'Africell Money'],
    ['bank_transfer', undefined, 'SBL', 'Sierra Leone Commercial Bank'],
    ['bank_transfer', 'RBL', 'RBL', 'Rokel Commercial Bank'],
    ['card', undefined, 'card', 'Card'],
  ] as const)('%s (%s) goes through %s, shown as %s', (method, bank, code, label) => {
    expect(providerCodeFor(method, bank)).toBe(code);
    expect(providerLabel(code)).toBe(label);
  });
  it('refuses an unknown bank', () => {
    expect(providerCodeFor('bank_transfer', 'XYZ')).toBeUndefined();
  });
});
