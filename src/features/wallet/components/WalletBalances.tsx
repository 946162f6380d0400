import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { Card, FigureList, Stack } from '../../../components/ui/layout/Layout.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useOnline } from '../../../lib/online.ts';
import { useWallet } from '../api/get-wallet.ts';


const Available = styled.p`
  display: grid;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
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
    <Stack>
      {wallet.data.balances.length === 0 ? (
        <EmptyState title="No balance yet" text="Payments you receive as a business arrive here, ready to pay out." />
      ) : (
        wallet.data.balances.map((balance) => (
          <Card key={balance.currency} aria-label={`${balance.currency} balance`} data-testid={`balance-${balance.currency}`}>
            <Available>
              <span>Available</span>
              <strong data-testid="available">{formatMoney(balance.available, balance.currency as Currency)}</strong>
            </Available>
            <FigureList>
              <dt>Pending</dt>
              <dd data-testid="pending">{formatMoney(balance.pending, balance.currency as Currency)}</dd>
              <dt>On the way out in payouts</dt>
              <dd data-testid="outgoing">{formatMoney(balance.outgoing, balance.currency as Currency)}</dd>
            </FigureList>
          </Card>
        ))
      )}
      {shownFromCopy ? <LastUpdated at={wallet.dataUpdatedAt} /> : null}
    </Stack>
  );
}
