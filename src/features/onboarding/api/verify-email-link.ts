import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerifiedResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';
import { getProfileQueryOptions } from '../../profile/api/get-profile.ts';

/** POST /auth/email/verify/{token}: the link from the verification email; works once. */
export function verifyEmailLink(token: string): Promise<EmailVerifiedResponse> {
  return apiData<EmailVerifiedResponse>(`/auth/email/verify/${encodeURIComponent(token)}`, { method: 'POST' });
}

export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailLink,
    // The link may be opened signed out or by another account: refetch rather than trust `user`.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
  });
}
