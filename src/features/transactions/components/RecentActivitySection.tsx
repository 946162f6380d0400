import { readableError } from '../../../lib/error-message.ts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { Staged } from '../../../lib/staged.tsx';
import { RECENT_ACTIVITY_LIMIT } from '../../../../domain/transactions.ts';
import { useRecentTransactions } from '../api/get-transactions.ts';
import { TransactionRow } from './TransactionRow.tsx';

// The five rows' own room (TransactionRow is 68 px tall, no gap): nothing below moves.
const recentSkeleton = <ListSkeleton rows={RECENT_ACTIVITY_LIMIT} rowHeight="68px" gap="0px" label="Loading recent activity" />;

function RecentActivityBody({ now }: { now: Date | undefined }) {
  const recent = useRecentTransactions();
  const at = now ?? new Date();
  return recent.isPending ? (
    recentSkeleton
  ) : recent.isError ? (
    <ErrorState what="your recent activity" message={readableError(recent.error)} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
  ) : recent.data.items.length === 0 ? (
    <EmptyState title="No activity yet" text="Payments you make or receive will show up here." />
  ) : (
    <div>
      {recent.data.items.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} now={at} />
      ))}
    </div>
  );
}

/**
 * Dashboard: the five newest transactions (SPEC §9). The list mounts in a stage of its own
 * (lib/staged.tsx), after the dashboard's first paint, with its loading rows until then.
 */
export const RecentActivitySection = memo(function RecentActivitySection({ now }: { now?: Date }) {
  return (
    <SectionCard title="Recent activity" id="recent-activity" action={<Link to={paths.activity.getHref()}>View all</Link>}>
      <Staged fallback={recentSkeleton}>
        <RecentActivityBody now={now} />
      </Staged>
    </SectionCard>
  );
});
