import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** One currency of GET /balance (the current mode's ledger balances), minor units. */
export interface DashboardBalance {
  currency: string;
  available: number;
  pending: number;
}

export function getDashboardBalanceQueryOptions() {
  return queryOptions({
    queryKey: ['/balance'],
    queryFn: ({ signal }) => apiData<DashboardBalance[]>('/balance', { signal }),
    meta: { persist: true },
    // Money: a saved copy paints at once, but every visit asks the server again.
    staleTime: 0,
    networkMode: 'offlineFirst',
  });
}

export function useDashboardBalance() {
  return useQuery(getDashboardBalanceQueryOptions());
}
