import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeSentResponse } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';

/** POST /auth/phone/login: sends a sign-in code by SMS; also used to resend (SPEC §7). */
export function sendPhoneCode(phone: string): Promise<CodeSentResponse> {
  return apiData<CodeSentResponse>('/auth/phone/login', { method: 'POST', body: { phone } });
}

export interface SendPhoneCode {
  mutate: (phone: string, handlers?: { onSuccess?: (sent: CodeSentResponse) => void; onError?: (error: Error) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * Sends the code; the form's state of the request. Plain React state, not React Query's
 * useMutation: /login is the first route, and React Query (~8 KB gzip) then loads with the first
 * screen that reads server data instead (issue 15, `npm run size`). Never queued for later: offline,
 * it fails at once and the form says a connection is needed; only a new tap sends it.
 */
export function useSendPhoneCode(): SendPhoneCode {
  const [state, setState] = useState<{ isPending: boolean; error: Error | null }>({ isPending: false, error: null });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback<SendPhoneCode['mutate']>((phone, handlers) => {
    setState({ isPending: true, error: null });
    sendPhoneCode(phone).then(
      (sent) => {
        if (mounted.current) setState({ isPending: false, error: null });
        handlers?.onSuccess?.(sent);
      },
      (reason: unknown) => {
        const error = reason instanceof Error ? reason : new Error(String(reason));
        if (mounted.current) setState({ isPending: false, error });
        handlers?.onError?.(error);
      },
    );
  }, []);
  return { mutate, isPending: state.isPending, isError: state.error !== null, error: state.error };
}
