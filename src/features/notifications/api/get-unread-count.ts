import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['/notifications/unread-count'],
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: async ({ signal }) => (await apiData<{ count: number }>('/notifications/unread-count', { signal })).count,
  });
}

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
