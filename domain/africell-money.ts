/**
 * Africell Money (Afrimoney) numbers, beside SPEC §5's Orange Money rule and in the same shape:
 * a 0, a two-digit Africell network prefix, then 6 digits; the field keeps digits only and shows
 * them 3-3-3 with spaces, at most 11 characters ("088 123 456"). The prefixes are those seen in
 * Monime's integration code (/work/shared/reference/monime.md): 030, 033, 077, 080, 088, 090, 099.
 * 077 is in both lists: the payer's chosen method decides the provider, not the number.
 */
import { ORANGE_MONEY_DIGITS, ORANGE_MONEY_MAX_LENGTH, formatOrangeMoney, sanitizeOrangeMoney } from './orange-money.ts';

export const AFRICELL_MONEY_PREFIXES = ['030', '033', '077', '080', '088', '090', '099'] as const;
export const AFRICELL_MONEY_DIGITS = ORANGE_MONEY_DIGITS;
export const AFRICELL_MONEY_MAX_LENGTH = ORANGE_MONEY_MAX_LENGTH;
export const AFRICELL_MONEY_ERROR = 'Please enter a valid Africell Money number (030, 033, 077, 080, 088, 090, or 099)';
export const AFRICELL_MONEY_HINT = 'Enter your Africell Money number (e.g., 088 123 456)';

const VALID_AFRICELL_MONEY = /^0(30|33|77|80|88|90|99)\d{6}$/;

/** Digits of typed or pasted text, at most 9 (the same field rules as Orange Money). */
export function sanitizeAfricellMoney(raw: string): string {
  return sanitizeOrangeMoney(raw);
}

/** "088123456" → "088 123 456"; partial input is grouped as far as it goes. */
export function formatAfricellMoney(raw: string): string {
  return formatOrangeMoney(raw);
}

/** Spaces are removed before the check; anything else that is not a digit fails. */
export function isValidAfricellMoney(value: string): boolean {
  return VALID_AFRICELL_MONEY.test(value.replace(/\s/g, ''));
}

/**
 * A mobile money number as the field holds it ("076 123 456") to the 8 national digits the API
 * takes (SPEC §7: no prefix, no leading 0): "76123456". Works for Orange and Africell numbers.
 */
export function walletNumberDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0/, '');
}
