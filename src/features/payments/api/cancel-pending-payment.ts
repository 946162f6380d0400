import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingPayment } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getPendingPaymentsQueryOptions } from './get-pending-payments.ts';

/** POST /payments/{id}/cancel, safe to repeat: the server treats a second cancel as done. */
export function cancelPendingPayment(id: string): Promise<PendingPayment> {
  return apiData<PendingPayment>(`/payments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: { 'Idempotency-Key': `cancel-${id}` },
  });
}

export function useCancelPendingPayment(options: { onCancelled?: (payment: PendingPayment) => void } = {}) {
  const queryClient = useQueryClient();
  const pendingKey = getPendingPaymentsQueryOptions().queryKey;
  return useMutation({
    mutationFn: cancelPendingPayment,
    // The row leaves the list at once; it comes back if the server refuses.
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: pendingKey });
      const before = queryClient.getQueryData(pendingKey);
      queryClient.setQueryData(pendingKey, (list) => list?.filter((payment) => payment.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(pendingKey, context.before);
    },
    onSuccess: (payment) => options.onCancelled?.(payment),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingKey }),
        // The cancelled payment shows up in activity.
        queryClient.invalidateQueries({ queryKey: ['/transactions'] }),
      ]);
    },
  });
}
