import styled from 'styled-components';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs/Breadcrumbs.tsx';
import { Logo } from '../../../components/ui/logo/Logo.tsx';
import { paths } from '../../../config/paths.ts';
import { AnimationSection } from './sections/AnimationSection.tsx';
import { BadgesSection } from './sections/BadgesSection.tsx';
import { ButtonsSection } from './sections/ButtonsSection.tsx';
import { ColorsSection } from './sections/ColorsSection.tsx';
import { FeedbackSection } from './sections/FeedbackSection.tsx';
import { FormsSection } from './sections/FormsSection.tsx';
import { LoadingSection, TransactionsSection } from './sections/LoadingSection.tsx';
import { PaymentDisplaysSection } from './sections/PaymentDisplaysSection.tsx';
import { PaymentFlowSection } from './sections/PaymentFlowSection.tsx';
import { ProgressSection } from './sections/ProgressSection.tsx';
import { TooltipsSection } from './sections/TooltipsSection.tsx';

/** Section anchors in page order; the contents list links to them. */
export const SHOWCASE_SECTIONS = [
  { id: 'buttons', label: 'Buttons' },
  { id: 'feedback', label: 'Alerts & toasts' },
  { id: 'badges', label: 'Badges & avatars' },
  { id: 'progress', label: 'Progress & navigation' },
  { id: 'forms', label: 'Form inputs' },
  { id: 'payment-displays', label: 'Payment displays' },
  { id: 'payment-flow', label: 'Payment flow & modal' },
  { id: 'loading', label: 'Spinners & skeletons' },
  { id: 'transactions', label: 'Transaction cards' },
  { id: 'tooltips', label: 'Tooltips' },
  { id: 'colors', label: 'Brand colours' },
  { id: 'animations', label: 'Animations' },
] as const;

const Page = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.tabletUp} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[16]};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 60ch;
`;

const Contents = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[6]};
  ol {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: ${({ theme }) => theme.space[1]} 2px;
    list-style: none;
    /* Phones: one swipeable row instead of six rows of links. */
    overflow-x: auto;
    ${({ theme }) => theme.media.tabletUp} {
      flex-wrap: wrap;
      overflow: visible;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;
  }
`;

const Sections = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** /dev/components: every design-system component with simulated data (demo only). */
export function ShowcasePage() {
  return (
    <Page>
      <Header>
        <Logo size={36} />
        <Breadcrumbs items={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Developers' }, { label: 'Components' }]} />
        <Title>Design system</Title>
        <Lead>The building blocks of Salone Pay. Demo only: everything here uses simulated data and sends nothing.</Lead>
      </Header>
      <Contents aria-label="Sections">
        <ol>
          {SHOWCASE_SECTIONS.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <Sections>
        <ButtonsSection />
        <FeedbackSection />
        <BadgesSection />
        <ProgressSection />
        <FormsSection />
        <PaymentDisplaysSection />
        <PaymentFlowSection />
        <LoadingSection />
        <TransactionsSection />
        <TooltipsSection />
        <ColorsSection />
        <AnimationSection />
      </Sections>
    </Page>
  );
}
