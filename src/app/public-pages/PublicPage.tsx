import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { PlainList } from '../../components/ui/layout/Layout.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { MinimalFooter } from '../../features/landing/components/SiteFooter.tsx';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  nav a { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.touchTarget}; }
`;

export const Prose = styled.main`
  flex: 1;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-top: ${({ theme }) => theme.space[4]}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  ul { padding-left: ${({ theme }) => theme.space[5]}; }
  li + li { margin-top: ${({ theme }) => theme.space[1]}; }
  table { width: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.sm}; overflow-wrap: normal; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  .muted { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Public pages' own short navigation: the places a visitor looks for next. */
const TOP_LINKS = [
  { label: 'Pricing', href: paths.pricing.getHref() },
  { label: 'Help', href: paths.help.getHref() },
];
/** The last link: Sign in for a visitor, the dashboard for someone signed in (issue 37). */
const SIGN_IN_LINK = { label: 'Sign in', href: paths.login.getHref() };
const DASHBOARD_LINK = { label: 'Dashboard', href: paths.dashboard.getHref() };

/**
 * The frame of the public pages (issue 16): logo home, a few links, the content, the minimal
 * footer. No data is needed to render it, so a page reads offline once its chunk was fetched.
 */
export function PublicPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const links = [...TOP_LINKS, signedIn ? DASHBOARD_LINK : SIGN_IN_LINK];
  return (
    <Page>
      <Top>
        <Link to={paths.home.getHref()} aria-label="Salone Pay home">
          <Logo size={32} />
        </Link>
        <nav aria-label="Site">
          <PlainList $row $gap={4} $wrapGap={0}>
            {links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </PlainList>
        </nav>
      </Top>
      <Prose>
        <h1>{title}</h1>
        {intro ? <p className="muted">{intro}</p> : null}
        {children}
      </Prose>
      <MinimalFooter />
    </Page>
  );
}
