import { describe, expect, it } from 'vitest';
import { accountNumberMessage, isValidAccountNumber, sanitizeAccountNumber } from './bank-account.ts';
import { DEFAULT_BANKS, findBank } from './banks.ts';

describe('bank account number', () => {
  it.each([
    // bank, value, valid
    ['FBL', '1234567890', true],
    ['UBA', '1234567890', true],
    ['GTB', '1234567890', true],
    ['EBL', '1234567890', true],
    ['FBL', '123456789', false],
    ['UBA', '12345678901', false],
    ['GTB', '123456789012', false],
    ['EBL', '12345678', false],
    ['SBL', '12345678', true],
    ['SBL', '123456789012', true],
    ['RBL', '1234567890', true],
    ['RBL', '1234567', false],
    ['SBL', '1234567890123', false],
    ['XYZ', '12345678', true],
    ['XYZ', '123456789012', true],
    ['XYZ', '1234567', false],
    ['', '12345678', true],
    ['fbl', '123456789012', false],
    ['FBL', '12345-7890', false],
    ['SBL', '', false],
  ])('%s %j valid: %s', (bank, value, expected) => {
    expect(isValidAccountNumber(bank, value)).toBe(expected);
  });

  it.each([
    ['FBL', 'Please enter a valid account number (10 digits)'],
    ['UBA', 'Please enter a valid account number (10 digits)'],
    ['GTB', 'Please enter a valid account number (10 digits)'],
    ['EBL', 'Please enter a valid account number (10 digits)'],
    ['SBL', 'Please enter a valid account number (8-12 digits)'],
    ['RBL', 'Please enter a valid account number (8-12 digits)'],
    ['NEW', 'Please enter a valid account number (8-12 digits)'],
  ])('%s message: %s', (bank, message) => {
    expect(accountNumberMessage(bank)).toBe(message);
  });

  it.each([
    ['0012 3456 78', '0012345678'],
    ['0012-3456-78', '0012345678'],
    ['ACC 12345678', '12345678'],
    ['1234567890123456', '123456789012'],
  ])('keeps only the digits of %j, at most 12', (raw, expected) => {
    expect(sanitizeAccountNumber(raw)).toBe(expected);
  });
});

describe('default banks', () => {
  it('offers the six SPEC banks in order with code, name and full name', () => {
    expect(DEFAULT_BANKS.map((bank) => `${bank.code} ${bank.name}`)).toEqual([
      'FBL First Bank',
      'UBA UBA',
      'GTB GTBank',
      'EBL Ecobank',
      'SBL Sierra Leone Commercial Bank',
      'RBL Rokel Commercial Bank',
    ]);
    expect(DEFAULT_BANKS.every((bank) => bank.fullName.length > 0)).toBe(true);
  });

  it('finds a bank by code and nothing for an unknown code', () => {
    expect(findBank('GTB')?.name).toBe('GTBank');
    expect(findBank('ZZZ')).toBeUndefined();
  });
});
