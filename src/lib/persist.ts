/**
 * Persists the React Query cache to localStorage (DESIGN §2), so the last-known screen paints at
 * once on the next start, even offline. Stored under QUERY_CACHE_KEY: only successful queries that
 * opt in with `meta: { persist: true }` (small, user-scoped reads such as the profile); big lists
 * belong in Dexie (local-db.ts). The buster is the app version: a new release starts clean.
 * The saved cache is restored when the app's query client is made (restoreQueryCache, in the same
 * task: a parse of a few kilobytes); the persister's code, which keeps saving it, loads after
 * first paint. Sign-out calls clearPersistedQueries().
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { env } from '../config/env.ts';
import { QUERY_CACHE_KEY } from './persisted-queries-key.ts';

export { QUERY_CACHE_KEY };

/** A cache older than this is not restored: after a day the screen would mislead more than help. */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function shouldPersistQuery(query: { state: { status: string }; meta?: Record<string, unknown> }): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}

let activeClient: QueryClient | undefined;
/** Which storage each client was restored from, so it is restored once from each. */
const restoredFrom = new WeakMap<QueryClient, Storage>();

/** localStorage where there is one (not in the build's prerendering; a browser may refuse it). */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function forgetSaved(storage: Storage): void {
  try {
    storage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was persisted either.
  }
}

function readSaved(storage: Storage): PersistedClient | undefined {
  try {
    const text = storage.getItem(QUERY_CACHE_KEY);
    return text === null ? undefined : (JSON.parse(text) as PersistedClient);
  } catch {
    forgetSaved(storage);
    return undefined;
  }
}

/**
 * Puts the saved cache into `queryClient` now, before anything renders with it (issue 15: restored
 * after the first render, the profile's arrival re-rendered the whole screen, and the restored
 * reads were fetched a second time). A cache from another app version, older than a day or
 * unreadable is dropped. The copy may be up to a second older than the server (the persister saves
 * at most once a second; a page closed within that second of a save): the restored reads count as
 * stale, so each screen showing one reads it again as it mounts, and one already showing it reads
 * it again now.
 */
export function restoreQueryCache(queryClient: QueryClient, storage: Storage | undefined = browserStorage()): void {
  // No storage: the build's prerendering (Node), or a browser that refuses it (private mode).
  if (!storage || restoredFrom.get(queryClient) === storage) return;
  restoredFrom.set(queryClient, storage);
  activeClient = queryClient;
  const saved = readSaved(storage);
  if (!saved) return;
  const usable = typeof saved.timestamp === 'number' && saved.buster === env.appVersion && Date.now() - saved.timestamp <= QUERY_CACHE_MAX_AGE_MS;
  if (!usable) {
    forgetSaved(storage);
    return;
  }
  try {
    hydrate(queryClient, saved.clientState);
  } catch {
    forgetSaved(storage);
    return;
  }
  const restored = new Set(saved.clientState.queries.map((query) => query.queryHash));
  void queryClient.invalidateQueries({ predicate: (query) => restored.has(query.queryHash), refetchType: 'active' });
}

/** Restores the saved cache into `queryClient` (if not done yet) and keeps saving it; returns a stop function. */
export function startQueryPersistence(queryClient: QueryClient, storage: Storage = localStorage): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  activeClient = queryClient;
  restoreQueryCache(queryClient, storage);
  void Promise.all([import('@tanstack/query-sync-storage-persister'), import('@tanstack/react-query-persist-client')]).then(
    ([{ createSyncStoragePersister }, { persistQueryClientSave, persistQueryClientSubscribe }]) => {
      if (cancelled) return;
      const options = {
        // One @tanstack/query-core in the lock file (the @tanstack packages pinned to one release),
        // so react-query's client is the persister's client: no cast.
        queryClient,
        persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: 1000 }),
        buster: env.appVersion,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      };
      stop = persistQueryClientSubscribe(options);
      // Reads that finished before this code loaded raised no cache event to save on: save once now.
      void persistQueryClientSave(options);
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
  forgetSaved(storage);
}
