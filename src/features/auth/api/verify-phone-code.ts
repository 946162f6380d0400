import { useMutation } from '@tanstack/react-query';
import type { VerifyPhoneResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

export interface VerifyPhoneCodeInput {
  phone: string;
  code: string;
}

/** POST /auth/phone/verify-otp: exchanges the SMS code for a session token and the user. */
export function verifyPhoneCode(input: VerifyPhoneCodeInput): Promise<VerifyPhoneResponse> {
  return apiData<VerifyPhoneResponse>('/auth/phone/verify-otp', { method: 'POST', body: input });
}

export function useVerifyPhoneCode() {
  // Never paused and sent later by itself (React Query's default offline): offline, it fails at
  // once and the form says a connection is needed; only a new tap sends it.
  return useMutation({ mutationFn: verifyPhoneCode, networkMode: 'always' });
}
