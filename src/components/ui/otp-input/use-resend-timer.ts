import { useCallback, useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '../../../../domain/otp.ts';

export interface ResendTimer {
  /** Whole seconds until resend is allowed; 0 when it is. */
  secondsLeft: number;
  canResend: boolean;
  /** Start counting down again from the full wait (after a code was sent). */
  restart: () => void;
  /** Allow resending now (after a failed resend, so the user can retry). */
  reset: () => void;
}

/** SPEC §4 resend timer: runs `seconds` (default 60) from mount, then resend is enabled. */
export function useResendTimer(seconds: number = OTP_RESEND_SECONDS): ResendTimer {
  // An end time rather than a decrementing counter, so a throttled background tab stays accurate.
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [secondsLeft, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  const reset = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start);
  }, []);

  return { secondsLeft, canResend: secondsLeft === 0, restart, reset };
}
