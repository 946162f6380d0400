import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['/notifications/unread-count'],
    queryFn: async ({ signal }) => (await apiData<{ count: number }>('/notifications/unread-count', { signal })).count,
  });
}

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
