import { readableError } from '../../../lib/error-message.ts';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { usePendingPayments } from '../api/get-pending-payments.ts';
import { PendingPaymentItem } from './PendingPaymentItem.tsx';
import { useCancelWithFeedback } from './use-cancel-with-feedback.ts';
import { QueuedCancelRow, splitQueuedCancels, useQueuedCancels } from './QueuedCancels.tsx';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Every open pending payment, newest first. */
export function PendingPaymentsList({ now = new Date() }: { now?: Date }) {
  const pending = usePendingPayments();
  const { cancel, cancellingId } = useCancelWithFeedback();
  const cancels = useQueuedCancels();
  if (pending.isPending) return <ListSkeleton rows={3} label="Loading pending payments" />;
  if (pending.isError) {
    return <ErrorState what="your pending payments" message={readableError(pending.error)} onRetry={() => void pending.refetch()} retrying={pending.isFetching} />;
  }
  const { rest, queued } = splitQueuedCancels(pending.data.items, cancels);
  if (rest.length === 0 && queued.length === 0) {
    return <EmptyState title="No pending payments" text="Payments waiting for your confirmation will show up here." />;
  }
  return (
    <List>
      <LastUpdated at={pending.data.savedAt} />
      {queued.map(({ cancel: queuedCancel, payment }) => (
        <QueuedCancelRow key={queuedCancel.write.rowId} cancel={queuedCancel} payment={payment} />
      ))}
      {rest.map((payment) => (
        <PendingPaymentItem headingLevel={2} key={payment.id} payment={payment} now={now} onCancel={cancel} cancelling={cancellingId === payment.id} />
      ))}
    </List>
  );
}
