import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveModeView } from '../../../../domain/api/live-mode.ts';
import { apiData } from '../../../lib/api-client.ts';

/** GET /live-mode: whether live money is available to this merchant now, and why not (issue 33). */
export function useLiveMode(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['/live-mode'],
      queryFn: ({ signal }) => apiData<LiveModeView>('/live-mode', { signal }),
      staleTime: 60_000,
      enabled,
    }),
  );
}
