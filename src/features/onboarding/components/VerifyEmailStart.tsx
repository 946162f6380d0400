import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { maskEmail } from '../../../../domain/email.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formFailure } from '../../../lib/error-message.ts';
import { useProfileForDecision } from '../../profile/api/get-profile.ts';
import { useSendEmailCode } from '../api/send-email-code.ts';
import type { EmailCodeState } from '../email-code-state.ts';
import { SEND_EMAIL_FAILED } from './AddEmailForm.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

/**
 * /verify-email: the dashboard's link for a present but unverified email. The code is sent on a
 * tap, not on load, so a reload or a second visit never spends one of the hourly sends.
 */
export function VerifyEmailStart() {
  const navigate = useNavigate();
  // Redirects on the address: decided on this visit's answer (get-profile.ts: the rule).
  const profile = useProfileForDecision();
  const sendCode = useSendEmailCode();

  if (profile.deciding) return <Spinner label="Loading your profile" />;
  if (profile.isError || !profile.data) {
    return <Alert variant="error">Failed to load your profile. Please try again.</Alert>;
  }
  // The profile guard (issue 23): no way round /profile-setup, email routes included.
  if (!profile.data.profileCompleted) return <Navigate to={paths.profileSetup.getHref()} replace />;
  const email = profile.data.email;
  if (!email) return <Navigate to={paths.addEmail.getHref()} replace />;
  if (profile.data.emailVerified) {
    return (
      <Stack>
        <Alert variant="success">Your email {maskEmail(email)} is already verified.</Alert>
        <Button fullWidth onClick={() => void navigate(paths.dashboard.getHref())}>
          Go to Dashboard
        </Button>
      </Stack>
    );
  }

  function send(address: string) {
    sendCode.mutate(address, {
      onSuccess: () => {
        const state: EmailCodeState = { email: address };
        void navigate(paths.verifyEmailOtp.getHref(), { state });
      },
    });
  }

  return (
    <Stack>
      <p>
        We&apos;ll send a 6-digit code to <strong>{maskEmail(email)}</strong>.
      </p>
      {sendCode.isError ? (
        <Alert variant="error">
          {formFailure(sendCode.error, SEND_EMAIL_FAILED)}
        </Alert>
      ) : null}
      <Button size="lg" fullWidth loading={sendCode.isPending} onClick={() => send(email)}>
        Send code
      </Button>
      <Button variant="ghost" fullWidth onClick={() => void navigate(paths.addEmail.getHref())}>
        Use a different email
      </Button>
    </Stack>
  );
}
