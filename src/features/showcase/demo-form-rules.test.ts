import { describe, expect, it } from 'vitest';
import { emailError, fullNameError } from './demo-form-rules.ts';

describe('demo form rules', () => {
  it.each([
    ['', 'Input must be at least 3 characters'],
    ['Al', 'Input must be at least 3 characters'],
    ['  Al  ', 'Input must be at least 3 characters'],
    ['Ali', undefined],
    ['Aminata Kamara', undefined],
  ])('full name %j → %s', (value, expected) => {
    expect(fullNameError(value)).toBe(expected);
  });

  it.each([
    ['aminata@example.sl', undefined],
    [' aminata@example.sl ', undefined],
    ['aminata@example', 'Please enter a valid email address.'],
    ['aminata example.sl', 'Please enter a valid email address.'],
    ['@example.sl', 'Please enter a valid email address.'],
    ['', 'Please enter a valid email address.'],
  ])('email %j → %s', (value, expected) => {
    expect(emailError(value)).toBe(expected);
  });
});
