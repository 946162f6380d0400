import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccount } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['/accounts'],
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => apiData<LinkedAccount[]>('/accounts', { signal }),
  });
}

export function useAccounts() {
  return useQuery(getAccountsQueryOptions());
}
