import { useMutation } from '@tanstack/react-query';
import type { CodeSentResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

/** POST /auth/phone/login: sends a sign-in code by SMS; also used to resend (SPEC §7). */
export function sendPhoneCode(phone: string): Promise<CodeSentResponse> {
  return apiData<CodeSentResponse>('/auth/phone/login', { method: 'POST', body: { phone } });
}

export function useSendPhoneCode() {
  // Never paused and sent later by itself (React Query's default offline): offline, it fails at
  // once and the form says a connection is needed; only a new tap sends it.
  return useMutation({ mutationFn: sendPhoneCode, networkMode: 'always' });
}
