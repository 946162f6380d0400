import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FrequentPayment } from '../../../../domain/pending-payments.ts';
import { apiData } from '../../../lib/api-client.ts';
import { withLocalCopy } from '../../../lib/local-copy.ts';

export function getFrequentPaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['/payments/frequent'],
    queryFn: ({ signal }) => withLocalCopy('frequentPayments', () => apiData<FrequentPayment[]>('/payments/frequent', { signal })),
    // Runs with no network too: the phone's copy answers (lib/local-copy.ts).
    networkMode: 'offlineFirst',
  });
}

export function useFrequentPayments() {
  return useQuery(getFrequentPaymentsQueryOptions());
}
