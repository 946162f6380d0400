import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { maskEmail } from '../../../../domain/email.ts';
import { formatPhone } from '../../../../domain/phone.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { Card } from '../../../components/ui/layout/Layout.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfileForDecision } from '../../profile/api/get-profile.ts';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;
`;

const Details = styled(Card).attrs({ as: 'dl' })`
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

export interface WelcomeSummaryProps {
  /** A confirmation to show on arrival (e.g. after the email was verified). */
  notice?: string;
}

/**
 * Signed-in /: loads the profile first; an incomplete profile, or a failed load, goes to
 * /profile-setup (SPEC §2).
 */
export function WelcomeSummary({ notice }: WelcomeSummaryProps) {
  const navigate = useNavigate();
  // SPEC §2: / first loads the profile; the redirect waits for this visit's own answer online
  // (get-profile.ts: the rule for decisions).
  const profile = useProfileForDecision();
  if (profile.deciding) {
    return (
      <Centered>
        <Spinner size="lg" label="Loading your profile" />
      </Centered>
    );
  }
  if (profile.isError || !profile.data?.profileCompleted) {
    return <Navigate to={paths.profileSetup.getHref()} replace />;
  }
  const { fullName, phone, email, emailVerified, city, district } = profile.data;
  return (
    <Stack aria-labelledby="welcome-title">
      <Title id="welcome-title">Welcome, {fullName}</Title>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      <Details>
        <dt>Phone</dt>
        <dd>{formatPhone(phone)}</dd>
        <dt>Location</dt>
        <dd>
          {city}, {district}
        </dd>
        <dt>Email</dt>
        <dd>{email ? `${maskEmail(email)} ${emailVerified ? '(verified)' : '(not verified)'}` : 'Not added'}</dd>
      </Details>
      {!email ? <ActionLink to={paths.addEmail.getHref()}>Add an email address</ActionLink> : null}
      {email && !emailVerified ? <ActionLink to={paths.verifyEmail.getHref()}>Verify your email</ActionLink> : null}
      <Button size="lg" fullWidth onClick={() => void navigate(paths.dashboard.getHref())}>
        Go to Dashboard
      </Button>
    </Stack>
  );
}
