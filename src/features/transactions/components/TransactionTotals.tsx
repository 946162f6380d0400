import styled from 'styled-components';
import type { ActivityTotals } from '../../../../domain/activity-filters.ts';
import { formatMoney, groupThousands } from '../../../../domain/money.ts';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Card = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  & > div { min-width: 0; }
  dt { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.bold}; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Count, gross, fees and net of the filtered set, one block per currency. */
export function TransactionTotals({ totals, local }: { totals: ActivityTotals[]; local: boolean }) {
  return (
    <section aria-labelledby="activity-totals-title" data-testid="activity-totals">
      <h2 id="activity-totals-title" className="visually-hidden">
        Totals
      </h2>
      <List aria-live="polite">
        {totals.length === 0 ? (
          <Note>No transactions match these filters.</Note>
        ) : (
          totals.map((total) => (
            <Card key={total.currency} aria-label={`Totals in ${total.currency}`}>
              <div>
                <dt>Transactions</dt>
                <dd data-testid="totals-count">{groupThousands(total.count)}</dd>
              </div>
              <div>
                <dt>Gross</dt>
                <dd data-testid="totals-gross">{formatMoney(total.gross, total.currency)}</dd>
              </div>
              <div>
                <dt>Fees</dt>
                <dd data-testid="totals-fee">{formatMoney(total.fee, total.currency)}</dd>
              </div>
              <div>
                <dt>Net</dt>
                <dd data-testid="totals-net">{formatMoney(total.net, total.currency)}</dd>
              </div>
            </Card>
          ))
        )}
        <Note>
          {local
            ? 'Totals of the transactions kept on this phone only.'
            : 'Amounts are of completed transactions: money in counts as plus, money out as minus.'}
        </Note>
      </List>
    </section>
  );
}
