import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatPhone } from '../../../../domain/phone.ts';
import { OfflineBar } from '../../../features/offline/components/OfflineBar.tsx';
import { useUnreadCount } from '../../../features/notifications/api/get-unread-count.ts';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { LoadingHeading } from '../loading-heading.tsx';
import { breakpoints } from '../../../theme/tokens.ts';
import { shellTitleFor } from '../../../config/shell-pages.ts';
import { activeNavId } from './nav-items.ts';
import { ShellFooter } from './ShellFooter.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useMediaQuery } from './use-media-query.ts';
import { useShellRole } from './use-shell-role.ts';
import { useActivation } from '../../../features/activation/api/activation.ts';
import { BusinessSwitcher } from '../../../features/members/components/BusinessSwitcher.tsx';
import { useCurrentRole } from '../../../features/members/current-role.ts';
import { useBusinessMode } from '../../use-business-mode.ts';
import { MEMBER_ROLE_LABELS } from '../../../../domain/members.ts';

const COLLAPSED_KEY = 'sidebar_collapsed';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.tabletUp} { padding: ${({ theme }) => theme.space[6]}; }
`;

// A page's first download: a screen tall, so the shell's footer stays below the fold until the
// page comes, instead of showing under the spinner and jumping down (layout shift, issue 15).
const PageLoading = styled.div`
  min-height: 100vh;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.overlay};
`;

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The authenticated shell (SPEC §2, layout variant A): sidebar (collapsible on larger screens, an
 * overlay on phones), header with notifications, settings and profile, and the shell footer.
 */
export function AppShell({ status }: { status?: ReactNode }) {
  const isMobile = useMediaQuery(`(max-width: ${breakpoints.mobileMax}px)`);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonReturn = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const title = shellTitleFor(location.pathname);

  const profile = useProfile();
  const unread = useUnreadCount();
  const role = useShellRole();
  // Issue 35: a member's sidebar shows their role in the business ("Seller"); an owner's, as before.
  const { may, role: memberRole } = useCurrentRole();
  // A seller's or viewer's phone works in the business's mode (they have no Test mode switch).
  useBusinessMode();
  // Issue 34: the Compliance item's `!` until the merchant's activation is approved.
  const activation = useActivation(role === 'Merchant');
  const compliance = { shown: role === 'Merchant', needsAttention: role === 'Merchant' && activation.data !== undefined && activation.data.status !== 'approved' };
  const userName = profile.data?.fullName ?? (profile.data ? formatPhone(profile.data.phone) : 'Your account');

  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    menuButtonReturn.current?.focus();
  }, []);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }, [collapsed]);

  // Navigating closes the overlay; so does Escape.
  useEffect(() => setMobileOpen(false), [location.pathname]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMobile();
    };
    document.addEventListener('keydown', onKey);
    document.querySelector<HTMLElement>('#app-sidebar a, #app-sidebar button')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, closeMobile]);

  return (
    <Frame>
      <Sidebar
        activeId={activeNavId(location.pathname)}
        collapsed={collapsed}
        mobileOpen={isMobile && mobileOpen}
        isMobile={isMobile}
        userName={userName}
        role={memberRole !== null && memberRole !== 'owner' ? MEMBER_ROLE_LABELS[memberRole] : role}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        onCloseMobile={closeMobile}
        compliance={compliance}
        may={may}
      />
      {isMobile && mobileOpen ? <Backdrop onClick={closeMobile} data-testid="sidebar-backdrop" /> : null}
      <Column>
        <ShellHeader
          title={title}
          userName={userName}
          unreadCount={unread.data}
          menuOpen={mobileOpen}
          status={
            <>
              <BusinessSwitcher />
              {status}
            </>
          }
          onOpenMenu={() => {
            menuButtonReturn.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setMobileOpen(true);
          }}
        />
        {/* Under the header: a strip never pushes the header's controls down (issue 23). */}
        <OfflineBar inShell />
        <Main id="main-content">
          {/* A page's first download shows inside the shell, which stays in place. */}
          <Suspense
            fallback={
              <PageLoading>
                <LoadingHeading />
                <Spinner label="Loading" />
              </PageLoading>
            }
          >
            <Outlet />
          </Suspense>
        </Main>
        <ShellFooter />
      </Column>
    </Frame>
  );
}

export default AppShell;
