/** The merchant's payouts, newest first: status, amount, fee, where it went (masked) and when. */
import styled from 'styled-components';
import { StatusBadge } from '../../../components/ui/badge/Badge.tsx';
import { formatDateTime } from '../../../../domain/time-format.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { Panel, PlainList } from '../../../components/ui/layout/Layout.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { usePayoutHistory } from '../api/get-payout-history.ts';
import { formatMoneyIn } from '../../../../domain/money.ts';

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
`;

const Item = styled(Panel).attrs({ as: 'li', $gap: 1 })`
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
`;

const Line = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function PayoutHistory() {
  const history = usePayoutHistory();
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Heading id="payout-history-title">Payout history</Heading>
      {history.isPending ? <ListSkeleton rows={2} label="Loading your payouts" /> : null}
      {history.isError ? <ErrorState what="your payouts" message={readableError(history.error)} onRetry={() => void history.refetch()} retrying={history.isFetching} /> : null}
      {history.isSuccess && items.length === 0 ? <EmptyState title="No payouts yet" text="Payouts to your bank or mobile money account show here." /> : null}
      {items.length > 0 ? (
        <PlainList aria-labelledby="payout-history-title">
          {items.map((payout) => (
            <Item key={payout.id}>
              <Line>
                <span>
                  {payout.provider} {payout.destination}
                </span>
                <span>{formatMoneyIn(payout.amount, payout.currency)}</span>
              </Line>
              <dl>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={payout.status} />
                  {payout.failureReason ? ` ${payout.failureReason}` : ''}
                </dd>
                <dt>Fee</dt>
                <dd>{formatMoneyIn(payout.fee, payout.currency)}</dd>
                <dt>You receive</dt>
                <dd>{formatMoneyIn(payout.net, payout.currency)}</dd>
                <dt>Requested</dt>
                <dd>{formatDateTime(payout.createdAt)}</dd>
                <dt>Updated</dt>
                <dd>{formatDateTime(payout.updatedAt)}</dd>
                <dt>Reference</dt>
                <dd>{payout.reference}</dd>
              </dl>
            </Item>
          ))}
        </PlainList>
      ) : null}
      {history.hasNextPage ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? 'Loading…' : 'Show more payouts'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
