import type { PendingPayment } from '../../../../domain/pending-payments.ts';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { useCancelPendingPayment } from '../api/cancel-pending-payment.ts';

/** Cancel with the user told each outcome: queued while offline, cancelled, or refused. */
export function useCancelWithFeedback() {
  const toast = useToast();
  const cancel = useCancelPendingPayment({
    onQueued: (payment) => {
      if (!navigator.onLine) toast.info('Cancellation saved', `It will be sent for ${payment.merchantName} when you reconnect.`);
    },
    onCancelled: (payment) => toast.success(`Payment to ${payment.merchantName} cancelled.`),
    onRefused: (payment, error) => toast.error(`Could not cancel the payment to ${payment.merchantName}`, error.message),
  });
  return {
    cancel: (payment: PendingPayment) =>
      cancel.mutate(payment, {
        onError: (error) => toast.error(`Could not cancel the payment to ${payment.merchantName}`, error.message),
      }),
    cancellingId: cancel.isPending ? cancel.variables.id : undefined,
  };
}
