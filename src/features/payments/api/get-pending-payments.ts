import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingPayment } from '../../../../domain/pending-payments.ts';
import { apiData } from '../../../lib/api-client.ts';
import { withLocalCopy } from '../../../lib/local-copy.ts';

export function getPendingPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['/payments/pending'],
    queryFn: ({ signal }) => withLocalCopy('pendingPayments', () => apiData<PendingPayment[]>('/payments/pending', { signal })),
    // Runs with no network too: the phone's copy answers (lib/local-copy.ts).
    networkMode: 'offlineFirst',
  });
}

export function usePendingPayments() {
  return useQuery(getPendingPaymentsQueryOptions());
}
