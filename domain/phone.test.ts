import { describe, expect, it } from 'vitest';
import { formatPhone, fromE164, isValidPhone, phoneError, sanitizePhoneInput, toE164 } from './phone.ts';

describe('phone rules (SPEC §5)', () => {
  it.each([
    ['76123456', '76123456'],
    ['76 123 456', '76123456'],
    ['+232 76 123 456', '76123456'],
    ['23276123456', '76123456'],
    ['076 123 456', '76123456'],
    ['7612345678', '76123456'],
    ['ab7c6', '76'],
  ])('the field keeps %j as %j', (raw, kept) => {
    expect(sanitizePhoneInput(raw)).toBe(kept);
  });

  it('accepts exactly 8 digits with a first digit 1-9', () => {
    expect(isValidPhone('76123456')).toBe(true);
    expect(isValidPhone('16123456')).toBe(true);
    for (const bad of ['06123456', '7612345', '761234567', '7612345a', '']) expect(isValidPhone(bad), bad).toBe(false);
  });

  it('names the problem', () => {
    expect(phoneError('')).toBe('Phone number is required');
    expect(phoneError('7a')).toBe('Phone number must contain digits only');
    expect(phoneError('06123456')).toBe('Phone number must not start with 0');
    expect(phoneError('7612')).toBe('Phone number must be 8 digits');
    expect(phoneError('76123456')).toBeUndefined();
  });

  it('converts to and from E.164 and formats for display', () => {
    expect(toE164('76123456')).toBe('+23276123456');
    expect(fromE164('+23276123456')).toBe('76123456');
    expect(formatPhone('76123456')).toBe('+232 76 123 456');
  });
});
