/** Sierra Leone phone numbers (SPEC §5): 8 digits, first 1-9, shown after a fixed +232 prefix. */
export const PHONE_COUNTRY_CODE = '+232';
export const PHONE_DIGITS = 8;
export const PHONE_HINT = 'Your 8-digit Sierra Leone phone number.';

const VALID_PHONE = /^[1-9]\d{7}$/;

/**
 * What the phone field keeps of typed or pasted text: digits only, at most 8. A pasted full
 * number (+232 76 123 456, 232…, or the local 076 123 456) is reduced to its 8 national digits.
 */
export function sanitizePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('232')) digits = digits.slice(3);
  if (digits.length === 9 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** Exactly 8 digits, the first 1-9. */
export function isValidPhone(digits: string): boolean {
  return VALID_PHONE.test(digits);
}

export function phoneError(digits: string): string | undefined {
  if (digits === '') return 'Phone number is required';
  if (!/^\d+$/.test(digits)) return 'Phone number must contain digits only';
  if (digits.startsWith('0')) return 'Phone number must not start with 0';
  if (digits.length !== PHONE_DIGITS) return 'Phone number must be 8 digits';
  return undefined;
}

/** Storage form, E.164: +232XXXXXXXX. */
export function toE164(digits: string): string {
  return `${PHONE_COUNTRY_CODE}${digits}`;
}

/** The 8 national digits of a stored E.164 number. */
export function fromE164(e164: string): string {
  return e164.startsWith(PHONE_COUNTRY_CODE) ? e164.slice(PHONE_COUNTRY_CODE.length) : e164;
}

/** +232 76 123 456 */
export function formatPhone(digits: string): string {
  return `${PHONE_COUNTRY_CODE} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`.trim();
}
