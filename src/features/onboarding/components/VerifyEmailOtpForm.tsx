import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { maskEmail } from '../../../../domain/email.ts';
import { CodeEntryForm } from '../../../components/ui/otp-input/CodeEntryForm.tsx';
import { useCodeEntry } from '../../../components/ui/otp-input/use-code-entry.ts';
import { paths } from '../../../config/paths.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';
import { readEmailCodeState, type EmailVerifiedState } from '../email-code-state.ts';

export const EMAIL_VERIFY_FAILED = 'Invalid OTP. Please try again.';
export const EMAIL_RESEND_SUCCESS = 'A new OTP has been sent to your email.';
export const EMAIL_RESEND_FAILED = 'Failed to resend OTP. Please try again.';

/** /verify-email-otp: the emailed code; the address comes from navigation state (SPEC §2). */
export function VerifyEmailOtpForm() {
  const email = readEmailCodeState(useLocation().state);
  if (!email) return <Navigate to={paths.addEmail.getHref()} replace />;
  return <VerifyEmailOtpFormFor email={email} />;
}

function VerifyEmailOtpFormFor({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyEmailCode();
  const resend = useSendEmailCode();
  const entry = useCodeEntry({
    texts: { verifyFailed: EMAIL_VERIFY_FAILED, resendSuccess: EMAIL_RESEND_SUCCESS, resendFailed: EMAIL_RESEND_FAILED },
    verify: (code, onError) =>
      verify.mutate(
        { email, code },
        {
          onSuccess: ({ message }) => {
            // SPEC §4 email flow: verify code, then /profile-setup (which carries the confirmation).
            const state: EmailVerifiedState = { emailVerifiedMessage: message };
            void navigate(paths.profileSetup.getHref(), { state });
          },
          onError,
        },
      ),
    resend: (handlers) => resend.mutate(email, handlers),
  });

  return (
    <CodeEntryForm
      entry={entry}
      sentTo={
        <>
          Enter the 6-digit code we sent to <strong>{maskEmail(email)}</strong>. It expires in 10 minutes.{' '}
          <Link to={paths.addEmail.getHref()}>Use a different email</Link>
        </>
      }
      submitLabel="Verify email"
      verifying={verify.isPending}
      sending={resend.isPending}
    />
  );
}
