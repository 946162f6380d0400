import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiData } from '../../../lib/api-client.ts';

/** SPEC §3 role labels, as the shell's sidebar shows them. */
export type ShellRole = 'Merchant' | 'Customer';

/**
 * A user with a business profile (GET /merchant-profile) takes payments: the shell calls them a
 * Merchant. Without one (404) they are a Customer, as SPEC §6 fixes the dashboard shell's role.
 */
export async function fetchShellRole(signal?: AbortSignal): Promise<ShellRole> {
  try {
    await apiData<unknown>('/merchant-profile', { signal });
    return 'Merchant';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'Customer';
    throw error;
  }
}

export function shellRoleQueryOptions() {
  return queryOptions({
    queryKey: ['/merchant-profile', 'role'] as const,
    // Saved on the phone with the profile: the label is right offline too.
    meta: { persist: true },
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchShellRole(signal),
  });
}

/** The role label; "Customer" until it is known (and when it cannot be). */
export function useShellRole(): ShellRole {
  return useQuery(shellRoleQueryOptions()).data ?? 'Customer';
}
