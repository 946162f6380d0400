/**
 * The filtered activity list of /activity and /transactions (issue 13): the server filters,
 * pages and totals; this phone keeps the unfiltered first page (as before), and with no network
 * a filtered view is answered from that copy, marked `local` so the screen can say so.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  activityFilterEntries,
  activityFiltersToQuery,
  hasActivityFilters,
  matchesActivityFilters,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityTotals,
} from '../../../../domain/activity-filters.ts';
import { TRANSACTIONS_PAGE_DEFAULT, type Page } from '../../../../domain/transactions.ts';
import { apiData, NetworkError } from '../../../lib/api-client.ts';
import { readLocalCopy, withLocalCopy } from '../../../lib/local-copy.ts';

export interface ActivityPage extends Page<ActivityEntry> {
  /** Set when the page is this phone's saved copy (no network): when it was saved. */
  savedAt?: number;
  /** True when the items were filtered on this phone, from its copy: not the full history. */
  local?: boolean;
}

function getActivityPage(filters: ActivityFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<ActivityEntry>> {
  const query = new URLSearchParams(activityFilterEntries(filters));
  query.set('limit', String(TRANSACTIONS_PAGE_DEFAULT));
  if (cursor) query.set('cursor', cursor);
  return apiData<Page<ActivityEntry>>(`/transactions?${query.toString()}`, { signal });
}

/**
 * The first page. Unfiltered, it refreshes the phone's copy, as before; filtered, it leaves the
 * copy alone (a filtered page must not replace the history kept for offline use). With no
 * network, either one is answered from the copy, filtered here by the same rules as the server.
 */
async function getFirstPage(filters: ActivityFilters, signal?: AbortSignal): Promise<ActivityPage> {
  if (!hasActivityFilters(filters)) {
    let nextCursor: string | null = null;
    const local = await withLocalCopy<ActivityEntry>('transactions', async () => {
      const first = await getActivityPage(filters, null, signal);
      nextCursor = first.nextCursor;
      return first.items;
    });
    // From the copy, there is no next page to ask for until the network is back.
    return local.savedAt === undefined ? { items: local.items, nextCursor } : { items: local.items, nextCursor: null, savedAt: local.savedAt };
  }
  try {
    return await getActivityPage(filters, null, signal);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    // No network: the copy, filtered here; with no copy, the network error stands.
    const local = await readLocalCopy<ActivityEntry>('transactions');
    if (!local) throw error;
    const items = local.items.filter((entry) => matchesActivityFilters(entry, filters));
    return { items, nextCursor: null, local: true, savedAt: local.savedAt };
  }
}

export function getActivityInfiniteQueryOptions(filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: ['/transactions', 'all', activityFiltersToQuery(filters)],
    queryFn: ({ pageParam, signal }): Promise<ActivityPage> => (pageParam === null ? getFirstPage(filters, signal) : getActivityPage(filters, pageParam, signal)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    networkMode: 'offlineFirst',
  });
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(getActivityInfiniteQueryOptions(filters));
}

export function getActivityTotalsQueryOptions(filters: ActivityFilters) {
  return queryOptions({
    queryKey: ['/transactions', 'totals', activityFiltersToQuery(filters)],
    queryFn: ({ signal }) => apiData<ActivityTotals[]>(`/transactions/totals?${activityFiltersToQuery(filters)}`, { signal }),
    // Offline the screen totals the phone's copy itself; no retries against a dead network.
    retry: false,
  });
}

export function useActivityTotals(filters: ActivityFilters) {
  return useQuery(getActivityTotalsQueryOptions(filters));
}
