import { useMutation } from '@tanstack/react-query';
import type { CodeSentResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

/** POST /auth/email/send-otp {email}: mails a code and a verification link; also used to resend. */
export function sendEmailCode(email: string): Promise<CodeSentResponse> {
  return apiData<CodeSentResponse>('/auth/email/send-otp', { method: 'POST', body: { email } });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
