import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, nextTask } from './api-client.ts';
import { restoreQueryCache } from './persist.ts';

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

const ownTaskVersions = new WeakMap<QueryFunction, QueryFunction>();
const ownTaskFunctions = new WeakSet<QueryFunction>();

/**
 * `queryFn` started in a task of its own (issue 15, total blocking time). React Query starts a
 * query's function inside the effect that subscribes to it, and React runs a screen's effects in
 * one task: the dashboard's first commit started every query's function there (reading the
 * outbox, loading code, building requests), 45 ms on a slow phone before the 4x slowdown. Where
 * the browser can yield (lib/api-client.ts' nextTask), each function now starts in a task of its
 * own; elsewhere it starts at once, as before. The same function always gets the same wrapper,
 * so a query's options do not look changed on each render.
 */
export function inTaskOfItsOwn(queryFn: QueryFunction): QueryFunction {
  if (ownTaskFunctions.has(queryFn)) return queryFn;
  let wrapped = ownTaskVersions.get(queryFn);
  if (!wrapped) {
    wrapped = async (context) => {
      const turn = nextTask();
      if (turn) await turn;
      return queryFn(context);
    };
    ownTaskVersions.set(queryFn, wrapped);
    ownTaskFunctions.add(wrapped);
  }
  return wrapped;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // SPEC §7 and §9: queries retry once and refetch on window focus.
      queries: { queryFn: defaultQueryFn, retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    if (typeof defaulted.queryFn === 'function') defaulted.queryFn = inTaskOfItsOwn(defaulted.queryFn as QueryFunction) as typeof defaulted.queryFn;
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  createdAt.set(client, Date.now());
  // The last-known screen, before anything renders with this client (lib/persist.ts).
  restoreQueryCache(client);
  return client;
}
