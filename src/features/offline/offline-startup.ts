/**
 * Everything the offline machinery starts, in one lazily loaded module so none of it weighs on
 * the first route: service worker registration, React Query persistence, the outbox replayer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast/toast-store.ts';
import { onOutboxFailed, startOutboxSync, type OutboxRow } from '../../lib/outbox/index.ts';
import { startQueryPersistence } from '../../lib/persist.ts';
import { startRefreshOnSync } from '../../lib/refresh-on-sync.ts';
import { registerServiceWorker } from './sw-registration.ts';
import './install-prompt.ts';

export const REFUSED_FALLBACK = 'The server did not accept this change.';

/** The one message for a queued change the server refused for good (it has left the queue). */
export function refusedToast(row: Pick<OutboxRow, 'label'>, error: Error): { title: string; message: string } {
  return { title: `Not done: ${row.label}`, message: error.message.trim() === '' ? REFUSED_FALLBACK : error.message };
}

/**
 * Starts it all (OfflineRuntime calls it once the first screen has settled, or at once with no
 * network); returns a stop function for the query persistence and the refusal notice.
 */
export function startOffline(queryClient: QueryClient): () => void {
  const stopPersistence = startQueryPersistence(queryClient);
  // What the outbox sent, and what changed while offline, shows on every list without a reload.
  const stopRefresh = startRefreshOnSync(queryClient);
  // Each in a task of its own (issue 15: together with this chunk's evaluation they were one 26 ms
  // task on a slow host before Lighthouse's 4x): the service worker's registration, then the
  // outbox replayer (which opens the local database).
  const timers = [setTimeout(registerServiceWorker, 0), setTimeout(() => void startOutboxSync(), 0)];
  // A queued write refused for good left the queue: the screens show the server's state again,
  // and the user is told once (here, unless a screen waiting on that write tells them itself).
  const stopRefusals = onOutboxFailed((row, error, { watched }) => {
    void queryClient.invalidateQueries();
    if (watched) return;
    const { title, message } = refusedToast(row, error);
    toast.error(title, message);
  });
  return () => {
    for (const timer of timers) clearTimeout(timer);
    stopRefusals();
    stopRefresh();
    stopPersistence();
  };
}
