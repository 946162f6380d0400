/**
 * Lists refresh when the outbox drains and when the network returns (issue 37). React Query's own
 * refetch on reconnect runs at once, before the replayer has sent what waited on this phone, so a
 * cash sale recorded offline was missing from Activity until a reload. Here, every query on
 * screen is read again once a queued write has reached the server (a burst of sends is one
 * refresh) and when the network comes back.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onOutboxSent } from './outbox/index.ts';

/** A drain sends its rows one after another: one refresh for the lot. */
export const REFRESH_BATCH_MS = 150;

export function startRefreshOnSync(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      // Marks everything stale and reads again what a screen shows (inactive queries on their next use).
      void queryClient.invalidateQueries();
    }, REFRESH_BATCH_MS);
  };
  const stopSent = onOutboxSent(refresh);
  window.addEventListener('online', refresh);
  return () => {
    stopSent();
    window.removeEventListener('online', refresh);
    if (timer !== undefined) clearTimeout(timer);
  };
}
