import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccount } from '../../../../domain/linked-accounts.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getAccountQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/accounts', id],
    queryFn: ({ signal }) => apiData<LinkedAccount>(`/accounts/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useAccount(id: string) {
  return useQuery(getAccountQueryOptions(id));
}
