import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getTransactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/transactions', 'one', id],
    queryFn: ({ signal }) => apiData<Transaction>(`/transactions/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useTransaction(id: string) {
  return useQuery(getTransactionQueryOptions(id));
}
