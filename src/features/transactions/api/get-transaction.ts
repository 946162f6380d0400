import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../../../../domain/activity-filters.ts';
import type { Transaction } from '../../../../domain/transactions.ts';

/** GET /transactions/{id} answers gross, fee and net too; a copy from an older list may not have them. */
export type TransactionDetail = Transaction & Partial<Pick<ActivityEntry, 'gross' | 'fee' | 'net'>>;
import { apiData } from '../../../lib/api-client.ts';

export function getTransactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/transactions', 'one', id],
    queryFn: ({ signal }) => apiData<TransactionDetail>(`/transactions/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useTransaction(id: string) {
  return useQuery(getTransactionQueryOptions(id));
}
