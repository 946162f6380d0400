import { isEmailShape } from '../../../domain/email.ts';

/** SPEC §5 demo form rules: full name at least 3 characters, email of a simple shape. */
export const NAME_MIN_LENGTH = 3;
export const NAME_TOO_SHORT = 'Input must be at least 3 characters';
export const EMAIL_INVALID = 'Please enter a valid email address.';

export function fullNameError(value: string): string | undefined {
  return value.trim().length < NAME_MIN_LENGTH ? NAME_TOO_SHORT : undefined;
}

export function emailError(value: string): string | undefined {
  return isEmailShape(value) ? undefined : EMAIL_INVALID;
}
