import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useVerifyEmailLink } from '../api/verify-email-link.ts';

export const LINK_VERIFIED = 'Email verified successfully! You can now access business features.';
export const LINK_FAILED = 'Failed to verify email. The link may be invalid or expired.';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[5]};
`;

/** /verify-email/{token}: one call, then success or failure, and a way to the dashboard. */
export function VerifyEmailLinkResult({ token }: { token: string }) {
  const navigate = useNavigate();
  const { mutate, isSuccess, isError } = useVerifyEmailLink();
  // The link works once: StrictMode's second effect run (same component, same ref) must not call again.
  const called = useRef(false);

  useEffect(() => {
    if (called.current) return;
    called.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <Stack>
      {isSuccess ? <Alert variant="success">{LINK_VERIFIED}</Alert> : null}
      {isError ? <Alert variant="error">{LINK_FAILED}</Alert> : null}
      {!isSuccess && !isError ? <Spinner label="Verifying your email" /> : null}
      <Button size="lg" fullWidth onClick={() => void navigate(paths.dashboard.getHref())}>
        Go to Dashboard
      </Button>
    </Stack>
  );
}
