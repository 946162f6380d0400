import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { Card as PlainCard } from '../../components/ui/layout/Layout.tsx';
import { paths } from '../../config/paths.ts';
import { MinimalFooter } from '../../features/landing/components/SiteFooter.tsx';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

// Children in a column (flex, not Card's grid: a grid's auto column would widen to the form's inputs).
const Card = styled(PlainCard).attrs({ as: 'div', $gap: 5, $roomy: true })`
  display: flex;
  flex-direction: column;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FormPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and onboarding screens: logo, a card with the title, minimal footer. */
export function FormPage({ title, intro, children }: FormPageProps) {
  return (
    <Page>
      <Main>
        <Link to={paths.home.getHref()} aria-label="Salone Pay home">
          <Logo size={36} />
        </Link>
        <Card>
          <div>
            <Title>{title}</Title>
            {intro ? <Intro>{intro}</Intro> : null}
          </div>
          {children}
        </Card>
      </Main>
      <MinimalFooter />
    </Page>
  );
}
