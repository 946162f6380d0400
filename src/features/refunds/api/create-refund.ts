import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Refund } from '../../../../domain/refunds.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getPaymentRefundsQueryOptions, refundsPath } from './get-payment-refunds.ts';

export interface CreateRefundInput {
  amount: number;
  /** Kept for one refund the merchant confirmed, so a retry after a lost answer refunds once. */
  idempotencyKey: string;
}

/**
 * Sent at once, never through the outbox: money goes back only while the merchant watches, and
 * a refund queued offline and sent hours later could surprise them. The Idempotency-Key makes a
 * retry of the same confirmation safe.
 */
export function useCreateRefund(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: CreateRefundInput) =>
      apiData<Refund>(refundsPath(paymentId), { method: 'POST', body: { amount }, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPaymentRefundsQueryOptions(paymentId).queryKey }),
        // The refund joins the activity, and the balance it came out of changes.
        queryClient.invalidateQueries({ queryKey: ['/transactions'] }),
        queryClient.invalidateQueries({ queryKey: ['/balance'] }),
      ]),
  });
}
