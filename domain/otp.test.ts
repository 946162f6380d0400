import { describe, expect, it } from 'vitest';
import { isCompleteOtp, sanitizeOtpInput } from './otp.ts';

describe('code input (SPEC §5)', () => {
  it('keeps digits only and at most 6 of them (paste)', () => {
    expect(sanitizeOtpInput('12 34-56')).toBe('123456');
    expect(sanitizeOtpInput('Your code: 987654321')).toBe('987654');
    expect(sanitizeOtpInput('abc')).toBe('');
  });

  it('is complete only at exactly 6 digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '']) expect(isCompleteOtp(bad), bad).toBe(false);
  });
});
