import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onOutboxSent } from '../../../lib/outbox-client.ts';
import { CASH_SALES_PATH } from './cash-sales.ts';
import { getPaymentLinksQueryOptions, PAYMENT_LINKS_PATH } from './payment-links.ts';

/**
 * A write queued here reached the server (maybe minutes later, maybe from another screen): the
 * lists that show it are read again, so a link "waiting to sync" becomes the server's link.
 */
export function useRefreshOnSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxSent((row) => {
        if (row.path === PAYMENT_LINKS_PATH) void queryClient.invalidateQueries({ queryKey: getPaymentLinksQueryOptions().queryKey });
        if (row.path === CASH_SALES_PATH) void queryClient.invalidateQueries({ queryKey: ['/transactions'] });
      }),
    [queryClient],
  );
}
