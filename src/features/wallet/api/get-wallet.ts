import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../domain/dashboard.ts';
import { apiData } from '../../../lib/api-client.ts';

export interface WalletBalance {
  currency: string;
  /** What can be spent or paid out now (minor units). */
  available: number;
  /** Not final yet: reserved by payouts on their way out, or on its way in. */
  pending: number;
  /** The part of pending that payouts hold on their way out. */
  outgoing: number;
}

export function getWalletQueryOptions() {
  return queryOptions({
    queryKey: ['/wallet'],
    queryFn: ({ signal }) => apiData<{ balances: WalletBalance[] }>('/wallet', { signal }),
    // Small and the user's own: kept for the next start and shown offline with "Last updated".
    meta: { persist: true },
    // Money: a saved copy paints at once, but every visit asks the server again.
    staleTime: 0,
    networkMode: 'offlineFirst',
  });
}

export function useWallet() {
  return useQuery(getWalletQueryOptions());
}

export interface Movement {
  id: string;
  kind: 'single' | 'pending' | 'post_pending' | 'void_pending';
  code: string;
  businessType: string;
  businessId: string;
  amount: number;
  availableChange: number;
  availableAfter: number;
  createdAt: string;
}

export function getMovementsQueryOptions(currency: string) {
  return infiniteQueryOptions({
    queryKey: ['/wallet/movements', currency],
    queryFn: ({ pageParam, signal }) =>
      apiData<Page<Movement>>(`/wallet/movements?currency=${currency}&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { persist: true },
    staleTime: 0,
    networkMode: 'offlineFirst',
  });
}

export function useMovements(currency: string) {
  return useInfiniteQuery(getMovementsQueryOptions(currency));
}
