import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { paths } from '../../config/paths.ts';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

/** Signed-out landing page; the sign-in issue grows it into the full marketing page. */
export function LandingRoute() {
  return (
    <Page>
      <Logo size={56} />
      <h1>Secure payments for businesses in Sierra Leone</h1>
      <p>
        <Link to={paths.login.getHref()}>Sign in</Link>
      </p>
    </Page>
  );
}

export default LandingRoute;
