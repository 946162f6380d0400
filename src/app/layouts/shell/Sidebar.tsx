import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Avatar } from '../../../components/ui/avatar/Avatar.tsx';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { IconButton } from '../../../components/ui/icon-button/IconButton.tsx';
import { Logo } from '../../../components/ui/logo/Logo.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import type { MemberPermission } from '../../../../domain/members.ts';
import { navItemShown, SHELL_NAV_ITEMS } from './nav-items.ts';

/** SPEC §2: 16 vs 64 units (4 px each) wide. */
export const SIDEBAR_WIDTH = { collapsed: 64, expanded: 256 } as const;

const Aside = styled.aside<{ $collapsed: boolean; $mobileOpen: boolean }>`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded)}px;
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width ${({ theme }) => theme.durations.normal}ms ease;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  overflow: hidden;

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    width: min(${SIDEBAR_WIDTH.expanded}px, 85vw);
    transform: translateX(${({ $mobileOpen }) => ($mobileOpen ? '0' : '-100%')});
    transition: transform ${({ theme }) => theme.durations.normal}ms ease;
    z-index: ${({ theme }) => theme.zIndices.modal};
    box-shadow: ${({ $mobileOpen, theme }) => ($mobileOpen ? theme.shadows.raised : 'none')};
    visibility: ${({ $mobileOpen }) => ($mobileOpen ? 'visible' : 'hidden')};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space[3]};
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
`;

const NavList = styled(PlainList).attrs({ $gap: 1 })`
  padding: ${({ theme }) => theme.space[2]};
`;

const Item = styled(Link)<{ $active: boolean; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  ${({ $collapsed }) => $collapsed && css`justify-content: center; padding: 0;`}
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryStrong};
      font-weight: ${theme.fontWeights.bold};
    `}
  &:hover { background: ${({ theme }) => theme.colors.background}; }
`;

const User = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $collapsed }) => $collapsed && css`justify-content: center;`}
`;

const UserText = styled.div`
  display: grid;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Copyright = styled.p`
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Flip = styled.span<{ $flipped: boolean }>`
  display: inline-flex;
  transform: rotate(${({ $flipped }) => ($flipped ? 180 : 0)}deg);
`;

export interface SidebarProps {
  activeId: string | undefined;
  collapsed: boolean;
  mobileOpen: boolean;
  isMobile: boolean;
  userName: string;
  role: string;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
  /** Issue 34: merchants see "Compliance"; its `!` badge stays until their activation is approved. */
  compliance?: { shown: boolean; needsAttention: boolean };
  /** Issue 35: what the member's role may; an item the role cannot use is not shown. All by default. */
  may?: (permission: MemberPermission) => boolean;
}

const mayAll = () => true;

export function Sidebar({ activeId, collapsed, mobileOpen, isMobile, userName, role, onToggleCollapsed, onCloseMobile, compliance, may = mayAll }: SidebarProps) {
  // On a phone the overlay always shows labels; collapsing is a desktop affordance.
  const narrow = collapsed && !isMobile;
  return (
    <Aside
      id="app-sidebar"
      $collapsed={narrow}
      $mobileOpen={mobileOpen}
      aria-label="Main navigation"
      data-collapsed={narrow}
      {...(isMobile ? { role: 'dialog', 'aria-modal': mobileOpen, 'aria-hidden': !mobileOpen } : {})}
    >
      <Brand>
        {narrow ? null : <Logo size={32} />}
        {isMobile ? (
          <IconButton onClick={onCloseMobile} aria-label="Close menu">
            <Icon name="close" />
          </IconButton>
        ) : (
          <IconButton onClick={onToggleCollapsed} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed} aria-controls="app-sidebar">
            <Flip $flipped={collapsed}>
              <Icon name="chevron-left" />
            </Flip>
          </IconButton>
        )}
      </Brand>
      <Nav>
        <NavList>
          {SHELL_NAV_ITEMS.filter((item) => (item.id !== 'compliance' || compliance?.shown === true) && navItemShown(item.id, may)).map((item) => (
            <li key={item.id}>
              <Item
                to={item.href}
                $active={item.id === activeId}
                $collapsed={narrow}
                aria-current={item.id === activeId ? 'page' : undefined}
                aria-label={narrow ? item.label : undefined}
                title={narrow ? item.label : undefined}
                onClick={isMobile ? onCloseMobile : undefined}
              >
                <Icon name={item.icon} />
                {narrow ? null : <span>{item.label}</span>}
                {item.id === 'compliance' && compliance?.needsAttention ? (
                  <Badge tone="warning">
                    <span aria-hidden="true">!</span>
                    <span className="visually-hidden">(activation needed)</span>
                  </Badge>
                ) : null}
              </Item>
            </li>
          ))}
        </NavList>
      </Nav>
      <User $collapsed={narrow}>
        <Avatar name={userName} size="sm" />
        {narrow ? null : (
          <UserText>
            <span data-testid="sidebar-user-name">{userName}</span>
            <Muted>{role}</Muted>
          </UserText>
        )}
      </User>
      {narrow ? null : <Copyright>© {new Date().getFullYear()} Salone Pay</Copyright>}
    </Aside>
  );
}
