import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchantPreferencesView } from '../../../../domain/api/live.ts';
import { apiData } from '../../../lib/api-client.ts';

/** Issue 17: what the merchant chose for money that arrives (stored on the server, per user). */
export type MerchantPreferences = MerchantPreferencesView;

export function getMerchantPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['/merchant-preferences'],
    // Not persisted: a choice made on another phone (or a save whose answer was lost) must show as stored.
    queryFn: ({ signal }) => apiData<MerchantPreferences>('/merchant-preferences', { signal }),
  });
}

export function useMerchantPreferences() {
  return useQuery(getMerchantPreferencesQueryOptions());
}

export function useSaveMerchantPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getMerchantPreferencesQueryOptions();
  return useMutation({
    mutationFn: (preferences: MerchantPreferences) => apiData<MerchantPreferences>('/merchant-preferences', { method: 'PUT', body: preferences }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKey, saved);
      // Two quick saves may answer out of order: read back what the server kept.
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
