import { readableError } from '../../../lib/error-message.ts';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { RECENT_ACTIVITY_LIMIT } from '../../../../domain/dashboard.ts';
import { useRecentTransactions } from '../api/get-transactions.ts';
import { TransactionRow } from './TransactionRow.tsx';

/** Dashboard: the five newest transactions (SPEC §9). */
export function RecentActivitySection({ now = new Date() }: { now?: Date }) {
  const recent = useRecentTransactions();
  return (
    <SectionCard title="Recent activity" id="recent-activity" action={<Link to={paths.activity.getHref()}>View all</Link>}>
      {recent.isPending ? (
        // The five rows' own room (TransactionRow is 68 px tall, no gap): nothing below moves.
        <ListSkeleton rows={RECENT_ACTIVITY_LIMIT} rowHeight="68px" gap="0px" label="Loading recent activity" />
      ) : recent.isError ? (
        <ErrorState what="your recent activity" message={readableError(recent.error)} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
      ) : recent.data.items.length === 0 ? (
        <EmptyState title="No activity yet" text="Payments you make or receive will show up here." />
      ) : (
        <div>
          {recent.data.items.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} now={now} />
          ))}
        </div>
      )}
    </SectionCard>
  );
}
