import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { balancesForCard } from '../../../../domain/balance-card.ts';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { isTestMode } from '../../../lib/test-mode.ts';
import { useDashboardBalance } from '../api/get-balance.ts';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
  dd.main { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

/**
 * The dashboard's balance (issue 33 item 7): the current mode's available and pending money at the
 * top, linking to Wallet. A currency other than the leone shows only when it holds money, named.
 */
export function BalanceCard() {
  const balance = useDashboardBalance();
  const test = isTestMode();
  return (
    <Card aria-labelledby="balance-card-title" data-testid="balance-card">
      <h2 id="balance-card-title">{test ? 'Balance (test mode)' : 'Balance'}</h2>
      {balance.data === undefined ? (
        <Skeleton width="70%" height="28px" />
      ) : (
        balancesForCard(balance.data).map((row, index) => (
          <Figures key={row.currency} aria-label={`${row.currency} balance`}>
            <dt>{index === 0 ? 'Available' : `Available (${row.currency})`}</dt>
            <dd className={index === 0 ? 'main' : undefined}>{formatMoneyIn(row.available, row.currency)}</dd>
            <dt>{index === 0 ? 'Pending' : `Pending (${row.currency})`}</dt>
            <dd>{formatMoneyIn(row.pending, row.currency)}</dd>
          </Figures>
        ))
      )}
      <Link to={paths.wallet.getHref()}>Go to Wallet</Link>
    </Card>
  );
}
