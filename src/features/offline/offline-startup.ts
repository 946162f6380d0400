/**
 * Everything the offline machinery starts, in one lazily loaded module so none of it weighs on
 * the first route: service worker registration, React Query persistence, the outbox replayer.
 */
import type { QueryClient } from '@tanstack/react-query';
import { enqueueWrite, getOutboxUser, setOutboxUser, startOutboxSync } from '../../lib/outbox-client.ts';
import { startQueryPersistence } from '../../lib/persist.ts';
import { registerServiceWorker } from './sw-registration.ts';
import './install-prompt.ts';

/** Set in localStorage by the e2e suite only: exposes the outbox API to drive it from a test. */
const E2E_HOOK_KEY = 'salone_e2e';

/** Starts it all; returns a stop function for the query persistence. */
export function startOffline(queryClient: QueryClient): () => void {
  registerServiceWorker();
  const stopPersistence = startQueryPersistence(queryClient);
  void startOutboxSync();
  try {
    if (localStorage.getItem(E2E_HOOK_KEY) === '1') {
      Object.assign(window, { saloneOutbox: { enqueueWrite, setOutboxUser, getOutboxUser } });
    }
  } catch {
    // Storage unavailable: no test hook, and nothing else depends on it.
  }
  return stopPersistence;
}
