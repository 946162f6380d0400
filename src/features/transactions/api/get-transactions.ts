import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { RECENT_ACTIVITY_LIMIT, TRANSACTIONS_PAGE_DEFAULT, type Page, type Transaction } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';
import { withLocalCopy } from '../../../lib/local-copy.ts';

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

export interface TransactionsPage extends Page<Transaction> {
  /** Set when the page is this phone's saved copy (no network): when it was saved. */
  savedAt?: number;
}

/** The first page is kept on the phone; with no network it is served from there. */
async function getFirstPageWithCopy(signal?: AbortSignal): Promise<TransactionsPage> {
  let nextCursor: string | null = null;
  const local = await withLocalCopy('transactions', async () => {
    const first = await getTransactionsPage(TRANSACTIONS_PAGE_DEFAULT, null, signal);
    nextCursor = first.nextCursor;
    return first.items;
  });
  // From the copy, there is no next page to ask for until the network is back.
  return local.savedAt === undefined ? { items: local.items, nextCursor } : { items: local.items, nextCursor: null, savedAt: local.savedAt };
}

/** Every transaction, newest first, a page at a time. */
export function getTransactionsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['/transactions', 'all'],
    queryFn: ({ pageParam, signal }): Promise<TransactionsPage> =>
      pageParam === null ? getFirstPageWithCopy(signal) : getTransactionsPage(TRANSACTIONS_PAGE_DEFAULT, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    networkMode: 'offlineFirst',
  });
}

export function useTransactions() {
  return useInfiniteQuery(getTransactionsInfiniteQueryOptions());
}

/** Prefix of every transactions query, for invalidation after a write changes activity. */
export const TRANSACTIONS_QUERY_ROOT = ['/transactions'] as const;
