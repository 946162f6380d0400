import { describe, expect, it } from 'vitest';
import { checkoutMethodsFor, checkoutMethodsSentence } from './checkout.ts';
import { seedScriptText, type CheckoutSeed } from './checkout-seed.ts';

describe('the checkout header line (issue 33, issue 42)', () => {
  it('names every method of a test checkout', () => {
    expect(checkoutMethodsSentence(checkoutMethodsFor(false))).toBe('Pay by Orange Money, Africell Money, bank transfer or card. No Salone Pay account needed.');
  });
  it('names only mobile money on a live checkout', () => {
    expect(checkoutMethodsSentence(checkoutMethodsFor(true))).toBe('Pay by Orange Money or Africell Money. No Salone Pay account needed.');
  });
  it('names none while the checkout mode is not known', () => {
    expect(checkoutMethodsSentence(null)).toBe('No Salone Pay account needed.');
  });
});

describe('the checkout seed in a page', () => {
  it('cannot close its script element, and reads back the same', () => {
    const seed: CheckoutSeed = {
      merchantId: 'm',
      linkId: null,
      merchant: { id: 'm', name: '</script><script>alert(1)</script> & Sons', category: 'Retail', logoUrl: null, feeBearer: 'payer' },
      merchantError: null,
      link: null,
      linkError: null,
      attemptKey: 'k',
    };
    const text = seedScriptText(seed);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(seed);
  });
});
