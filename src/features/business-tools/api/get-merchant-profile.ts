import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantProfile } from '../../../../domain/merchant-profile.ts';
import { ApiError, apiData } from '../../../lib/api-client.ts';

/** GET /merchant-profile: the signed-in user's business, or null when they have none (404). */
export async function fetchMerchantProfile(signal?: AbortSignal): Promise<MerchantProfile | null> {
  try {
    return await apiData<MerchantProfile>('/merchant-profile', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getMerchantProfileQueryOptions() {
  return queryOptions({
    queryKey: ['/merchant-profile'],
    queryFn: ({ signal }) => fetchMerchantProfile(signal),
    // Small and the user's own: kept on the phone, so business tools open offline (lib/persist.ts).
    meta: { persist: true },
    networkMode: 'offlineFirst',
  });
}

export function useMerchantProfile() {
  return useQuery(getMerchantProfileQueryOptions());
}
