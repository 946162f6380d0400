import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Refund } from '../../../../domain/refunds.ts';
import { apiData } from '../../../lib/api-client.ts';

export function refundsPath(paymentId: string): string {
  return `/payments/${encodeURIComponent(paymentId)}/refunds`;
}

export function getPaymentRefundsQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: ['/payments', paymentId, 'refunds'],
    queryFn: ({ signal }) => apiData<Refund[]>(refundsPath(paymentId), { signal }),
  });
}

export function usePaymentRefunds(paymentId: string) {
  return useQuery(getPaymentRefundsQueryOptions(paymentId));
}
