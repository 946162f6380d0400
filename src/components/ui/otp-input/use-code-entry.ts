import { useState, type FormEvent } from 'react';
import { isCompleteOtp } from '../../../../domain/otp.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { useResendTimer, type ResendTimer } from './use-resend-timer.ts';

/** The message above the Verify button: a resend's result, or why a code was refused. */
export type CodeNotice = { variant: 'success' | 'error'; text: string };

/** The texts a code screen shows (SPEC §4/§8 word them per channel: SMS or email). */
export interface CodeEntryTexts {
  /** The notice when the server refuses the code (unless it gives its own reason). */
  verifyFailed: string;
  /** The code field's own error after a refusal; none when the screen shows only the notice. */
  codeFieldError?: string;
  resendSuccess: string;
  resendFailed: string;
}

export interface CodeEntryOptions {
  texts: CodeEntryTexts;
  /** Sends the complete code; the screen handles success itself and calls `onError` on a refusal. */
  verify: (code: string, onError: (error: unknown) => void) => void;
  /** Sends a new code; calls back with the result. */
  resend: (handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

export interface CodeEntry {
  code: string;
  setCode: (value: string) => void;
  codeError: string | undefined;
  notice: CodeNotice | undefined;
  timer: ResendTimer;
  canSubmit: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  resend: () => void;
}

/**
 * One code-entry screen's state (SPEC §4): the 6-digit code, the resend timer (60 s from the
 * screen's start), and the notices. Shared by /verify-otp (SMS) and /verify-email-otp (email).
 */
export function useCodeEntry({ texts, verify, resend }: CodeEntryOptions): CodeEntry {
  const timer = useResendTimer();
  const [code, setCodeValue] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<CodeNotice>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteOtp(code)) return;
    setNotice(undefined);
    verify(code, (error) => {
      setCodeError(texts.codeFieldError);
      setNotice({ variant: 'error', text: formFailure(error, texts.verifyFailed) });
    });
  }

  function resendCode() {
    // SPEC §4: resending clears the code field and restarts the timer.
    setCodeValue('');
    setCodeError(undefined);
    setNotice(undefined);
    timer.restart();
    resend({
      onSuccess: () => setNotice({ variant: 'success', text: texts.resendSuccess }),
      onError: (error) => {
        // SPEC §8: the timer is reset so the user can try again at once.
        timer.reset();
        setNotice({ variant: 'error', text: formFailure(error, texts.resendFailed) });
      },
    });
  }

  return {
    code,
    setCode: (value) => {
      setCodeValue(value);
      setCodeError(undefined);
    },
    codeError,
    notice,
    timer,
    canSubmit: isCompleteOtp(code),
    submit,
    resend: resendCode,
  };
}
