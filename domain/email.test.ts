import { describe, expect, it } from 'vitest';
import { isEmailShape, maskEmail, normalizeEmail } from './email.ts';

describe('email rules (SPEC §5)', () => {
  it('checks a simple shape', () => {
    expect(isEmailShape('demo@salonepay.sl')).toBe(true);
    expect(isEmailShape(' demo@salonepay.sl ')).toBe(true);
    for (const bad of ['demo', 'demo@', '@salonepay.sl', 'de mo@salonepay.sl', 'demo@salonepay', `${'a'.repeat(250)}@b.sl`]) {
      expect(isEmailShape(bad), bad).toBe(false);
    }
  });

  it('normalises to trimmed lower case', () => {
    expect(normalizeEmail('  Demo@SalonePay.SL ')).toBe('demo@salonepay.sl');
  });

  it('masks as the first two characters of the local part, ***, then the domain', () => {
    expect(maskEmail('aminata@example.com')).toBe('am***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});
