/**
 * Payment links (issue 10): the wire shapes of POST/GET /payment-links and the public checkout
 * reads, shared by the server's routes and the web app. Amounts are minor units; `amount: null`
 * means the payer enters it.
 */
import type { Currency } from './money.ts';

export type LinkCurrency = Exclude<Currency, 'SLL'>;
export const LINK_CURRENCIES: readonly LinkCurrency[] = ['SLE', 'USD', 'EUR', 'GBP'];
export const LINK_DESCRIPTION_MAX = 200;
/** The links list's page size (default and most). */
export const LINKS_PAGE_DEFAULT = 20;
export const LINKS_PAGE_MAX = 100;

export type PaymentLinkStatus = 'active' | 'disabled';


/** A link as its merchant sees it. */
export interface PaymentLink {
  id: string;
  /** `${publicUrl}/pay/{merchantId}?link={id}` */
  url: string;
  merchantId: string;
  amount: number | null;
  currency: LinkCurrency;
  description: string;
  reusable: boolean;
  expiresAt: string | null;
  status: PaymentLinkStatus;
  createdAt: string;
  /** Completed payments through this link. */
  paymentsCount: number;
  /** Sum of those payments' amounts, in the link's currency (minor units). */
  takings: number;
  /** Live money or a test link: made in the request's mode, listed only in it. */
  livemode: boolean;
  /**
   * Issue 35: the member of the business who made it (their name, else their phone), as activity
   * names one; null when the business's founder or an API key made it.
   */
  member?: string | null;
}

/** GET /checkout/merchants/{merchantId}: what a payer sees of the business they pay. */
export interface CheckoutMerchant {
  id: string;
  name: string;
  category: string;
  logoUrl: string | null;
  /** Who bears the fee (domain/fees.ts): decides the total the payer is shown. */
  feeBearer: 'merchant' | 'payer';
}

/** GET /checkout/merchants/{merchantId}/links/{linkId}: an active link as a payer sees it. */
export interface CheckoutLink {
  id: string;
  merchantId: string;
  amount: number | null;
  currency: LinkCurrency;
  description: string;
  reusable: boolean;
  expiresAt: string | null;
  /** Live money (through the live provider) or a test link (the sandbox). */
  livemode: boolean;
}

/** The link's checkout address (the merchant's own QR is the same without `?link=`). */
export function checkoutUrl(origin: string, merchantId: string, linkId?: string): string {
  return `${origin}/pay/${merchantId}${linkId ? `?link=${linkId}` : ''}`;
}
