/**
 * Everything the offline machinery starts, in one lazily loaded module so none of it weighs on
 * the first route: service worker registration, React Query persistence, the outbox replayer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startOutboxSync } from '../../lib/outbox-client.ts';
import { startQueryPersistence } from '../../lib/persist.ts';
import { registerServiceWorker } from './sw-registration.ts';
import './install-prompt.ts';

/** Starts it all; returns a stop function for the query persistence. */
export function startOffline(queryClient: QueryClient): () => void {
  registerServiceWorker();
  const stopPersistence = startQueryPersistence(queryClient);
  void startOutboxSync();
  return stopPersistence;
}
