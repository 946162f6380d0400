import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PayoutHistoryItem } from '../../../../domain/api/reports.ts';
import type { Page } from '../../../../domain/transactions.ts';
import { apiData } from '../../../lib/api-client.ts';

const PAGE = 10;

export function getPayoutHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['/reports/payouts'],
    queryFn: ({ signal, pageParam }) =>
      apiData<Page<PayoutHistoryItem>>(`/reports/payouts?limit=${PAGE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function usePayoutHistory() {
  return useInfiniteQuery(getPayoutHistoryQueryOptions());
}
