/**
 * Payment links as the merchant makes them (issue 10; the server and its table belong to the
 * checkout work, `POST /api/v1/payment-links`). The rules the create form and the cash-sale
 * form share: a whole amount of the displayed unit, a description people recognise.
 */
import { toMinorUnits } from './money.ts';

export const LINK_DESCRIPTION_MAX = 200;
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

/** The contract's link, as GET/POST /api/v1/payment-links answer it. */
export interface PaymentLink {
  id: string;
  url: string;
  merchantId: string;
  amount: number | null;
  currency: string;
  description: string;
  reusable: boolean;
  expiresAt: string | null;
  status: 'active' | 'disabled';
  createdAt: string;
  paymentsCount: number;
  takings: number;
}

export interface CreatePaymentLinkInput {
  id: string;
  amount: number | null;
  currency: 'SLE' | 'USD' | 'EUR' | 'GBP';
  description: string;
  reusable: boolean;
  expiresAt?: string;
}

export type LinkState = 'active' | 'disabled' | 'expired' | 'used';

/** What the merchant's list shows: disabled, past its expiry, a single-use link already paid, or active. */
export function linkState(link: Pick<PaymentLink, 'status' | 'expiresAt' | 'reusable' | 'paymentsCount'>, now: number): LinkState {
  if (link.status === 'disabled') return 'disabled';
  if (link.expiresAt && Date.parse(link.expiresAt) <= now) return 'expired';
  if (!link.reusable && link.paymentsCount > 0) return 'used';
  return 'active';
}
