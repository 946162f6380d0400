import { describe, expect, it } from 'vitest';
import { DECLINE_FALLBACK, declineMessage } from './decline.ts';

describe('declineMessage', () => {
  it("says what the payer can do about the provider's reason", () => {
    expect(declineMessage('insufficient_funds', 'Orange Money')).toBe(
      'There was an issue processing your payment. Your Orange Money balance is too low for this payment. Top up, or choose another way to pay, then try again.',
    );
    expect(declineMessage('declined', 'Africell Money')).toContain('Africell Money declined this payment.');
    expect(declineMessage('expired', 'Orange Money')).toContain('not confirmed in time');
  });

  it("SPEC §8's own sentence always comes first, exactly; an unknown or missing reason adds nothing", () => {
    expect(declineMessage('declined', 'Orange Money').startsWith(`${DECLINE_FALLBACK} `)).toBe(true);
    expect(declineMessage('XYZ_123', 'Orange Money')).toBe(DECLINE_FALLBACK);
    expect(declineMessage(null, 'Card')).toBe(DECLINE_FALLBACK);
    expect(DECLINE_FALLBACK).toBe('There was an issue processing your payment.');
  });
});
