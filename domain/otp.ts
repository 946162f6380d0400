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

/** Error codes of the code and link rules (DESIGN §3 error shape). */
export const OTP_ERROR_CODES = {
  /** Wrong, expired, used, superseded or dead (5 wrong tries) code. 400, never 401. */
  invalidCode: 'invalid_code',
  /** A code was sent less than OTP_RESEND_SECONDS ago. 429 with Retry-After. */
  resendTooSoon: 'resend_too_soon',
  /** OTP_MAX_SENDS_PER_HOUR reached for this number or address. 429 with Retry-After. */
  sendLimitReached: 'send_limit_reached',
  /** Email link unknown, used, superseded or older than EMAIL_LINK_TTL_HOURS. 400. */
  invalidLink: 'invalid_link',
} as const;
