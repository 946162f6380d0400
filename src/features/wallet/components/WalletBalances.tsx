import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useOnline } from '../../../lib/online.ts';
import { useWallet } from '../api/get-wallet.ts';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Available = styled.p`
  display: grid;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

/** /wallet: each currency's available, pending and on-the-way-out money, from the ledger. */
export function WalletBalances() {
  const wallet = useWallet();
  const online = useOnline();
  if (wallet.isPending) return <ListSkeleton rows={1} label="Loading your balance" />;
  // A failed refresh keeps the last answer on screen (marked "Last updated"); only no answer at all is an error.
  if (!wallet.data) return <ErrorState what="your balance" message={readableError(wallet.error)} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />;
  const shownFromCopy = !online || wallet.isError;
  return (
    <Cards>
      {wallet.data.balances.length === 0 ? (
        <EmptyState title="No balance yet" text="Payments you receive as a business arrive here, ready to pay out." />
      ) : (
        wallet.data.balances.map((balance) => (
          <Card key={balance.currency} aria-label={`${balance.currency} balance`} data-testid={`balance-${balance.currency}`}>
            <Available>
              <span>Available</span>
              <strong data-testid="available">{formatMoney(balance.available, balance.currency as Currency)}</strong>
            </Available>
            <Figures>
              <dt>Pending</dt>
              <dd data-testid="pending">{formatMoney(balance.pending, balance.currency as Currency)}</dd>
              <dt>On the way out in payouts</dt>
              <dd data-testid="outgoing">{formatMoney(balance.outgoing, balance.currency as Currency)}</dd>
            </Figures>
          </Card>
        ))
      )}
      {shownFromCopy ? <LastUpdated at={wallet.dataUpdatedAt} /> : null}
    </Cards>
  );
}
