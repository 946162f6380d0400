/**
 * Where persist.ts keeps the React Query cache in localStorage. Separate from persist.ts so the
 * first route can ask "is a saved screen waiting?" without loading the persistence code.
 */
export const QUERY_CACHE_KEY = 'salone_query_cache';

/** Whether a saved cache waits to be restored (a returning, signed-in user). */
export function hasPersistedQueries(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(QUERY_CACHE_KEY) !== null;
  } catch {
    return false;
  }
}
