import { readableError } from '../../../lib/error-message.ts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { paths } from '../../../config/paths.ts';
import { Staged } from '../../../lib/staged.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { usePendingPayments } from '../api/get-pending-payments.ts';
import { PendingPaymentItem } from './PendingPaymentItem.tsx';
import { useCancelWithFeedback } from './use-cancel-with-feedback.ts';
import { QueuedCancelRow, splitQueuedCancels, useQueuedCancels } from './QueuedCancels.tsx';

/**
 * The pending payment card's room while it loads (PendingPaymentItem: name, method, status and
 * expiry, Cancel; 175 px on a phone where the method wraps, 154 px wider), so the sections below
 * stay put when it arrives (layout shift, issue 15).
 */
const ItemSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
  min-height: 154px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.mobile} { min-height: 175px; }
`;

function PendingSkeleton() {
  return (
    <ItemSkeleton role="status" aria-label="Loading pending payments">
      <Skeleton width="55%" height="20px" />
      <Skeleton width="70%" height="14px" />
      <Skeleton width="40%" height="22px" />
      <Skeleton width="88px" height="36px" />
    </ItemSkeleton>
  );
}

const TITLE = 'Pending payments';
const ID = 'pending-payments';

/** Dashboard: the newest pending payment plus a count of the rest (SPEC §9). */
function PendingPaymentsCard({ now }: { now: Date | undefined }) {
  const pending = usePendingPayments();
  const { cancel, cancellingId } = useCancelWithFeedback();
  const { rest: open, queued } = splitQueuedCancels(pending.data?.items ?? [], useQueuedCancels());
  const rest = open.length - 1;
  const first = open[0];
  return (
    <SectionCard title={TITLE} id={ID} action={rest > 0 ? <Link to={paths.pendingPayments.getHref()}>+{rest} more</Link> : undefined}>
      {pending.isPending ? (
        <PendingSkeleton />
      ) : pending.isError ? (
        <ErrorState what="your pending payments" message={readableError(pending.error)} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
      ) : first === undefined && queued.length === 0 ? (
        <EmptyState title="No pending payments" text="Payments waiting for your confirmation will show up here." />
      ) : (
        <>
          {queued.map(({ cancel: queuedCancel, payment }) => (
            <QueuedCancelRow key={queuedCancel.write.rowId} cancel={queuedCancel} payment={payment} />
          ))}
          {first ? <PendingPaymentItem payment={first} now={now ?? new Date()} onCancel={cancel} cancelling={cancellingId === first.id} /> : null}
          <LastUpdated at={pending.data.savedAt} />
        </>
      )}
    </SectionCard>
  );
}

/** The card mounts in a stage of its own (lib/staged.tsx), as it looks while loading until then. */
export const PendingPaymentsSection = memo(function PendingPaymentsSection({ now }: { now?: Date }) {
  return (
    <Staged
      fallback={
        <SectionCard title={TITLE} id={ID}>
          <PendingSkeleton />
        </SectionCard>
      }
    >
      <PendingPaymentsCard now={now} />
    </Staged>
  );
});
