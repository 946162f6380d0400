import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

/** Issue 17: what the merchant chose for money that arrives (stored on the server, per user). */
export interface MerchantPreferences {
  soundOn: boolean;
  smsOnPayment: boolean;
}

export function getMerchantPreferencesQueryOptions() {
  return queryOptions({
    queryKey: ['/merchant-preferences'],
    meta: { persist: true },
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
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
