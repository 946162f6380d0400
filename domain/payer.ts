/**
 * The payer as the merchant sees them, on every screen and message (issue 37): a name when there
 * is one, else the number masked as webhooks and notifications show it (****5222), never the full
 * number; activity, notifications and exports say the same.
 */
import { maskAccountNumber } from './linked-accounts.ts';

export function payerShownToMerchant(payer: { fullName?: string | null; name?: string | null; phone?: string | null }): string {
  return payer.fullName ?? payer.name ?? (payer.phone ? maskAccountNumber(payer.phone) : 'Customer');
}
