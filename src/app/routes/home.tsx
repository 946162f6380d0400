import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { LandingPage } from '../../features/landing/components/LandingPage.tsx';
import { WelcomeSummary } from '../../features/onboarding/components/WelcomeSummary.tsx';
import { readEmailVerifiedState } from '../../features/onboarding/email-code-state.ts';
import { SignOutButton } from '../layouts/sign-out-button.tsx';

const Main = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** `/`: the landing page when signed out; signed in, a welcome summary built on the profile. */
export function HomeRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { claims } = useAppConfig();
  const notice = readEmailVerifiedState(useLocation().state);
  if (!isAuthenticated) return <LandingPage claims={claims} />;
  return (
    <Main>
      <Logo size={36} />
      <WelcomeSummary notice={notice} />
      <SignOutButton />
    </Main>
  );
}

export default HomeRoute;
