/**
 * Providers are stored as codes (DESIGN §7: 'orange_money', 'SBL') and labelled only at the edge.
 * Mobile money other than Orange Money is Africell Money; a bank transfer names its bank.
 */
import { DEFAULT_BANKS, findBank } from './banks.ts';
import type { PaymentMethod } from './statuses.ts';

export const DEFAULT_BANK_CODE = 'SBL';

const LABELS: Record<string, string> = {
  orange_money: 'Orange Money',
  africell_money: 'Africell Money',
  card: 'Card',
  cash: 'Cash',
};

/** The provider code a payment by `method` goes through; undefined for an unknown bank. */
export function providerCodeFor(method: PaymentMethod, bankCode: string = DEFAULT_BANK_CODE): string | undefined {
  switch (method) {
    case 'orange_money':
      return 'orange_money';
    case 'mobile_money':
      return 'africell_money';
    case 'bank_transfer':
      return findBank(bankCode) ? bankCode : undefined;
    case 'card':
      return 'card';
    case 'cash':
      return 'cash';
  }
}

export function providerLabel(code: string): string {
  return LABELS[code] ?? DEFAULT_BANKS.find((bank) => bank.code === code)?.name ?? code;
}
