import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** SPEC §7: the default query GETs the first query key as a path and returns the body. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key must be an API path');
  return apiRequest(path, { signal });
};

/** When each app client was made: one per page load (get-profile.ts' rule for decisions uses it). */
const createdAt = new WeakMap<QueryClient, number>();

/**
 * Data older than this was not fetched or written by this page: it was restored from the phone
 * (lib/persist.ts) by a client made after it. 0 for clients made elsewhere (tests).
 */
export function queryClientCreatedAt(client: QueryClient): number {
  return createdAt.get(client) ?? 0;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // SPEC §7 and §9: queries retry once and refetch on window focus.
      queries: { queryFn: defaultQueryFn, retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
  createdAt.set(client, Date.now());
  return client;
}
