import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { maskEmail } from '../../../../domain/email.ts';
import { isCompleteOtp } from '../../../../domain/otp.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { OtpInput } from '../../../components/ui/otp-input/OtpInput.tsx';
import { ResendCodeButton } from '../../../components/ui/otp-input/ResendCodeButton.tsx';
import { useResendTimer } from '../../../components/ui/otp-input/use-resend-timer.ts';
import { paths } from '../../../config/paths.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import { useVerifyEmailCode } from '../api/verify-email-code.ts';
import { readEmailCodeState, type EmailVerifiedState } from '../email-code-state.ts';

export const EMAIL_VERIFY_FAILED = 'Invalid OTP. Please try again.';
export const EMAIL_RESEND_SUCCESS = 'A new OTP has been sent to your email.';
export const EMAIL_RESEND_FAILED = 'Failed to resend OTP. Please try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const SentTo = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

type Notice = { variant: 'success' | 'error'; text: string; detail?: string };

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
  const timer = useResendTimer();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteOtp(code)) return;
    setNotice(undefined);
    verify.mutate(
      { email, code },
      {
        onSuccess: ({ message }) => {
          // SPEC §4 email flow: verify code, then /profile-setup (which carries the confirmation).
          const state: EmailVerifiedState = { emailVerifiedMessage: message };
          void navigate(paths.profileSetup.getHref(), { state });
        },
        onError: (error) => setNotice({ variant: 'error', text: formFailure(error, EMAIL_VERIFY_FAILED) }),
      },
    );
  }

  function handleResend() {
    setCode('');
    setNotice(undefined);
    timer.restart();
    resend.mutate(email, {
      onSuccess: () => setNotice({ variant: 'success', text: EMAIL_RESEND_SUCCESS }),
      onError: (error) => {
        // SPEC §8: the timer is reset to allow a retry.
        timer.reset();
        setNotice({ variant: 'error', text: formFailure(error, EMAIL_RESEND_FAILED) });
      },
    });
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <SentTo>
        Enter the 6-digit code we sent to <strong>{maskEmail(email)}</strong>. It expires in 10 minutes.{' '}
        <Link to={paths.addEmail.getHref()}>Use a different email</Link>
      </SentTo>
      <OtpInput value={code} onChange={setCode} autoFocus />
      {notice ? (
        <Alert variant={notice.variant}>
          {notice.text}
          {notice.detail ? <> {notice.detail}</> : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!isCompleteOtp(code)} loading={verify.isPending}>
        Verify email
      </Button>
      <ResendCodeButton secondsLeft={timer.secondsLeft} sending={resend.isPending} onResend={handleResend} />
    </Form>
  );
}
