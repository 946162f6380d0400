/**
 * The business profile that turns a user into a merchant (DESIGN §7): business name, category,
 * optional logo (an https URL) and who bears the fee. One set of rules for the form and the API.
 */
import type { FeeBearer } from './fees.ts';

export const BUSINESS_NAME_MIN = 2;
export const BUSINESS_NAME_MAX = 100;
export const CATEGORY_MIN = 2;
export const CATEGORY_MAX = 60;
export const LOGO_URL_MAX = 500;

/** Suggestions for the form; any category of the right length is accepted. */
export const MERCHANT_CATEGORIES = ['Groceries', 'Utilities', 'Food & Drink', 'Health', 'Electronics', 'Retail', 'Services', 'Transport', 'Education', 'Other'] as const;

export interface MerchantProfile {
  businessName: string;
  category: string;
  logoUrl: string | null;
  feeBearer: FeeBearer;
}

export function businessNameError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < BUSINESS_NAME_MIN) return 'Enter your business name.';
  if (trimmed.length > BUSINESS_NAME_MAX) return `Business name must be at most ${BUSINESS_NAME_MAX} characters.`;
  return undefined;
}

export function categoryError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < CATEGORY_MIN) return 'Choose a category.';
  if (trimmed.length > CATEGORY_MAX) return `Category must be at most ${CATEGORY_MAX} characters.`;
  return undefined;
}

/** A logo is shown to payers, so only an https address is taken (no data: or javascript: URLs). */
export function logoUrlError(value: string | null): string | undefined {
  if (value === null || value === '') return undefined;
  if (value.length > LOGO_URL_MAX || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) return 'Logo must be an https:// address.';
  return undefined;
}
