import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrequentPayment } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getFrequentPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['/payments/frequent'],
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => apiData<FrequentPayment[]>('/payments/frequent', { signal }),
  });
}

export function useFrequentPayments() {
  return useQuery(getFrequentPaymentsQueryOptions());
}
