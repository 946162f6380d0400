import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

/** GET /auth/profile: the signed-in user's profile (SPEC §3). */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiData<UserProfile>('/auth/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['/auth/profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
