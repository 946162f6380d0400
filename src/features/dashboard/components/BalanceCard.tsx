import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { balancesForCard } from '../../../../domain/balance-card.ts';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { Card, FigureList } from '../../../components/ui/layout/Layout.tsx';
import { paths } from '../../../config/paths.ts';
import { isTestMode } from '../../../lib/test-mode.ts';
import { useDashboardBalance } from '../api/get-balance.ts';

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Figures = styled(FigureList)`
  dd.main { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/**
 * The dashboard's balance (issue 33 item 7): the current mode's available and pending money at the
 * top, linking to Wallet. A currency other than the leone shows only when it holds money, named.
 */
export function BalanceCard() {
  const balance = useDashboardBalance();
  const test = isTestMode();
  const [main, ...others] = balance.data === undefined ? [] : balancesForCard(balance.data);
  // One block of figures whatever the data (issue 15: nothing below the card moves when it
  // arrives): while loading, the same rows hold blank lines; another currency with money is one
  // line beside "Go to Wallet", never rows of its own. Its amount names the currency already
  // ("US$1,200", "SLL 492,500"): nothing is put before it.
  return (
    <Card aria-labelledby="balance-card-title" aria-busy={main === undefined} data-testid="balance-card">
      <Title id="balance-card-title">{test ? 'Balance (test mode)' : 'Balance'}</Title>
      <Figures aria-label={`${main?.currency ?? 'SLE'} balance`}>
        <dt>Available</dt>
        <dd className="main">{main ? formatMoneyIn(main.available, main.currency) : '\u00a0'}</dd>
        <dt>Pending</dt>
        <dd>{main ? formatMoneyIn(main.pending, main.currency) : '\u00a0'}</dd>
      </Figures>
      <Footer>
        <Link to={paths.wallet.getHref()}>Go to Wallet</Link>
        {others.length > 0 ? (
          <span>
            {others.map((row) => `${formatMoneyIn(row.available, row.currency)} available`).join(' · ')}
          </span>
        ) : null}
      </Footer>
    </Card>
  );
}
