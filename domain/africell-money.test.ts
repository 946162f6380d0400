import { describe, expect, it } from 'vitest';
import { isValidAfricellMoney } from './africell-money.ts';

describe('Africell Money numbers', () => {
  it('accepts the Africell prefixes with 6 more digits, spaces ignored', () => {
    for (const number of ['030123456', '033 123 456', '077123456', '080123456', '088123456', '090123456', '099 654 321']) {
      expect(isValidAfricellMoney(number)).toBe(true);
    }
  });
  it('refuses other prefixes, short or long numbers and non-digits', () => {
    for (const number of ['076123456', '078123456', '07712345', '0771234567', '077-123-456', '']) {
      expect(isValidAfricellMoney(number)).toBe(false);
    }
  });
});
