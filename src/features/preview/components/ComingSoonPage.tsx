import styled from 'styled-components';
import { Logo } from '../../../components/ui/logo/Logo.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';

const Screen = styled.main`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.surface} 60%);
  overflow: auto;
`;

const Headline = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  max-width: 20ch;
`;

const Tagline = styled.p`
  max-width: 34ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Copyright = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Full-screen page every URL shows without preview access (SPEC §1, §2). */
export function ComingSoonPage({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Screen>
      <Logo size={56} />
      <Headline>Salone Pay is coming soon</Headline>
      <Tagline>Fast, secure checkout for businesses across Sierra Leone.</Tagline>
      <Spinner size="lg" label="Getting ready" />
      <Copyright>© {year} Salone Pay. All rights reserved.</Copyright>
    </Screen>
  );
}
