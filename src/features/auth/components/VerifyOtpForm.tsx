import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isCompleteOtp } from '../../../../domain/otp.ts';
import { formatPhone } from '../../../../domain/phone.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { OtpInput } from '../../../components/ui/otp-input/OtpInput.tsx';
import { ResendCodeButton } from '../../../components/ui/otp-input/ResendCodeButton.tsx';
import { useResendTimer } from '../../../components/ui/otp-input/use-resend-timer.ts';
import { paths } from '../../../config/paths.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { useSendPhoneCode } from '../api/send-phone-code.ts';
import { useVerifyPhoneCode } from '../api/verify-phone-code.ts';
import { useAuthStore } from '../store.ts';

export const VERIFY_FAILED = 'Invalid OTP. Please check the code and try again.';
export const CODE_FIELD_ERROR = 'Invalid OTP code';
export const RESEND_SUCCESS = 'A new OTP has been sent to your phone.';
export const RESEND_FAILED = 'Failed to resend OTP. Please try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const SentTo = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; white-space: nowrap; }
`;

type Notice = { variant: 'success' | 'error'; text: string; detail?: string };

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
  const timer = useResendTimer();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteOtp(code)) return;
    setNotice(undefined);
    verify.mutate(
      { phone, code },
      {
        onSuccess: ({ token, user, isNewUser }) => {
          login(token, user, isNewUser);
          void navigate(paths.home.getHref());
        },
        onError: (error) => {
          setCodeError(CODE_FIELD_ERROR);
          setNotice({ variant: 'error', text: formFailure(error, VERIFY_FAILED) });
        },
      },
    );
  }

  function handleResend() {
    // SPEC §4: resending clears the code field and restarts the timer.
    setCode('');
    setCodeError(undefined);
    setNotice(undefined);
    timer.restart();
    resend.mutate(phone, {
      onSuccess: () => setNotice({ variant: 'success', text: RESEND_SUCCESS }),
      onError: (error) => {
        // The timer is reset so the user can try again at once.
        timer.reset();
        setNotice({ variant: 'error', text: formFailure(error, RESEND_FAILED) });
      },
    });
  }

  return (
    <Form onSubmit={handleSubmit} noValidate>
      <SentTo>
        Enter the 6-digit code we sent to <strong>{formatPhone(phone)}</strong>.{' '}
        <Link to={paths.login.getHref()}>Change number</Link>
      </SentTo>
      <OtpInput
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
        error={codeError}
        autoFocus
      />
      {notice ? (
        <Alert variant={notice.variant}>
          {notice.text}
          {notice.detail ? <> {notice.detail}</> : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!isCompleteOtp(code)} loading={verify.isPending}>
        Verify
      </Button>
      <ResendCodeButton secondsLeft={timer.secondsLeft} sending={resend.isPending} onResend={handleResend} />
    </Form>
  );
}
