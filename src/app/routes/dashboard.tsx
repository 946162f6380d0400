import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../components/ui/spinner/Spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/onboarding/api/get-profile.ts';
import { SignOutButton } from '../layouts/sign-out-button.tsx';

const Main = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space[5]}; }
  li { min-height: ${({ theme }) => theme.touchTarget}; display: list-item; line-height: ${({ theme }) => theme.touchTarget}; }
`;

/**
 * Placeholder /dashboard so the sign-in and email flows have a destination; the dashboard issue
 * replaces it with the full screen (SPEC §2).
 */
export function DashboardRoute() {
  const profile = useProfile();
  if (profile.isPending) return <Spinner label="Loading your dashboard" />;
  const data = profile.data;
  return (
    <Main>
      <h1>Welcome{data?.fullName ? `, ${data.fullName}` : ''}</h1>
      <section aria-labelledby="getting-started">
        <h2 id="getting-started">Getting Started</h2>
        <ul>
          <li>
            {data?.profileCompleted ? 'Profile complete' : <Link to={paths.profileSetup.getHref()}>Complete your profile</Link>}
          </li>
          <li>
            {!data?.email ? (
              <Link to={paths.addEmail.getHref()}>Add an email address</Link>
            ) : data.emailVerified ? (
              'Email verified'
            ) : (
              <Link to={paths.verifyEmail.getHref()}>Verify your email</Link>
            )}
          </li>
        </ul>
      </section>
      <SignOutButton />
    </Main>
  );
}

export default DashboardRoute;
