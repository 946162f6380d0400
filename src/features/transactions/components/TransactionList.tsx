import { readableError } from '../../../lib/error-message.ts';
import styled from 'styled-components';
import { hasActivityFilters, totalActivity, type ActivityFilters } from '../../../../domain/activity-filters.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { useActivity, useActivityTotals } from '../api/get-activity.ts';
import { QueuedCashSaleRows, useQueuedCashSales } from './QueuedCashSales.tsx';
import { TransactionRow } from './TransactionRow.tsx';
import { TransactionTotals } from './TransactionTotals.tsx';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[3]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The transactions matching `filters`, newest first, with "Load more" for the next page and the
 * set's totals. With no network, the phone's copy is filtered here and the screen says so.
 */
export function TransactionList({ filters = {}, now = new Date() }: { filters?: ActivityFilters; now?: Date }) {
  const list = useActivity(filters);
  const serverTotals = useActivityTotals(filters);
  const filtered = hasActivityFilters(filters);
  // Cash sales still on this phone lead the unfiltered list, "Waiting to sync" (issue 37).
  const queuedSales = useQueuedCashSales();
  const queued = filtered ? [] : queuedSales;
  // What this phone recorded shows even when the server's list cannot be read (offline, no copy).
  const waiting = <QueuedCashSaleRows sales={queued} listed={new Set(list.data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? [])} />;
  if (list.isPending) {
    return (
      <Stack>
        {waiting}
        <ListSkeleton rows={6} label="Loading transactions" />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack>
        {waiting}
        <ErrorState what="your transactions" message={readableError(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      </Stack>
    );
  }
  const first = list.data.pages[0];
  const fromCopy = first?.savedAt !== undefined;
  const items = list.data.pages.flatMap((page) => page.items);
  // Server totals cover the whole filtered set; from the copy, only what the phone holds.
  const totals = !fromCopy && serverTotals.data ? serverTotals.data : fromCopy ? totalActivity(items) : undefined;
  return (
    <Stack>
      {/* Unfiltered, the offline strip and "Last updated" already say where the list comes from. */}
      {fromCopy && filtered ? (
        <Alert variant="info" title="Offline: showing this phone's copy" data-testid="local-results">
          These results are local: filtered on this phone from the transactions it keeps, not your full history.
        </Alert>
      ) : null}
      {totals ? <TransactionTotals totals={totals} local={fromCopy} /> : null}
      <LastUpdated at={first?.savedAt} />
      {items.length === 0 && queued.length === 0 ? (
        filtered ? (
          <EmptyState title="No matching transactions" text="Try other filters, or clear them to see everything." />
        ) : (
          <EmptyState title="No transactions yet" text="Payments you make or receive will show up here." />
        )
      ) : (
        <div aria-live="polite">
          {waiting}
          {items.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} now={now} />
          ))}
        </div>
      )}
      {list.hasNextPage ? (
        <Footer>
          <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Footer>
      ) : null}
    </Stack>
  );
}
