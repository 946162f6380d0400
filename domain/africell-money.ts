/**
 * Africell Money numbers: a 0, an Africell prefix and 6 more digits, entered like Orange Money
 * numbers (SPEC §5: spaces removed, 3-3-3 display, at most 11 characters). The prefixes are
 * the ones seen in integration code (shared/reference/monime.md): 030, 033, 077, 080, 088, 090, 099.
 * (The checkout branch may add its own Africell rule: keep one of the two at merge.)
 */
export const AFRICELL_MONEY_PREFIXES = ['030', '033', '077', '080', '088', '090', '099'] as const;
export const AFRICELL_MONEY_ERROR = 'Please enter a valid Africell Money number (030, 033, 077, 080, 088, 090, or 099)';
export const AFRICELL_MONEY_HINT = 'Enter your Africell Money number (e.g., 077 123 456)';

const VALID_AFRICELL_MONEY = /^0(30|33|77|80|88|90|99)\d{6}$/;

export function isValidAfricellMoney(value: string): boolean {
  return VALID_AFRICELL_MONEY.test(value.replace(/\s/g, ''));
}
