/**
 * Bank account numbers (SPEC §5): digits only, at most 12. FBL, UBA, GTB and EBL use exactly 10
 * digits; SBL, RBL and any other or unknown bank 8 to 12.
 */
export const ACCOUNT_NUMBER_MAX_DIGITS = 12;
export const ACCOUNT_NUMBER_HINT = 'Select a bank first, then enter your account number';

export interface AccountNumberRule {
  min: number;
  max: number;
}

const TEN_DIGIT_BANKS: readonly string[] = ['FBL', 'UBA', 'GTB', 'EBL'];
const DEFAULT_RULE: AccountNumberRule = { min: 8, max: 12 };

export function accountNumberRule(bankCode: string): AccountNumberRule {
  return TEN_DIGIT_BANKS.includes(bankCode.trim().toUpperCase()) ? { min: 10, max: 10 } : DEFAULT_RULE;
}

/** "10 digits" or "8-12 digits": the {digit rule} of the message. */
export function describeAccountNumberRule(rule: AccountNumberRule): string {
  return rule.min === rule.max ? `${rule.min} digits` : `${rule.min}-${rule.max} digits`;
}

export function accountNumberMessage(bankCode: string): string {
  return `Please enter a valid account number (${describeAccountNumberRule(accountNumberRule(bankCode))})`;
}

/** What the field keeps of typed or pasted text: digits only, at most 12. */
export function sanitizeAccountNumber(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX_DIGITS);
}

export function isValidAccountNumber(bankCode: string, value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const { min, max } = accountNumberRule(bankCode);
  return value.length >= min && value.length <= max;
}
