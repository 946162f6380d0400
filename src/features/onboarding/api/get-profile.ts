import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './profile-query-key.ts';

/** GET /auth/profile: the signed-in user's profile (SPEC §3). */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiData<UserProfile>('/auth/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
