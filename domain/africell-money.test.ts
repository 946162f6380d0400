import { describe, expect, it } from 'vitest';
import {
  AFRICELL_MONEY_MAX_LENGTH,
  formatAfricellMoney,
  isValidAfricellMoney,
  sanitizeAfricellMoney,
  walletNumberDigits,
} from './africell-money.ts';

describe('Africell Money number', () => {
  it.each([
    ['030123456', true],
    ['033123456', true],
    ['077123456', true],
    ['080123456', true],
    ['088123456', true],
    ['090000000', true],
    ['099999999', true],
    [' 088 123 456 ', true],
    ['076123456', false],
    ['078123456', false],
    ['031123456', false],
    ['08812345', false],
    ['0881234567', false],
    ['088-123-456', false],
    ['88123456', false],
    ['', false],
  ])('%j valid: %s', (value, expected) => {
    expect(isValidAfricellMoney(value)).toBe(expected);
  });

  it('keeps digits only and formats 3-3-3 within 11 characters', () => {
    expect(sanitizeAfricellMoney('+(088) 123.4567')).toBe('088123456');
    expect(formatAfricellMoney('0881')).toBe('088 1');
    expect(formatAfricellMoney('088123456')).toBe('088 123 456');
    expect(formatAfricellMoney('9'.repeat(40))).toHaveLength(AFRICELL_MONEY_MAX_LENGTH);
  });

  it('turns a wallet number as typed into the 8 national digits the API takes', () => {
    expect(walletNumberDigits('088 123 456')).toBe('88123456');
    expect(walletNumberDigits('076 000 001')).toBe('76000001');
  });
});
