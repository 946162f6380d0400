import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, apiSignIn, bearer, demoMerchantToken, newMerchant, newPhone, openSignedIn } from './session.ts';

interface PendingPayment {
  id: string;
  merchantName: string;
  status: string;
}

async function pendingOf(request: APIRequestContext, token: string): Promise<PendingPayment[]> {
  const response = await request.get('/api/v1/payments/pending', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: PendingPayment[] }).data;
}

test.describe('dashboard on real data', () => {
  test('the demo merchant sees every dashboard section with the seeded values', async ({ page, request }) => {
    const token = await demoMerchantToken(request);
    await openSignedIn(page, token, '/dashboard');

    await expect(page.getByRole('heading', { name: 'Welcome back, Aminata' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link')).toHaveText(['Pay', 'Scan & Pay', 'Add Wallet', 'Activity']);

    const accounts = page.locator('#linked-accounts');
    await expect(accounts.getByTestId('account-row')).toHaveCount(3);
    await expect(accounts.getByTestId('account-row').first()).toContainText('Orange Money');
    await expect(accounts.getByTestId('account-row').first()).toContainText('****3456');
    await expect(accounts.getByText('076123456')).toHaveCount(0);

    const activity = page.locator('#recent-activity');
    await expect(activity.getByTestId('transaction-row')).toHaveCount(5);
    await expect(activity.getByTestId('transaction-row').first()).toContainText('minutes ago');
    // A shop's history (issue 23): its latest sale, paid by a customer, is among the recent rows.
    await expect(activity.getByText('+Le 2,500')).toBeVisible();

    // The demo merchant is shared by every worker: count what the server holds now.
    const pendingNow = await pendingOf(request, token);
    const pending = page.locator('#pending-payments');
    await expect(pending.getByTestId('pending-payment')).toHaveCount(1);
    await expect(pending.getByRole('link', { name: `+${pendingNow.length - 1} more` })).toBeVisible();

    const frequent = page.locator('#frequent-payments');
    await expect(frequent.getByTestId('frequent-payment')).toHaveCount(4);
    await expect(frequent.getByTestId('frequent-payment').first()).toContainText('Freetown Fresh Market');

    // SPEC §9: notification count badge (the seed has three unread).
    await expect(page.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible();
    // The demo merchant has done every getting-started step but one: activation for live money
    // (issue 34), which the card leads to.
    const gettingStarted = page.locator('#getting-started');
    await expect(gettingStarted.getByRole('link', { name: /Activate your account for live payments/ })).toBeVisible();
    await expect(gettingStarted.getByRole('link')).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('dashboard-360.png'), fullPage: true });
  });

  test('pending payments offer Resume only where it can go on', async ({ page, request }) => {
    const token = await demoMerchantToken(request);
    await openSignedIn(page, token, '/pending-payments');
    const items = page.getByTestId('pending-payment');
    await expect(items).toHaveCount((await pendingOf(request, token)).length);
    // SPEC §4: processing payments offer no Resume; the expired one says Expired.
    await expect(items.filter({ hasText: 'Processing' }).getByRole('link', { name: 'Resume' })).toHaveCount(0);
    await expect(items.filter({ hasText: 'Expired' }).getByRole('link', { name: 'Resume' })).toHaveCount(0);
    await expect(items.filter({ hasText: 'Not Started' }).first().getByRole('link', { name: 'Resume' })).toBeVisible();
  });

  test('cancelling a pending payment really cancels it on the server', async ({ page, request }) => {
    // A payer and a merchant of this test's own, so a retry starts from the same state and no
    // other test's counts move.
    const merchant = await newMerchant(request, 'Lumley Beach Grill');
    const token = await apiSignIn(request, newPhone());
    const created = await request.post('/api/v1/payments', {
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      data: { merchantId: merchant.id, amount: 1_250_000, method: 'orange_money', description: 'Fish and chips' },
    });
    expect(created.status()).toBe(201);
    const target = ((await created.json()) as { data: { id: string } }).data;
    await openSignedIn(page, token, '/pending-payments');
    await expect(page.getByTestId('pending-payment')).toHaveCount(1);

    const card = page.getByRole('article', { name: 'Pending payment to Lumley Beach Grill' });
    await expect(card.getByText('OTP Required')).toBeVisible();
    await card.getByRole('button', { name: 'Cancel' }).click();
    // It cannot be undone, so it asks first, naming payee and amount.
    const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
    await expect(dialog).toContainText('Le 12,500');
    await expect(dialog).toContainText('to Lumley Beach Grill? This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByText('Payment to Lumley Beach Grill cancelled.')).toBeVisible();
    // The toast sits below the header: it covers none of the header's controls.
    const toastBox = await page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first().boundingBox();
    for (const control of await page.locator('header').getByRole('link').or(page.locator('header').getByRole('button')).all()) {
      const box = await control.boundingBox();
      if (!box || !toastBox) continue;
      const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
      expect(overlaps, await control.getAttribute('aria-label') ?? 'header control').toBe(false);
    }
    await expect(card).toHaveCount(0);

    await expect.poll(async () => (await pendingOf(request, token)).map((payment) => payment.id)).not.toContain(target.id);
    expect((await apiData<{ status: string }>(request, `/api/v1/payments/${target.id}`, token)).status).toBe('cancelled');
    await page.reload();
    await expect(page.getByText('No pending payments')).toBeVisible();
  });

  test('a transaction opens its detail page', async ({ page, request }) => {
    const token = await demoMerchantToken(request);
    await openSignedIn(page, token, '/transactions');
    const first = page.getByTestId('transaction-row').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: 'Transaction details' })).toBeVisible();
    await expect(page.getByText('Transaction ID')).toBeVisible();
    await expect(page.getByText('Reference')).toBeVisible();
  });

  test('a new user starts empty with helpful empty states and a getting-started card', async ({ page, request }) => {
    const token = await apiSignIn(request, newPhone());
    await openSignedIn(page, token, '/dashboard');
    await expect(page.getByText('No linked accounts yet')).toBeVisible();
    await expect(page.getByText('No activity yet')).toBeVisible();
    await expect(page.getByText('No pending payments')).toBeVisible();
    await expect(page.getByText('No frequent payments yet')).toBeVisible();
    await expect(page.locator('#getting-started').getByRole('link', { name: 'Complete your profile' })).toBeVisible();
  });
});

test.describe('authenticated shell', () => {
  test('on a desktop the sidebar collapses to icons and expands again', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = await demoMerchantToken(request);
    await openSignedIn(page, token, '/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link', { name: 'Business Tools' })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    await expect(sidebar.getByRole('link', { name: 'Business Tools' })).toBeVisible();
    await expect(sidebar.getByText('Business Tools')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await expect(sidebar.getByTestId('sidebar-user-name')).toHaveText('Aminata Kamara');
    // The demo user has a business profile: the shell calls them a Merchant (issue 23).
    await expect(sidebar.getByText('Merchant', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Customer', { exact: true })).toHaveCount(0);
  });

  test('at 360 px the menu opens as an overlay and closes', async ({ page, request }) => {
    const token = await demoMerchantToken(request);
    await openSignedIn(page, token, '/dashboard');
    const nav = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Wallet' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('menu-open-360.png') });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
