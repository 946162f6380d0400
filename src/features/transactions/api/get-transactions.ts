import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_ACTIVITY_LIMIT, type Page, type Transaction } from '../../../../domain/transactions.ts';
import { apiData } from '../../../lib/api-client.ts';

function getTransactionsPage(limit: number, cursor: string | null, signal?: AbortSignal): Promise<Page<Transaction>> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiData<Page<Transaction>>(`/transactions?${query.toString()}`, { signal });
}

/** The dashboard's recent activity: the newest SPEC §9 five. */
export function getRecentTransactionsQueryOptions() {
  return queryOptions({
    queryKey: ['/transactions', 'recent'],
    // Five rows: small enough to save for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => getTransactionsPage(RECENT_ACTIVITY_LIMIT, null, signal),
  });
}

export function useRecentTransactions() {
  return useQuery(getRecentTransactionsQueryOptions());
}

/** Prefix of every transactions query, for invalidation after a write changes activity. */
export const TRANSACTIONS_QUERY_ROOT = ['/transactions'] as const;
