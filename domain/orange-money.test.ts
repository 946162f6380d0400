import { describe, expect, it } from 'vitest';
import { ORANGE_MONEY_MAX_LENGTH, formatOrangeMoney, isValidOrangeMoney, sanitizeOrangeMoney } from './orange-money.ts';

describe('Orange Money number', () => {
  it.each([
    ['076123456', true],
    ['077123456', true],
    ['078999999', true],
    ['076 123 456', true],
    [' 078 000 000 ', true],
    ['075123456', false],
    ['079123456', false],
    ['088123456', false],
    ['07612345', false],
    ['0761234567', false],
    ['076-123-456', false],
    ['', false],
    ['abcdefghi', false],
  ])('%j valid: %s', (value, expected) => {
    expect(isValidOrangeMoney(value)).toBe(expected);
  });

  it.each([
    ['076 123 456', '076123456'],
    ['076-123-456', '076123456'],
    ['+(076) 123.456', '076123456'],
    ['0761234567890', '076123456'],
    ['abc', ''],
  ])('keeps only digits of %j', (raw, expected) => {
    expect(sanitizeOrangeMoney(raw)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['076', '076'],
    ['0761', '076 1'],
    ['076123', '076 123'],
    ['0761234', '076 123 4'],
    ['076123456', '076 123 456'],
    ['076-123-456', '076 123 456'],
    ['07612345678', '076 123 456'],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatOrangeMoney(raw)).toBe(expected);
  });

  it('never formats beyond the 11 characters the field allows', () => {
    expect(formatOrangeMoney('0'.repeat(40))).toHaveLength(ORANGE_MONEY_MAX_LENGTH);
  });
});
