import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopLink } from '../../../../domain/api/reports.ts';
import { apiData } from '../../../lib/api-client.ts';

export function getTopLinksQueryOptions(days: number, limit: number) {
  return queryOptions({
    queryKey: ['/reports/top-links', days, limit],
    queryFn: ({ signal }) => apiData<TopLink[]>(`/reports/top-links?days=${days}&limit=${limit}`, { signal }),
  });
}

export function useTopLinks(days: number, limit: number) {
  return useQuery(getTopLinksQueryOptions(days, limit));
}
