import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingPayment } from '../../../../domain/pending-payments.ts';
import { enqueueWrite, getOutboxUser, waitForOutcome, type OutboxRow } from '../../../lib/outbox/index.ts';
import { getPendingPaymentsQueryOptions } from './get-pending-payments.ts';

export function cancelPath(id: string): string {
  return `/payments/${encodeURIComponent(id)}/cancel`;
}

/**
 * Cancels through the outbox (DESIGN §2): the request is committed on this phone before the UI
 * says anything, then sent once, now or when the network returns; the row id is its
 * Idempotency-Key, so a replay after a dropped answer cannot cancel twice.
 */
export async function queueCancelPendingPayment(payment: PendingPayment): Promise<OutboxRow> {
  const userId = getOutboxUser();
  if (!userId) throw new Error('Please sign in again to cancel this payment.');
  return enqueueWrite({ userId, method: 'POST', path: cancelPath(payment.id), body: null, label: `Cancel payment to ${payment.merchantName}` });
}

/** Longest a page waits on one queued write; the outbox itself keeps it for much longer. */
const SETTLE_WAIT_MS = 24 * 60 * 60 * 1000;

export interface CancelCallbacks {
  /** The cancel is safely queued on this device (offline, it waits for the network). */
  onQueued?: (payment: PendingPayment) => void;
  /** The server has cancelled it. */
  onCancelled?: (payment: PendingPayment) => void;
  /** The server refused it for good; the write has left the queue, and this tells the user. */
  onRefused?: (payment: PendingPayment, error: Error) => void;
}

export function useCancelPendingPayment(callbacks: CancelCallbacks = {}) {
  const queryClient = useQueryClient();
  const pendingKey = getPendingPaymentsQueryOptions().queryKey;
  return useMutation({
    mutationFn: queueCancelPendingPayment,
    // The outbox is made for no network: React Query must not hold the write back while offline.
    networkMode: 'always',
    // The card stays, shown as "Waiting to sync" while the cancel is on this phone (QueuedCancels.tsx),
    // and leaves the list when the server has the cancel.
    onSuccess: (row, payment) => {
      callbacks.onQueued?.(payment);
      void waitForOutcome(row, SETTLE_WAIT_MS).then(async (outcome) => {
        if (outcome.kind === 'queued') return;
        if (outcome.kind === 'sent') {
          // Gone from the list as the cancel leaves the outbox, before the list is read again.
          queryClient.setQueryData(pendingKey, (list) => list && { ...list, items: list.items.filter((item) => item.id !== payment.id) });
          callbacks.onCancelled?.(payment);
        }
        else callbacks.onRefused?.(payment, outcome.error);
        await Promise.all([
          // Sent: the list loses it for good. Refused: it comes back as the server has it.
          queryClient.invalidateQueries({ queryKey: pendingKey }),
          // The cancelled payment shows up in activity.
          queryClient.invalidateQueries({ queryKey: ['/transactions'] }),
        ]);
      });
    },
  });
}
