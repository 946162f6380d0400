import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSuccess, HealthResponse } from '../../../../domain/api-contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface HealthResult {
  health: HealthResponse;
  /** The body exactly as the server sent it, for the raw view. */
  raw: unknown;
}

export async function getHealth(signal?: AbortSignal): Promise<HealthResult> {
  // 503 means "degraded" and still carries the health data (server/modules/health).
  const body = await apiRequest<ApiSuccess<HealthResponse>>('/health', { signal, acceptStatuses: [503] });
  return { health: body.data, raw: body };
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['/health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 0,
    // A health check reports now: offline it fails at once and says so, instead of pausing
    // and leaving the last "OK" on screen as if it were current.
    networkMode: 'always',
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
