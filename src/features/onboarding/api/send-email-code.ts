import { useMutation } from '@tanstack/react-query';
import type { CodeSentResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

/** POST /auth/email/send-otp {email}: mails a code and a verification link; also used to resend. */
export function sendEmailCode(email: string): Promise<CodeSentResponse> {
  return apiData<CodeSentResponse>('/auth/email/send-otp', { method: 'POST', body: { email } });
}

export function useSendEmailCode() {
  // Never paused and sent later by itself (React Query's default offline): offline, it fails at
  // once and the form says a connection is needed; only a new tap sends it.
  return useMutation({ mutationFn: sendEmailCode, networkMode: 'always' });
}
