/**
 * Payouts (issue 11): rules shared by the server and the screens. Amounts are integer minor
 * units; the fee is basis points plus a fixed part (both configuration, none by default: SPEC
 * names no payout fee), rounded half-up to a whole leone like payment fees.
 */
import { ACCOUNT_NUMBER_HINT, accountNumberMessage, isValidAccountNumber } from './bank-account.ts';
import { findBank } from './banks.ts';
import { AFRICELL_MONEY_ERROR, isValidAfricellMoney } from './africell-money.ts';
import { isValidOrangeMoney, ORANGE_MONEY_ERROR } from './orange-money.ts';

export type PayoutStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type PayoutMethod = 'orange_money' | 'mobile_money' | 'bank_transfer';

export interface PayoutFeeRule {
  basisPoints: number;
  fixed: number;
}

export const NO_PAYOUT_FEE: PayoutFeeRule = { basisPoints: 0, fixed: 0 };

/** Half-up to the smallest displayed unit: 100 minor units (a whole leone, SPEC §9 shows no decimals). */
export function payoutFee(amount: number, rule: PayoutFeeRule): number {
  if (rule.basisPoints === 0 && rule.fixed === 0) return 0;
  const raw = Math.floor((amount * rule.basisPoints + 5_000) / 10_000) + rule.fixed;
  return Math.floor((raw + 50) / 100) * 100;
}

/** SPEC §9: "payout 2-4 hours mobile money, 1-2 business days bank transfer". */
export function arrivalEstimate(method: PayoutMethod): string {
  return method === 'bank_transfer' ? '1-2 business days' : '2-4 hours';
}

/** A payout account's method from its provider code. */
export function payoutMethodFor(providerCode: string): PayoutMethod {
  if (providerCode === 'orange_money') return 'orange_money';
  if (providerCode === 'africell_money') return 'mobile_money';
  return 'bank_transfer';
}

/** "076123456" (SPEC §5 entry) → "+23276123456" (stored phones are E.164, DESIGN §3). */
export function walletNumberToE164(number: string): string {
  return `+232${number.replace(/\s/g, '').slice(1)}`;
}

export type NewPayoutAccount =
  | { type: 'mobile_money'; provider: 'orange_money' | 'africell_money'; accountNumber: string; accountName: string }
  | { type: 'bank_transfer'; provider: string; accountNumber: string; accountName: string };

/** The first broken rule of a new payout account as { field, message }, or null when it is valid. */
export function payoutAccountProblem(account: NewPayoutAccount): { field: string; message: string } | null {
  if (account.accountName.trim().length < 2) return { field: 'accountName', message: 'Enter the name on the account' };
  if (account.type === 'mobile_money') {
    if (account.provider === 'orange_money' && !isValidOrangeMoney(account.accountNumber)) {
      return { field: 'accountNumber', message: ORANGE_MONEY_ERROR };
    }
    if (account.provider === 'africell_money' && !isValidAfricellMoney(account.accountNumber)) {
      return { field: 'accountNumber', message: AFRICELL_MONEY_ERROR };
    }
    return null;
  }
  if (!findBank(account.provider)) return { field: 'provider', message: ACCOUNT_NUMBER_HINT };
  if (!isValidAccountNumber(account.provider, account.accountNumber)) return { field: 'accountNumber', message: accountNumberMessage(account.provider) };
  return null;
}
