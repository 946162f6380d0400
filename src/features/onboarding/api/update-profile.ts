import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import type { ValidProfile } from '../../../../domain/profile.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getProfileQueryOptions } from './get-profile.ts';

/** PUT /auth/profile {fullName, streetAddress, city, district}. */
export function updateProfile(profile: ValidProfile): Promise<UserProfile> {
  return apiData<UserProfile>('/auth/profile', { method: 'PUT', body: profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    },
  });
}
