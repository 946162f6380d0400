import { afterEach, describe, expect, it } from 'vitest';
import { forgetAttemptsOf, hasPaymentUnderWay, readAttempt, saveAttempt } from './checkout-storage.ts';

describe('checkout storage', () => {
  afterEach(() => localStorage.clear());

  it('a payment that ended is no longer under way at any checkout that pointed at it; others stay', () => {
    saveAttempt('merchant-a:', { key: 'key-1', paymentId: 'payment-1' });
    saveAttempt('merchant-a:link-9', { key: 'key-2', paymentId: 'payment-1' });
    saveAttempt('merchant-b:', { key: 'key-3', paymentId: 'payment-2' });
    saveAttempt('merchant-c:', { key: 'key-4' });
    expect(hasPaymentUnderWay('merchant-a')).toBe(true);

    forgetAttemptsOf('payment-1');

    expect(readAttempt('merchant-a:')).toBeNull();
    expect(readAttempt('merchant-a:link-9')).toBeNull();
    expect(hasPaymentUnderWay('merchant-a')).toBe(false);
    expect(readAttempt('merchant-b:')).toEqual({ key: 'key-3', paymentId: 'payment-2' });
    expect(hasPaymentUnderWay('merchant-b')).toBe(true);
    // Pay pressed, no payment yet: its key stays for the retry.
    expect(readAttempt('merchant-c:')).toEqual({ key: 'key-4' });
  });
});
