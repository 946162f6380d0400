import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchProfileForDecision } from '../../profile/api/get-profile.ts';
import { useVerifyEmailLink } from '../api/verify-email-link.ts';

export const LINK_VERIFIED = 'Email verified successfully! You can now access business features.';
export const LINK_FAILED = 'Failed to verify email. The link may be invalid or expired.';
/** A spent link (its code was used, or it was opened before) whose address is verified. */
export const LINK_ALREADY_VERIFIED = 'Your email is already verified. You can now access business features.';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * /verify-email/{token}: one call, then success or failure, and a way to the dashboard. The way
 * goes through the profile guard: signed in with an incomplete profile, it leads to /profile-setup
 * (a link opened from the email must not skip it); signed out, /dashboard's guard asks to sign in.
 */
export function VerifyEmailLinkResult({ token, signedIn }: { token: string; signedIn: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate, data, isSuccess, isError } = useVerifyEmailLink();
  const [leaving, setLeaving] = useState(false);
  // The link works once: StrictMode's second effect run (same component, same ref) must not call again.
  const called = useRef(false);

  useEffect(() => {
    if (called.current) return;
    called.current = true;
    mutate(token);
  }, [mutate, token]);

  async function goToDashboard() {
    if (!signedIn) {
      void navigate(paths.dashboard.getHref());
      return;
    }
    setLeaving(true);
    let complete = false;
    try {
      complete = (await fetchProfileForDecision(queryClient)).profileCompleted;
    } catch {
      // SPEC §2's rule for `/`: a profile call that fails leads to /profile-setup.
    }
    void navigate(complete ? paths.dashboard.getHref() : paths.profileSetup.getHref());
  }

  return (
    <Stack>
      {isSuccess ? <Alert variant="success">{data.alreadyVerified ? LINK_ALREADY_VERIFIED : LINK_VERIFIED}</Alert> : null}
      {isError ? <Alert variant="error">{LINK_FAILED}</Alert> : null}
      {!isSuccess && !isError ? <Spinner label="Verifying your email" /> : null}
      <Button size="lg" fullWidth loading={leaving} onClick={() => void goToDashboard()}>
        Go to Dashboard
      </Button>
    </Stack>
  );
}
