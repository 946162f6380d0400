import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingPayment } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getPendingPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['/payments/pending'],
    queryFn: ({ signal }) => apiData<PendingPayment[]>('/payments/pending', { signal }),
  });
}

export function usePendingPayments() {
  return useQuery(getPendingPaymentsQueryOptions());
}
