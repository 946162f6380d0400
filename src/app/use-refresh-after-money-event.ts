import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../features/live/use-live-events.ts';
import { getNotificationsQueryOptions } from '../features/notifications/api/get-notifications.ts';
import { getUnreadCountQueryOptions } from '../features/notifications/api/get-unread-count.ts';
import { TRANSACTIONS_QUERY_ROOT } from '../features/transactions/api/get-transactions.ts';

/**
 * A money event heard on the live stream (issue 17): the bell's count and list change with it, and
 * so does the activity. For every screen that shows <PaymentArrivals/> (the dashboard, the QR screen).
 */
export function useRefreshAfterMoneyEvent(): (event: LiveEvent) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (_event: LiveEvent) => {
      void queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_ROOT });
    },
    [queryClient],
  );
}
