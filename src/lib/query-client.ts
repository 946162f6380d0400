import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** SPEC §7: the default query GETs the first query key as a path and returns the body. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key must be an API path');
  return apiRequest(path, { signal });
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // SPEC §7 and §9: queries retry once and refetch on window focus.
      queries: { queryFn: defaultQueryFn, retry: 1, refetchOnWindowFocus: true, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
