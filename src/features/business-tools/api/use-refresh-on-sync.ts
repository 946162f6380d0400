import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentLink } from '../../../../domain/payment-links.ts';
import { onOutboxSent } from '../../../lib/outbox/index.ts';
import { CASH_SALES_PATH } from './cash-sales.ts';
import { getPaymentLinksQueryOptions, PAYMENT_LINKS_PATH } from './payment-links.ts';

/**
 * A write queued here reached the server (maybe minutes later, maybe from another screen): the
 * server's link takes the place of the one "waiting to sync" at once (no gap while the list is
 * read again), and the lists that show the write are read again.
 */
export function useRefreshOnSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxSent((row, body) => {
        if (row.path === PAYMENT_LINKS_PATH) {
          const key = getPaymentLinksQueryOptions().queryKey;
          const link = (body as { data?: PaymentLink } | null)?.data;
          if (link?.id) queryClient.setQueryData(key, (list) => [link, ...(list ?? []).filter((item) => item.id !== link.id)]);
          void queryClient.invalidateQueries({ queryKey: key });
        }
        if (row.path === CASH_SALES_PATH) void queryClient.invalidateQueries({ queryKey: ['/transactions'] });
      }),
    [queryClient],
  );
}
