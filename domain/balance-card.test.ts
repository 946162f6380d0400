import { describe, expect, it } from 'vitest';
import { balancesForCard } from './balance-card.ts';

describe('balancesForCard', () => {
  it('shows the leone always, even with no ledger account yet', () => {
    expect(balancesForCard([])).toEqual([{ currency: 'SLE', available: 0, pending: 0 }]);
  });

  it('shows another currency only when it holds money, after the leone', () => {
    const shown = balancesForCard([
      { currency: 'SLL', available: 0, pending: 0 },
      { currency: 'USD', available: 0, pending: 1_500 },
      { currency: 'SLE', available: 985_000, pending: 0 },
    ]);
    expect(shown.map((balance) => balance.currency)).toEqual(['SLE', 'USD']);
  });
});
