/**
 * Which balances the dashboard's card shows (issue 33 item 7): the main currency (SLE) always,
 * even at zero; another currency only when it holds money (available or pending), and then it is
 * named, never a bare figure beside the leone.
 */
export interface CardBalance {
  currency: string;
  available: number;
  pending: number;
}

export const MAIN_CURRENCY = 'SLE';

export function balancesForCard(balances: readonly CardBalance[]): CardBalance[] {
  const main = balances.find((balance) => balance.currency === MAIN_CURRENCY) ?? { currency: MAIN_CURRENCY, available: 0, pending: 0 };
  const others = balances.filter((balance) => balance.currency !== MAIN_CURRENCY && (balance.available !== 0 || balance.pending !== 0));
  return [main, ...others];
}
