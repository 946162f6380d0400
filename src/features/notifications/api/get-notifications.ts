import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotificationView, NotificationsPageView } from '../../../../domain/api/notifications.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getUnreadCountQueryOptions } from './get-unread-count.ts';

/** One notification (issue 17): written by the server when its money event happened. The wire schema's type, its kind narrowed for labels. */
export type AppNotification = Omit<AppNotificationView, 'kind'> & {
  kind: 'payment_received' | 'payment_failed' | 'payout_completed' | 'payout_failed' | 'refund_completed';
};

export interface NotificationsPage extends Omit<NotificationsPageView, 'items'> {
  items: AppNotification[];
}

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['/notifications'],
    queryFn: ({ signal }) => apiData<NotificationsPage>('/notifications?limit=50', { signal }),
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}

/** Marks one read (`id`) or all read (no id); the list and the header badge follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      if (id) await apiData(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', body: {} });
      else await apiData('/notifications/read-all', { method: 'POST', body: {} });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey }),
      ]);
    },
  });
}
