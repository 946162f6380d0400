/**
 * Where persist.ts keeps the React Query cache in localStorage. Separate from persist.ts so code
 * outside the query layer can name it without loading the persistence code.
 */
export const QUERY_CACHE_KEY = 'salone_query_cache';
