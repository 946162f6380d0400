import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MovementView, WalletBalanceView } from '../../../../domain/api/payouts.ts';
import type { Page } from '../../../../domain/transactions.ts';
import { apiData } from '../../../lib/api-client.ts';

/** A currency's balances as GET /wallet answers them (the wire schema's type). */
export type WalletBalance = WalletBalanceView;

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

/** A ledger movement as GET /wallet/movements answers it, its kind narrowed for labels. */
export type Movement = Omit<MovementView, 'kind'> & { kind: 'single' | 'pending' | 'post_pending' | 'void_pending' };

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
