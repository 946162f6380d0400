import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Takings } from '../../../../domain/api/reports.ts';
import { apiData } from '../../../lib/api-client.ts';

export const TAKINGS_DAYS = 30;

export function getTakingsQueryOptions(days = TAKINGS_DAYS) {
  return queryOptions({
    queryKey: ['/reports/takings', days],
    queryFn: ({ signal }) => apiData<Takings>(`/reports/takings?days=${days}`, { signal }),
  });
}

export function useTakings(days = TAKINGS_DAYS) {
  return useQuery(getTakingsQueryOptions(days));
}
