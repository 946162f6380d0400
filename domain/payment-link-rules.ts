/**
 * The merchant's side of payment links (issue 10; the wire shapes are ./payment-links.ts): the
 * rules the create form and the cash-sale form share (a whole amount of the displayed unit, a
 * description people recognise) and the state the merchant's list shows.
 */
import { toMinorUnits } from './money.ts';
import { LINK_DESCRIPTION_MAX, type PaymentLink } from './payment-links.ts';

/** Le 100,000,000: far above any one sale, low enough that a slip of the thumb is caught. */
export const MAX_WHOLE_AMOUNT = 100_000_000;

export type AmountParse = { ok: true; amount: number } | { ok: false; message: string };

/**
 * "50,000" or "50000" (whole leones: SPEC §9 shows no decimals) → minor units. Spaces and
 * thousands commas are allowed; anything else, zero, or a fraction is refused with a sentence.
 */
export function parseWholeAmount(text: string): AmountParse {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount' };
  if (!/^\d+$/.test(cleaned)) return { ok: false, message: 'Enter a whole amount in digits, e.g. 50,000' };
  const major = Number(cleaned);
  if (major < 1) return { ok: false, message: 'The amount must be at least 1' };
  if (major > MAX_WHOLE_AMOUNT) return { ok: false, message: 'That amount is too large' };
  return { ok: true, amount: toMinorUnits(major) };
}

export function linkDescriptionError(description: string): string | undefined {
  const trimmed = description.trim();
  if (trimmed.length === 0) return 'Say what the payment is for';
  if (trimmed.length > LINK_DESCRIPTION_MAX) return `At most ${LINK_DESCRIPTION_MAX} characters`;
  return undefined;
}

export type LinkState = 'active' | 'disabled' | 'expired' | 'used';

/** What the merchant's list shows: disabled, past its expiry, a single-use link already paid, or active. */
export function linkState(link: Pick<PaymentLink, 'status' | 'expiresAt' | 'reusable' | 'paymentsCount'>, now: number): LinkState {
  if (link.status === 'disabled') return 'disabled';
  if (link.expiresAt && Date.parse(link.expiresAt) <= now) return 'expired';
  if (!link.reusable && link.paymentsCount > 0) return 'used';
  return 'active';
}
