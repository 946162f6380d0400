import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../../components/ui/logo/Logo.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { paths } from '../../../config/paths.ts';
import { HEADER_LINKS } from '../landing-links.ts';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Nav = styled.nav`
  order: 3;
  width: 100%;
  ${({ theme }) => theme.media.tabletUp} { order: 0; width: auto; }
`;

const NavLinkItem = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover { color: ${({ theme }) => theme.colors.primaryStrong}; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.primaryStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onPrimary : theme.colors.primaryStrong)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

/** The signed-out header (SPEC §2): product links, Sign in and Register. */
export function PublicHeader() {
  return (
    <Bar>
      <Link to={paths.home.getHref()} aria-label="Salone Pay home">
        <Logo size={32} />
      </Link>
      <Nav aria-label="Main">
        <PlainList $row $gap={4} $wrapGap={0}>
          {HEADER_LINKS.map((link) => (
            <li key={link.href}>
              <NavLinkItem to={link.href}>{link.label}</NavLinkItem>
            </li>
          ))}
        </PlainList>
      </Nav>
      <Actions>
        <ActionLink to={paths.login.getHref()}>Sign in</ActionLink>
        <ActionLink to={paths.register.getHref()} $primary>
          Register
        </ActionLink>
      </Actions>
    </Bar>
  );
}
