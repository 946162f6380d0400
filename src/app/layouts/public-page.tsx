import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { paths } from '../../config/paths.ts';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* A screen's full height is a whole printed page: with it, a receipt would spill onto a blank second one. */
  @media print { min-height: 0; }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The frame of the public pages a customer opens from a QR code or an SMS, with no account: the
 * checkout (/pay/{merchantId}) and the receipt (/receipts/{id}). A narrow column under the logo,
 * which links home, and an optional footer.
 */
export function PublicPage({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Page>
      <Main>
        <Link to={paths.home.getHref()} aria-label="Salone Pay home">
          <Logo size={32} />
        </Link>
        {children}
      </Main>
      {footer}
    </Page>
  );
}
