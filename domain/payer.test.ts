import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './linked-accounts.ts';
import { payerShownToMerchant } from './payer.ts';

describe('payerShownToMerchant', () => {
  it('is a name when known, else the masked number webhooks and notifications show, never the full one', () => {
    expect(payerShownToMerchant({ fullName: 'Fatmata Sesay', name: 'F. Sesay', phone: '+23276555222' })).toBe('Fatmata Sesay');
    expect(payerShownToMerchant({ name: 'Mohamed', phone: '+23276555222' })).toBe('Mohamed');
    expect(payerShownToMerchant({ phone: '+23276555222' })).toBe('****5222');
    expect(payerShownToMerchant({ phone: '+23276555222' })).toBe(maskAccountNumber('+23276555222'));
    expect(payerShownToMerchant({})).toBe('Customer');
  });
});
