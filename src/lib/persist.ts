/**
 * Persists the React Query cache to localStorage (DESIGN §2), so the last-known screen paints at
 * once on the next start, even offline. Stored under QUERY_CACHE_KEY: only successful queries that
 * opt in with `meta: { persist: true }` (small, user-scoped reads such as the profile); big lists
 * belong in Dexie (local-db.ts). The buster is the app version: a new release starts clean.
 * The persister code loads after first paint; sign-out calls clearPersistedQueries().
 */
import type { QueryClient } from '@tanstack/react-query';
import { env } from '../config/env.ts';
import { QUERY_CACHE_KEY } from './persisted-queries-key.ts';

export { QUERY_CACHE_KEY };

/** A cache older than this is not restored: after a day the screen would mislead more than help. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function shouldPersistQuery(query: { state: { status: string }; meta?: Record<string, unknown> }): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}

let activeClient: QueryClient | undefined;


/** Restores the saved cache into `queryClient` and keeps saving it; returns a stop function. */
export function startQueryPersistence(queryClient: QueryClient, storage: Storage = localStorage): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  activeClient = queryClient;
  void Promise.all([import('@tanstack/query-sync-storage-persister'), import('@tanstack/react-query-persist-client')]).then(
    ([{ createSyncStoragePersister }, { persistQueryClient, persistQueryClientSave }]) => {
      if (cancelled) return;
      const options = {
        // One @tanstack/query-core in the lock file (the @tanstack packages pinned to one release),
        // so react-query's client is the persister's client: no cast.
        queryClient,
        persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: 1000 }),
        buster: env.appVersion,
        maxAge: QUERY_CACHE_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      };
      const [unsubscribe, restored] = persistQueryClient(options);
      stop = unsubscribe;
      void restored.then(() => {
        if (cancelled) return;
        // The restore may land after a fresh read of the same query (this code loads after first
        // paint) and put the older copy back: read the restored ones that are on screen again.
        void queryClient.invalidateQueries({ predicate: (query) => query.meta?.persist === true, refetchType: 'active' });
        // Reads that finished before this code loaded raised no cache event to save on: save once now.
        void persistQueryClientSave(options);
      });
    },
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Sign-out: the saved cache and the in-memory one are both forgotten. */
export function clearPersistedQueries(storage: Storage = localStorage): void {
  activeClient?.clear();
  try {
    storage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was persisted either.
  }
}
