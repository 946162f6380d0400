import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberMay, type MemberRole } from '../../../domain/members.ts';
import { BUSINESS_KEY } from '../../lib/business.ts';
import { isTestMode, setTestMode } from '../../lib/test-mode.ts';
import { setOutboxUser } from '../../lib/outbox/index.ts';
import { renderRoutes, stubApi } from '../../test/render-routes.tsx';
import { BusinessToolsRoute } from './business-tools.tsx';
import { TransactionDetailRoute } from './transaction-detail.tsx';

/** Issue 35: Business Tools and a payment's page show each role only the controls it may use. */

const BUSINESS = '11111111-1111-4111-8111-111111111111';
const USER = '33333333-3333-4333-8333-333333333333';

function stubFor(role: MemberRole, extra: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem(BUSINESS_KEY, BUSINESS);
  return stubApi({
    'GET /businesses': { body: { data: { items: [{ merchantId: BUSINESS, businessName: 'Kamara Stores', role, own: false }] } } },
    'GET /merchant-profile': { body: { data: { businessName: 'Kamara Stores', category: 'retail', logoUrl: null, feeBearer: 'merchant' } } },
    'GET /payment-links': { body: { data: { items: [] } } },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  setOutboxUser(null);
});

describe('Business Tools per role', () => {
  it.each(['owner', 'admin', 'developer', 'seller', 'viewer'] as const)('%s', async (role) => {
    setOutboxUser(USER);
    const calls = stubFor(role);
    renderRoutes([{ path: '/', element: <BusinessToolsRoute /> }]);
    expect(await screen.findByRole('heading', { name: 'Your QR code' })).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.path === '/businesses')).toBe(true));
    // The role is known once the switcher's list came: the controls follow it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New link' }) !== null).toBe(memberMay(role, 'links.write')));
    expect(screen.queryByRole('heading', { name: 'Record a cash sale' }) !== null).toBe(memberMay(role, 'cash.write'));
    expect(screen.queryByRole('heading', { name: 'API keys' }) !== null).toBe(memberMay(role, 'keys'));
    expect(calls.some((call) => call.path.startsWith('/api-keys'))).toBe(memberMay(role, 'keys'));
  });
});

describe('payment links per role', () => {
  const link = (description: string, member: string | null) => ({
    id: description === 'Palm oil' ? '55555555-5555-4555-8555-555555555555' : '66666666-6666-4666-8666-666666666666',
    url: `http://localhost/pay/${BUSINESS}?link=x`,
    merchantId: BUSINESS,
    amount: 5_000,
    currency: 'SLE',
    description,
    reusable: true,
    expiresAt: null,
    status: 'active',
    createdAt: '2026-11-22T11:30:00Z',
    paymentsCount: 0,
    takings: 0,
    livemode: false,
    member,
  });

  it.each(['owner', 'admin', 'developer', 'seller', 'viewer'] as const)('%s: an empty list asks to create a link only of a role that may', async (role) => {
    setOutboxUser(USER);
    stubFor(role, { 'GET /payment-links?limit=50': { body: { data: { items: [], nextCursor: null } } } });
    renderRoutes([{ path: '/', element: <BusinessToolsRoute /> }]);
    expect(await screen.findByText('No payment links yet')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New link' }) !== null).toBe(memberMay(role, 'links.write')));
    expect(screen.queryByText(/Create a link/) !== null).toBe(memberMay(role, 'links.write'));
    expect(screen.queryByText('Links made for this business will show here.') !== null).toBe(!memberMay(role, 'links.write'));
  });

  it('a link made by a member says who made it; one made by the founder says nobody', async () => {
    setOutboxUser(USER);
    stubFor('owner', { 'GET /payment-links?limit=50': { body: { data: { items: [link('Palm oil', 'Aminata Conteh'), link('Groundnuts', null)], nextCursor: null } } } });
    renderRoutes([{ path: '/', element: <BusinessToolsRoute /> }]);
    const palm = await screen.findByRole('listitem', { name: 'Payment link: Palm oil' });
    expect(palm).toHaveTextContent('Made by Aminata Conteh');
    const groundnuts = screen.getByRole('listitem', { name: 'Payment link: Groundnuts' });
    expect(groundnuts).not.toHaveTextContent('Made by');
  });
});

describe('the Test mode switch per role', () => {
  afterEach(() => setTestMode(true));

  it.each(['owner', 'admin', 'developer', 'seller', 'viewer'] as const)('%s', async (role) => {
    setOutboxUser(USER);
    const calls = stubFor(role, {
      'GET /live-mode': { body: { data: { available: false, reason: 'merchant_not_activated', message: 'Activate your account first.' } } },
      'GET /activation': { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
    });
    renderRoutes([{ path: '/', element: <BusinessToolsRoute /> }]);
    expect(await screen.findByRole('heading', { name: 'Your QR code' })).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.path === '/businesses')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Test mode' }) !== null).toBe(memberMay(role, 'mode.switch')));
    if (!memberMay(role, 'mode.switch')) {
      // Instead: the business's mode, said in words (not live yet: tests).
      expect(await screen.findByTestId('business-mode-note')).toHaveTextContent('Test mode: the business does not take live payments yet');
    }
  });

  it('a seller’s phone left in live mode follows the business back to test (the server decides the mode)', async () => {
    setOutboxUser(USER);
    setTestMode(false);
    stubFor('seller', { 'GET /live-mode': { body: { data: { available: false, reason: 'merchant_not_activated', message: 'Activate your account first.' } } } });
    renderRoutes([{ path: '/', element: <BusinessToolsRoute /> }]);
    await waitFor(() => expect(isTestMode()).toBe(true));
  });
});

describe('the refund panel on a payment', () => {
  const TX = '44444444-4444-4444-8444-444444444444';
  const transaction = {
    id: TX,
    type: 'received',
    amount: 100_000,
    currency: 'SLE',
    status: 'completed',
    merchant: null,
    recipient: 'Musa Bangura',
    paymentMethod: 'orange_money',
    provider: 'Orange Money',
    timestamp: '2026-11-22T11:30:00Z',
    description: 'Rice',
    transactionId: 'TXN444444444444',
    reference: 'SPREF4',
  };
  it.each(['owner', 'admin', 'developer', 'viewer'] as const)('%s', async (role) => {
    stubFor(role, { [`GET /transactions/${TX}`]: { body: { data: transaction } }, [`GET /payments/${TX}/refunds`]: { body: { data: [] } } });
    renderRoutes([{ path: '/t/:id', element: <TransactionDetailRoute /> }], { initialEntry: `/t/${TX}` });
    // A picked business's page waits for the role (/businesses) before it asks for the payment.
    await screen.findAllByText('Rice', {}, { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /refund/i }) !== null).toBe(memberMay(role, 'refunds')));
  });
});
