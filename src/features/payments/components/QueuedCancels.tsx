import styled from 'styled-components';
import type { PendingPayment } from '../../../../domain/pending-payments.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { SyncBadge } from '../../../components/ui/badge/Badge.tsx';
import { Panel } from '../../../components/ui/layout/Layout.tsx';
import { useQueuedWrites, type QueuedWrite } from '../../../lib/outbox/use-outbox.ts';

const CANCEL_PATH = /^\/payments\/([^/]+)\/cancel$/;
const isCancelPath = (path: string) => CANCEL_PATH.test(path);

/** The payment id a queued cancel is for (its path: /payments/{id}/cancel). */
function cancelledId(path: string): string | null {
  const match = CANCEL_PATH.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export interface QueuedCancel {
  paymentId: string;
  write: QueuedWrite<null>;
}

/** Cancels of pending payments still on this phone (offline, or not sent yet), oldest first. */
export function useQueuedCancels(): QueuedCancel[] {
  const writes = useQueuedWrites<null>('POST', isCancelPath);
  return writes.flatMap((write) => {
    const paymentId = cancelledId(write.path);
    return paymentId ? [{ paymentId, write }] : [];
  });
}

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  min-width: 0;
  strong { white-space: nowrap; }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A pending payment whose cancel is saved on this phone but not yet on the server (issue 37):
 * shown as "Waiting to sync" in place of its card, so it neither vanishes nor looks untouched
 * until the server has the cancel; "Needs attention" if the server refused it.
 */
export function QueuedCancelRow({ cancel, payment }: { cancel: QueuedCancel; payment: PendingPayment | undefined }) {
  const name = payment?.merchantName ?? cancel.write.label.replace(/^Cancel payment to /, '');
  return (
    <Panel as="article" $dashed aria-label={`Cancelling payment to ${name}`} data-testid="queued-cancel">
      <Top>
        <span>{payment ? payment.merchantName : cancel.write.label}</span>
        {payment ? <strong>{formatMoney(payment.amount, payment.currency)}</strong> : null}
      </Top>
      <Muted>{cancel.write.refused ? cancel.write.refused : 'Cancel saved on this phone: it is sent when you are back online.'}</Muted>
      <div>
        <SyncBadge refused={cancel.write.refused !== null} />
      </div>
    </Panel>
  );
}

/** The list's items split: those with a cancel waiting to sync, and the rest (shown as usual). */
export function splitQueuedCancels(items: readonly PendingPayment[], cancels: readonly QueuedCancel[]) {
  const waiting = new Set(cancels.map((cancel) => cancel.paymentId));
  return {
    rest: items.filter((item) => !waiting.has(item.id)),
    queued: cancels.map((cancel) => ({ cancel, payment: items.find((item) => item.id === cancel.paymentId) })),
  };
}
