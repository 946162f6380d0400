import { useLayoutEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { formatPhone } from '../../../../domain/phone.ts';
import { CodeEntryForm } from '../../../components/ui/otp-input/CodeEntryForm.tsx';
import { useCodeEntry } from '../../../components/ui/otp-input/use-code-entry.ts';
import { paths } from '../../../config/paths.ts';
import { takeTypeahead } from '../../../lib/typeahead.ts';
import { useSendPhoneCode } from '../api/send-phone-code.ts';
import { useVerifyPhoneCode } from '../api/verify-phone-code.ts';
import { useAuthStore } from '../store.ts';

export const VERIFY_FAILED = 'Invalid OTP. Please check the code and try again.';
export const CODE_FIELD_ERROR = 'Invalid OTP code';
export const RESEND_SUCCESS = 'A new OTP has been sent to your phone.';
export const RESEND_FAILED = 'Failed to resend OTP. Please try again.';

/** /verify-otp: the 6-digit SMS code; on success the user is signed in and sent to /. */
export function VerifyOtpForm() {
  const phone = useAuthStore((state) => state.phone);
  if (!phone) return <Navigate to={paths.login.getHref()} replace />;
  return <VerifyOtpFormFor phone={phone} />;
}

function VerifyOtpFormFor({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const verify = useVerifyPhoneCode();
  const resend = useSendPhoneCode();
  const entry = useCodeEntry({
    texts: { verifyFailed: VERIFY_FAILED, codeFieldError: CODE_FIELD_ERROR, resendSuccess: RESEND_SUCCESS, resendFailed: RESEND_FAILED },
    verify: (code, onError) =>
      verify.mutate(
        { phone, code },
        {
          onSuccess: ({ token, user, isNewUser }) => {
            login(token, user, isNewUser);
            void navigate(paths.home.getHref());
          },
          onError,
        },
      ),
    resend: (handlers) => resend.mutate(phone, handlers),
  });
  const { setCode } = entry;
  // Digits typed after "Send code", before this screen showed, land in the code field (issue 37).
  // At commit, before the next key can reach the now focused field.
  useLayoutEffect(() => {
    const typed = takeTypeahead();
    if (typed) setCode(typed);
  }, [setCode]);

  return (
    <CodeEntryForm
      entry={entry}
      keepAddressTogether
      sentTo={
        <>
          Enter the 6-digit code we sent to <strong>{formatPhone(phone)}</strong>.{' '}
          <Link to={paths.login.getHref()}>Change number</Link>
        </>
      }
      submitLabel="Verify"
      verifying={verify.isPending}
      sending={resend.isPending}
    />
  );
}
