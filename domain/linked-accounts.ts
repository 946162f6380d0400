/** A payout account as the API lists it (SPEC §3 linked accounts). Split from the former domain/dashboard.ts (issue 38). */

export const ACCOUNT_TYPES = ['mobile_money', 'bank_transfer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface LinkedAccount {
  id: string;
  type: AccountType;
  provider: string;
  /** Always masked by the server: only the last 4 digits are real. */
  accountNumber: string;
  accountName: string;
  isDefault: boolean;
  isActive: boolean;
  lastUsed: string | null;
}

/** Mask all but the last 4 characters of an account number: "****3456". */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return `****${digits.slice(-4)}`;
}
