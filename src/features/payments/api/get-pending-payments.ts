import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingPayment } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getPendingPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['/payments/pending'],
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => apiData<PendingPayment[]>('/payments/pending', { signal }),
  });
}

export function usePendingPayments() {
  return useQuery(getPendingPaymentsQueryOptions());
}
