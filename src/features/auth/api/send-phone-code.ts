import { useMutation } from '@tanstack/react-query';
import type { CodeSentResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

/** POST /auth/phone/login: sends a sign-in code by SMS; also used to resend (SPEC §7). */
export function sendPhoneCode(phone: string): Promise<CodeSentResponse> {
  return apiData<CodeSentResponse>('/auth/phone/login', { method: 'POST', body: { phone } });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
