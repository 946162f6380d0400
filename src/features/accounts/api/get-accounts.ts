import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccount } from '../../../../domain/linked-accounts.ts';
import { apiData } from '../../../lib/api-client.ts';
import { withLocalCopy } from '../../../lib/local-copy.ts';

export function getAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['/accounts'],
    queryFn: ({ signal }) => withLocalCopy('accounts', () => apiData<LinkedAccount[]>('/accounts', { signal })),
    // Runs with no network too: the phone's copy answers (lib/local-copy.ts).
    networkMode: 'offlineFirst',
  });
}

/** `enabled`: false for a member whose role has no payout accounts (issue 35): nothing is asked. */
export function useAccounts(enabled = true) {
  return useQuery({ ...getAccountsQueryOptions(), enabled });
}
