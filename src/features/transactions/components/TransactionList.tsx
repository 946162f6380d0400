import { readableError } from '../../../lib/error-message.ts';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button/Button.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { useTransactions } from '../api/get-transactions.ts';
import { TransactionRow } from './TransactionRow.tsx';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[3]};
`;

/** Every transaction, newest first, with "Load more" for the next page. */
export function TransactionList({ now = new Date() }: { now?: Date }) {
  const list = useTransactions();
  if (list.isPending) return <ListSkeleton rows={6} label="Loading transactions" />;
  if (list.isError) {
    return <ErrorState what="your transactions" message={readableError(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState title="No transactions yet" text="Payments you make or receive will show up here." />;
  }
  return (
    <div>
      <LastUpdated at={list.data.pages[0]?.savedAt} />
      <div aria-live="polite">
        {items.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} now={now} />
        ))}
      </div>
      {list.hasNextPage ? (
        <Footer>
          <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Footer>
      ) : null}
    </div>
  );
}
