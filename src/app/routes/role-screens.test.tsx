import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_ROLES, type BusinessView, type MemberRole } from '../../../domain/members.ts';
import { BUSINESS_KEY } from '../../lib/business.ts';
import { newUserProfile } from '../../test/profiles.ts';
import { renderRoutes, stubApi, type RecordedCall } from '../../test/render-routes.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { Sidebar } from '../layouts/shell/Sidebar.tsx';
import { ActivityRoute } from './activity.tsx';
import { DashboardRoute } from './dashboard.tsx';
import { SettingsRoute } from './settings.tsx';
import { WalletRoute } from './wallet.tsx';
import { AccountDetailRoute } from './account-detail.tsx';
import { AddWalletRoute } from './add-wallet.tsx';
import { MembersRoute } from './members.tsx';
import { TransactionDetailRoute } from './transaction-detail.tsx';

/**
 * Issue 35: the screens mirror the role table (domain/members.ts): a control the member's role
 * cannot use is not shown, and nothing the role may not read is asked of the server. A person
 * without a team (every user before teams) sees what an owner sees.
 */

const BUSINESS = '11111111-1111-4111-8111-111111111111';

/** null: a person with no team (no business of anyone else's, /businesses answers []). */
type Who = MemberRole | null;
const EVERYONE: Who[] = [null, ...MEMBER_ROLES];

function businessesOf(who: Who): BusinessView[] {
  return who === null ? [] : [{ merchantId: BUSINESS, businessName: 'Kamara Stores', role: who, own: false }];
}

function stubFor(who: Who): RecordedCall[] {
  return stubApi({
    'GET /businesses': { body: { data: { items: businessesOf(who) } } },
    'GET /auth/profile': { body: { data: newUserProfile({ fullName: 'Fatmata Sesay', profileCompleted: true }) } },
    'GET /balance': { body: { data: [{ currency: 'SLE', available: 1_250_000, pending: 0 }] } },
    'GET /accounts': { body: { data: [] } },
    'GET /sales/mine': {
      body: { data: { items: [{ id: '22222222-2222-4222-8222-222222222222', amount: 50_000, currency: 'SLE', method: 'cash', status: 'completed', description: 'Rice', createdAt: new Date().toISOString() }], total: 50_000, count: 1 } },
    },
  });
}

function RoleSidebar() {
  const { may } = useCurrentRole();
  return (
    <Sidebar activeId="dashboard" collapsed={false} mobileOpen={false} isMobile={false} userName="Fatmata" role="Merchant" onToggleCollapsed={() => {}} onCloseMobile={() => {}} compliance={{ shown: true, needsAttention: false }} may={may} />
  );
}

const asked = (calls: RecordedCall[], prefix: string) => calls.some((call) => call.path === prefix || call.path.startsWith(`${prefix}?`) || call.path.startsWith(`${prefix}/`));

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function actAs(who: Who) {
  if (who !== null) localStorage.setItem(BUSINESS_KEY, BUSINESS);
}

describe('the sidebar shows each role only the items it can use', () => {
  const ALL = ['Dashboard', 'Pay', 'Wallet', 'Activity', 'Business Tools', 'Compliance'];
  const MEMBER = ['Dashboard', 'Pay', 'Activity', 'Business Tools'];
  const expected: Record<string, string[]> = { none: ALL, owner: ALL, admin: ALL, developer: MEMBER, seller: MEMBER, viewer: MEMBER };

  it.each(EVERYONE.map((who) => [who ?? 'none', who] as const))('%s', async (name, who) => {
    actAs(who);
    stubFor(who);
    renderRoutes([{ path: '/', element: <RoleSidebar /> }]);
    const nav = within(screen.getByRole('navigation'));
    // The role arrives with /businesses; until then the sidebar is the owner's.
    await waitFor(() => expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(expected[name]));
  });
});

describe('the dashboard shows each role only what it may see', () => {
  it.each(EVERYONE.map((who) => [who ?? 'none', who] as const))('%s', async (_name, who) => {
    actAs(who);
    const calls = stubFor(who);
    renderRoutes([{ path: '/', element: <DashboardRoute /> }]);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Fatmata' });
    await waitFor(() => expect(calls.some((call) => call.path === '/businesses')).toBe(true));
    const balance = who === null || who === 'owner' || who === 'admin';
    const seller = who === 'seller';
    const activity = who !== 'seller';
    const quick = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    if (balance) {
      expect(await screen.findByTestId('balance-card')).toBeVisible();
      expect(quick.getByRole('link', { name: 'Add Wallet' })).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Linked accounts' })).toBeVisible();
    } else {
      await waitFor(() => expect(screen.queryByTestId('balance-card')).toBeNull());
      expect(quick.queryByRole('link', { name: 'Add Wallet' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Linked accounts' })).toBeNull();
    }
    expect(quick.getByRole('link', { name: 'Activity' })).toBeVisible();
    if (seller) {
      // The seller's own sales today take the balance card's place.
      expect(await screen.findByRole('heading', { name: 'My sales today' })).toBeVisible();
      expect(within(await screen.findByTestId('my-sales-totals')).getByText('Le 500')).toBeVisible();
    } else {
      expect(screen.queryByRole('heading', { name: 'My sales today' })).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Recent activity' }) !== null).toBe(activity);
    // Nothing the role may not read is asked of the server, not even before the role is known.
    await waitFor(() => expect([asked(calls, '/balance'), asked(calls, '/accounts'), asked(calls, '/transactions')]).toEqual([balance, balance, activity]));
  });
});

describe('the wallet, activity and settings follow the role', () => {
  it('a seller sees no balance or pay out on /wallet, and nothing is asked', async () => {
    actAs('seller');
    const calls = stubFor('seller');
    renderRoutes([{ path: '/', element: <WalletRoute /> }]);
    expect(await screen.findByText('Only the business’s owner and admins see its balance and pay out.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay out' })).toBeNull();
    expect(asked(calls, '/wallet')).toBe(false);
  });

  it('an owner without a team sees Pay out and the payout accounts link on /wallet', async () => {
    stubFor(null);
    renderRoutes([{ path: '/', element: <WalletRoute /> }]);
    expect(await screen.findByRole('button', { name: 'Pay out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add or manage payout accounts' })).toBeVisible();
  });

  it('a seller’s activity is their own sales today, with no export', async () => {
    actAs('seller');
    stubFor('seller');
    renderRoutes([{ path: '/', element: <ActivityRoute /> }]);
    expect(await screen.findByRole('heading', { name: 'My sales today' })).toBeVisible();
    expect(await screen.findByText('Rice')).toBeVisible();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the full transaction list' })).toBeNull();
  });

  it.each([
    ['viewer', true],
    ['developer', true],
    ['owner', true],
  ] as const)('a %s sees the activity list and its export', async (who, exportShown) => {
    actAs(who);
    stubFor(who);
    renderRoutes([{ path: '/', element: <ActivityRoute /> }]);
    expect(await screen.findByRole('link', { name: 'Open the full transaction list' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /export/i }) !== null).toBe(exportShown);
  });

  it.each([
    [null, true, true],
    ['owner', true, true],
    ['admin', true, true],
    ['developer', false, false],
    ['seller', false, false],
    ['viewer', false, false],
  ] as const)('settings for %s: payment alerts %s, members link %s', async (who, alerts, members) => {
    actAs(who);
    stubFor(who);
    renderRoutes([{ path: '/', element: <SettingsRoute /> }]);
    await screen.findByRole('heading', { name: 'Team' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payment alerts' }) !== null).toBe(alerts));
    expect(screen.queryByRole('link', { name: 'Members' }) !== null).toBe(members);
    expect(screen.getByRole('link', { name: 'Invites to you' })).toBeVisible();
  });
});

describe('a screen opened by its address by a role that may not use it says so, with a way back (issue 35)', () => {
  const TX = '44444444-4444-4444-8444-444444444444';
  const DASHBOARD = { name: 'Back to the dashboard' };

  it('a seller opening a payment by its address: a page that says they cannot see it, nothing asked, ways back', async () => {
    actAs('seller');
    const calls = stubFor('seller');
    renderRoutes([{ path: '/t/:id', element: <TransactionDetailRoute /> }], { initialEntry: `/t/${TX}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'You cannot see this payment' })).toBeVisible();
    expect(screen.getByTestId('role-refusal')).toHaveTextContent('Your role (Seller) does not see the business’s payments, only the sales you took today.');
    expect(screen.getByRole('link', DASHBOARD)).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Your sales today' })).toHaveAttribute('href', '/activity');
    expect(asked(calls, `/transactions`)).toBe(false);
    // Never the server's sentence in an error box.
    expect(screen.queryByText(/Ask the business's owner/)).toBeNull();
  });

  it('when the server refuses a payment anyway (the role changed since), the same page, not the 403 sentence', async () => {
    actAs('viewer');
    stubApi({
      'GET /businesses': { body: { data: { items: businessesOf('viewer') } } },
      [`GET /transactions/${TX}`]: { status: 403, body: { error: { code: 'forbidden', message: "Your role (Seller) cannot do this. Ask the business's owner." } } },
    });
    renderRoutes([{ path: '/t/:id', element: <TransactionDetailRoute /> }], { initialEntry: `/t/${TX}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'You cannot see this payment' })).toBeVisible();
    expect(screen.getByTestId('role-refusal')).toHaveTextContent('Your role in this business does not see its payments.');
    expect(screen.getByRole('link', DASHBOARD)).toBeVisible();
    expect(screen.queryByText(/Ask the business's owner/)).toBeNull();
  });

  it.each([
    ['wallet', 'seller', () => <WalletRoute />, 'Wallet', 'Only the business’s owner and admins see its balance and pay out.', '/wallet'],
    ['add-wallet', 'developer', () => <AddWalletRoute />, 'Add Wallet', 'Only the business’s owner and admins manage its payout accounts.', '/accounts'],
    ['account detail', 'viewer', () => <AccountDetailRoute />, 'Payout account', 'Only the business’s owner and admins manage its payout accounts.', '/accounts'],
    ['members', 'seller', () => <MembersRoute />, 'Members', 'Only the business’s owner and admins see its members.', '/members'],
  ] as const)('%s as a %s', async (_screen, who, element, title, text, never) => {
    actAs(who);
    const calls = stubFor(who);
    renderRoutes([{ path: '/x/:id', element: element() }], { initialEntry: '/x/55555555-5555-4555-8555-555555555555' });
    expect(await screen.findByTestId('role-refusal')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('link', DASHBOARD)).toHaveAttribute('href', '/dashboard');
    expect(asked(calls, never)).toBe(false);
  });
});
