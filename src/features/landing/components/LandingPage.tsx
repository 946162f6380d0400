import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardSurface, PlainList } from '../../../components/ui/layout/Layout.tsx';
import type { PublicAppConfig } from '../../../../domain/api-contract.ts';
import { paths } from '../../../config/paths.ts';
import { PublicHeader } from './PublicHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  max-width: 960px;
  margin: 0 auto;
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; line-height: 1.15; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Cta = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Cards = styled(PlainList).attrs({ $gap: 4 })`
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  li {
    padding: ${({ theme }) => theme.space[4]};
    ${cardSurface}
  }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${({ theme }) => theme.space[1]}; }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Claims = styled(PlainList).attrs({ $row: true })`
  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface LandingPageProps {
  /** Compliance claims the deploying business has configured (DESIGN §5: off by default). */
  claims: PublicAppConfig['claims'];
}

/** Signed-out `/`: what Salone Pay does, fees, and a way to sign in. */
export function LandingPage({ claims }: LandingPageProps) {
  const claimLabels = [
    claims.centralBankLicence ? 'Licensed by the Bank of Sierra Leone' : undefined,
    claims.iso27001 ? 'ISO 27001 certified' : undefined,
    claims.pciDss ? 'PCI DSS compliant' : undefined,
  ].filter((label): label is string => label !== undefined);

  return (
    <>
      <PublicHeader />
      <Main>
        <Hero aria-labelledby="landing-title">
          <h1 id="landing-title">Secure payments for businesses in Sierra Leone</h1>
          <p>
            Accept Orange Money, Africell Money, bank transfers and bank cards by QR code, payment link or API, and
            get paid out to your bank or mobile money account.
          </p>
          <Cta to={paths.login.getHref()}>Get started</Cta>
          {claimLabels.length > 0 ? (
            <Claims aria-label="Compliance">
              {claimLabels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </Claims>
          ) : null}
        </Hero>
        <section aria-labelledby="landing-how">
          <SectionTitle id="landing-how">Ways to get paid</SectionTitle>
          <Cards>
            <li>
              <h3>QR code</h3>
              <p>Customers scan and pay at your counter.</p>
            </li>
            <li>
              <h3>Payment link</h3>
              <p>Send a link by SMS or WhatsApp and get paid anywhere.</p>
            </li>
            <li>
              <h3>API</h3>
              <p>Take payments in your own app or website.</p>
            </li>
          </Cards>
        </section>
        <section aria-labelledby="landing-pricing">
          <SectionTitle id="landing-pricing">Simple pricing</SectionTitle>
          <Cards>
            <li>
              <h3>Mobile money</h3>
              <p>1.5% per payment. Payouts in 2-4 hours.</p>
            </li>
            <li>
              <h3>Cards</h3>
              <p>2.5% plus Le 500 per payment. Payouts to your bank in 1-2 business days.</p>
            </li>
            <li>
              <h3>Support</h3>
              <p>Mon-Fri 8AM-6PM GMT.</p>
            </li>
          </Cards>
        </section>
      </Main>
      <SiteFooter />
    </>
  );
}
