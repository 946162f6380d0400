import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantProfile } from '../../../../domain/merchant-profile.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getMerchantProfileQueryOptions } from './get-merchant-profile.ts';

/** PUT /merchant-profile: the business profile that makes the user a merchant (DESIGN §7). */
export function useSaveMerchantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessName: string; category: string }) =>
      apiData<MerchantProfile>('/merchant-profile', { method: 'PUT', body: input, headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: (profile) => queryClient.setQueryData(getMerchantProfileQueryOptions().queryKey, profile),
  });
}
