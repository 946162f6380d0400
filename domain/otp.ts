/** One-time codes (SPEC §5, §9; DESIGN §5). */
export const OTP_LENGTH = 6;
/** Seconds before a new code may be sent (client timer and server rule). */
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
/** Wrong tries after which a code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Sends per phone number or email address per rolling hour. */
export const OTP_MAX_SENDS_PER_HOUR = 5;

/** Typed or pasted text reduced to what the code field keeps: digits only, at most 6. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Submit is enabled only at exactly 6 digits. */
export function isCompleteOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}
