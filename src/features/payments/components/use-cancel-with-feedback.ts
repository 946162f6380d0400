import { useToast } from '../../../components/ui/toast/use-toast.ts';
import type { PendingPayment } from '../../../../domain/dashboard.ts';
import { useCancelPendingPayment } from '../api/cancel-pending-payment.ts';

/** Cancel with the user told the outcome: a toast on success and on failure. */
export function useCancelWithFeedback() {
  const toast = useToast();
  const cancel = useCancelPendingPayment({
    onCancelled: (payment) => toast.success(`Payment to ${payment.merchantName} cancelled.`),
  });
  return {
    cancel: (payment: PendingPayment) =>
      cancel.mutate(payment.id, {
        onError: (error) => toast.error(`Could not cancel the payment to ${payment.merchantName}: ${error.message}`),
      }),
    cancellingId: cancel.isPending ? cancel.variables : undefined,
  };
}
