/**
 * Issue 35: the business this device acts for, kept on this device (like Test mode). Requests
 * carry `Salone-Business: {merchantId}` once the person picked one; without it the server acts for
 * the person's own business, or their only one. A queued write keeps the business it was made for.
 */
export const BUSINESS_KEY = 'salone_business';
export const BUSINESS_HEADER = 'Salone-Business';

export function currentBusiness(): string | null {
  try {
    return localStorage.getItem(BUSINESS_KEY);
  } catch {
    return null;
  }
}

export function setCurrentBusiness(merchantId: string | null): void {
  try {
    if (merchantId === null) localStorage.removeItem(BUSINESS_KEY);
    else localStorage.setItem(BUSINESS_KEY, merchantId);
  } catch {
    // Storage unavailable (private mode): the server's default business is used.
  }
}

/** The header a request carries for the chosen business (none: the server's default). */
export function businessHeaders(business: string | null = currentBusiness()): Record<string, string> {
  return business ? { [BUSINESS_HEADER]: business } : {};
}
