/**
 * Orange Money numbers (SPEC §5): 076, 077 or 078 followed by 6 digits. The field keeps digits
 * only and shows them 3-3-3 with spaces, at most 11 characters ("076 123 456").
 */
export const ORANGE_MONEY_PREFIXES = ['076', '077', '078'] as const;
export const ORANGE_MONEY_DIGITS = 9;
/** 9 digits plus the two separating spaces. */
export const ORANGE_MONEY_MAX_LENGTH = 11;
export const ORANGE_MONEY_ERROR = 'Please enter a valid Orange Money number (076, 077, or 078)';
export const ORANGE_MONEY_HINT = 'Enter your Orange Money number (e.g., 076 123 456)';

const VALID_ORANGE_MONEY = /^07[678]\d{6}$/;

/** Digits of typed or pasted text (spaces, dashes and other marks dropped), at most 9. */
export function sanitizeOrangeMoney(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ORANGE_MONEY_DIGITS);
}

/** "076123456" → "076 123 456"; partial input is grouped as far as it goes ("0761" → "076 1"). */
export function formatOrangeMoney(raw: string): string {
  const digits = sanitizeOrangeMoney(raw);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join(' ');
}

/** SPEC §5: spaces are removed before the check; anything else that is not a digit fails. */
export function isValidOrangeMoney(value: string): boolean {
  return VALID_ORANGE_MONEY.test(value.replace(/\s/g, ''));
}
