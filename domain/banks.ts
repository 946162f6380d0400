/** SPEC §3 bank list entry and the default banks, in the order they are offered. */
export interface Bank {
  code: string;
  name: string;
  fullName: string;
}

export const DEFAULT_BANKS: readonly Bank[] = [
  { code: 'FBL', name: 'First Bank', fullName: 'First Bank of Sierra Leone' },
  { code: 'UBA', name: 'UBA', fullName: 'United Bank for Africa' },
  { code: 'GTB', name: 'GTBank', fullName: 'Guaranty Trust Bank' },
  { code: 'EBL', name: 'Ecobank', fullName: 'Ecobank Sierra Leone' },
  { code: 'SBL', name: 'Sierra Leone Commercial Bank', fullName: 'Sierra Leone Commercial Bank' },
  { code: 'RBL', name: 'Rokel Commercial Bank', fullName: 'Rokel Commercial Bank' },
];

export function findBank(code: string, banks: readonly Bank[] = DEFAULT_BANKS): Bank | undefined {
  return banks.find((bank) => bank.code === code);
}
