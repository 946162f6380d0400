import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerifiedResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getProfileQueryOptions } from '../../profile/api/get-profile.ts';

export interface VerifyEmailCodeInput {
  email: string;
  code: string;
}

/** POST /auth/email/verify-otp {email, code}. */
export function verifyEmailCode(input: VerifyEmailCodeInput): Promise<EmailVerifiedResponse> {
  return apiData<EmailVerifiedResponse>('/auth/email/verify-otp', { method: 'POST', body: input });
}

export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  // Offline it fails at once (never paused and sent later without a new tap).
  return useMutation({
    networkMode: 'always',
    mutationFn: verifyEmailCode,
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(getProfileQueryOptions().queryKey, user);
      return queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    },
  });
}
