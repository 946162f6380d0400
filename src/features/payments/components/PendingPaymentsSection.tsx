import { readableError } from '../../../lib/error-message.ts';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { usePendingPayments } from '../api/get-pending-payments.ts';
import { PendingPaymentItem } from './PendingPaymentItem.tsx';
import { useCancelWithFeedback } from './use-cancel-with-feedback.ts';

/** Dashboard: the newest pending payment plus a count of the rest (SPEC §9). */
export function PendingPaymentsSection({ now = new Date() }: { now?: Date }) {
  const pending = usePendingPayments();
  const { cancel, cancellingId } = useCancelWithFeedback();
  const rest = pending.data ? pending.data.items.length - 1 : 0;
  const first = pending.data?.items[0];
  return (
    <SectionCard
      title="Pending payments"
      id="pending-payments"
      action={rest > 0 ? <Link to={paths.pendingPayments.getHref()}>+{rest} more</Link> : undefined}
    >
      {pending.isPending ? (
        <ListSkeleton rows={1} label="Loading pending payments" />
      ) : pending.isError ? (
        <ErrorState what="your pending payments" message={readableError(pending.error)} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
      ) : first === undefined ? (
        <EmptyState title="No pending payments" text="Payments waiting for your confirmation will show up here." />
      ) : (
        <>
          <PendingPaymentItem payment={first} now={now} onCancel={cancel} cancelling={cancellingId === first.id} />
          <LastUpdated at={pending.data.savedAt} />
        </>
      )}
    </SectionCard>
  );
}
