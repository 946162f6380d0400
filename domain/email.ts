/** Email addresses (SPEC §5): a simple shape check, and the masked display form. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isEmailShape(raw: string): boolean {
  const email = raw.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

/** First two characters of the local part, ***, then the domain: jo***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** An email verification link stays valid this long (single use). */
export const EMAIL_LINK_TTL_HOURS = 24;
/** Web route the link opens; the token follows as the last path segment. */
export const EMAIL_LINK_PATH = '/verify-email';
