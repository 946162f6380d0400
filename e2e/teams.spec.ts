import { expect } from '@playwright/test';
import { test } from './helpers.ts';
import { shot } from './money-helpers.ts';
import { apiSignIn, bearer, devMessages, newMerchant, newPhone, openSignedIn } from './session.ts';
import { goOffline, goOnline, waitForServiceWorker } from './offline-helpers.ts';
import { settledLanding } from './routes.ts';

/**
 * Issue 35 at 360 px against the real server, two phones: the owner invites a seller on
 * /members; the seller (another browser) accepts on /invites, sees the business in the shell's
 * switcher and records a cash sale; the owner sees the seller's name on it; the seller queues a
 * cash sale offline, the owner removes the seller, and when the seller's phone comes back the
 * queued sale is refused with a sentence and never recorded, and the seller's next request is 403.
 */
interface Entry {
  id: string;
  description: string;
  member?: string | null;
}

test.describe('teams', () => {
  test('owner invites, seller accepts on a second phone and sells, owner removes the seller', async ({ browser, request }, testInfo) => {
    test.setTimeout(240_000);
    const owner = await newMerchant(request, 'Kamara Stall');
    const sellerPhone = newPhone();
    const viewport = { width: 360, height: 740 };

    // The owner's phone: invite the seller.
    const ownerContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const ownerPage = await ownerContext.newPage();
    await openSignedIn(ownerPage, owner.token, '/members');
    await expect(ownerPage.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await ownerPage.getByLabel('Phone number').fill(`${sellerPhone.slice(0, 2)} ${sellerPhone.slice(2, 5)} ${sellerPhone.slice(5)}`);
    await ownerPage.getByLabel('Role', { exact: true }).selectOption('seller');
    await ownerPage.getByRole('button', { name: 'Send invite' }).click();
    await expect(ownerPage.getByText(`Invite sent to +232${sellerPhone}. It is valid for 7 days.`)).toBeVisible();
    await shot(ownerPage, testInfo, 'members-360', true);
    // The invited phone got an SMS.
    await expect.poll(async () => (await devMessages(request, `+232${sellerPhone}`)).some((message) => message.body.includes('Kamara Stall invites you'))).toBe(true);

    // The seller's phone: sign in with their own number, accept.
    const sellerToken = await apiSignIn(request, sellerPhone);
    expect(
      (await request.put('/api/v1/auth/profile', { headers: bearer(sellerToken), data: { fullName: 'Isatu Bangura', streetAddress: '9 Kissy Road', city: 'Freetown', district: 'Western Area' } })).ok(),
    ).toBe(true);
    const sellerContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const sellerPage = await sellerContext.newPage();
    await openSignedIn(sellerPage, sellerToken, '/invites');
    await expect(sellerPage.getByText('Kamara Stall', { exact: true })).toBeVisible();
    await shot(sellerPage, testInfo, 'invites-360', true);
    await sellerPage.getByRole('button', { name: 'Join Kamara Stall' }).click();
    await expect(sellerPage).toHaveURL(/\/dashboard$/);

    // Sell: the counter page, with the business shown in the switcher.
    await sellerPage.goto('/business-tools');
    await expect(sellerPage.getByTestId('business-switcher')).toHaveValue(owner.id);
    await expect(sellerPage.getByRole('img', { name: 'QR code to pay Kamara Stall' })).toBeVisible();
    // The QR pays the business, not the seller; the seller sees no API keys, webhooks or reports.
    await expect(sellerPage.getByText(owner.id)).toBeVisible();
    await expect(sellerPage.getByRole('heading', { name: 'API keys' })).toHaveCount(0);
    await expect(sellerPage.getByRole('heading', { name: 'Webhooks' })).toHaveCount(0);
    await expect(sellerPage.getByRole('heading', { name: 'Reports' })).toHaveCount(0);
    const cash = sellerPage.getByRole('form', { name: 'Record a cash sale' });
    await cash.getByLabel('Cash received (Le)').fill('2,500');
    await cash.getByLabel('What was sold').fill('Three loaves of bread');
    await cash.getByRole('button', { name: 'Record cash sale' }).click();
    const activity = async () => ((await (await request.get('/api/v1/transactions', { headers: owner.auth })).json()) as { data: { items: Entry[] } }).data.items;
    await expect.poll(async () => (await activity()).find((entry) => entry.description === 'Three loaves of bread')?.member).toBe('Isatu Bangura');
    await shot(sellerPage, testInfo, 'seller-business-tools-360', true);

    // The seller's screens at 360 px show only what a seller may: no balance, payout, refund,
    // export or API key control anywhere; the dashboard shows their own sales today instead.
    await sellerPage.goto('/dashboard');
    await settledLanding(sellerPage, '/dashboard');
    const mySales = sellerPage.locator('#my-sales');
    await expect(mySales.getByRole('heading', { name: 'My sales today' })).toBeVisible();
    await expect(mySales.getByText('Three loaves of bread')).toBeVisible();
    await expect(mySales.getByTestId('my-sales-totals')).toContainText('Le 2,500');
    await expect(sellerPage.getByTestId('balance-card')).toHaveCount(0);
    await expect(sellerPage.getByRole('heading', { name: 'Recent activity' })).toHaveCount(0);
    await expect(sellerPage.getByRole('heading', { name: 'Linked accounts' })).toHaveCount(0);
    await expect(sellerPage.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Add Wallet' })).toHaveCount(0);
    await shot(sellerPage, testInfo, 'seller-dashboard-360');
    await sellerPage.getByRole('button', { name: 'Open menu' }).click();
    const nav = sellerPage.locator('#app-sidebar nav');
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Pay', 'Activity', 'Business Tools']);
    await expect(sellerPage.locator('#app-sidebar')).toContainText('Seller');
    await shot(sellerPage, testInfo, 'seller-nav-360');
    await nav.getByRole('link', { name: 'Activity' }).click();
    await settledLanding(sellerPage, '/activity');
    await expect(sellerPage.locator('#my-sales').getByText('Three loaves of bread')).toBeVisible();
    await expect(sellerPage.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expect(sellerPage.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
    await sellerPage.goto('/wallet');
    await settledLanding(sellerPage, '/wallet');
    await expect(sellerPage.getByText('Only the business’s owner and admins see its balance and pay out.')).toBeVisible();
    await expect(sellerPage.getByRole('button', { name: 'Pay out' })).toHaveCount(0);
    // A payment's page opened by its address: an in-app page that says so, with a way back, never the server's 403 sentence.
    const saleId = (await activity()).find((entry) => entry.description === 'Three loaves of bread')?.id ?? '';
    await sellerPage.goto(`/transactions/${saleId}`);
    await settledLanding(sellerPage, `/transactions/${saleId}`);
    await expect(sellerPage.getByRole('heading', { name: 'You cannot see this payment', level: 1 })).toBeVisible();
    await expect(sellerPage.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    await expect(sellerPage.getByText(/Ask the business's owner/)).toHaveCount(0);
    await shot(sellerPage, testInfo, 'seller-payment-by-address-360');
    await sellerPage.goto('/activation');
    await settledLanding(sellerPage, '/activation');
    await expect(sellerPage.getByText('Only the business’s owner and admins activate it.')).toBeVisible();
    await sellerPage.goto('/settings');
    await settledLanding(sellerPage, '/settings');
    await expect(sellerPage.getByRole('heading', { name: 'Payment alerts' })).toHaveCount(0);
    await expect(sellerPage.getByRole('link', { name: 'Members' })).toHaveCount(0);
    await sellerPage.goto('/business-tools');
    await expect(sellerPage.getByRole('img', { name: 'QR code to pay Kamara Stall' })).toBeVisible();
    await expect(sellerPage.getByRole('heading', { name: 'API keys' })).toHaveCount(0);

    // Offline, the seller records another sale: queued on the phone.
    await waitForServiceWorker(sellerPage);
    await goOffline(sellerContext);
    await cash.getByLabel('Cash received (Le)').fill('4,000');
    await cash.getByLabel('What was sold').fill('Queued palm oil');
    await cash.getByRole('button', { name: 'Record cash sale' }).click();
    await expect(sellerPage.getByRole('list', { name: 'Cash sales waiting to sync' }).getByText('Le 4,000 · Queued palm oil')).toBeVisible();

    // Meanwhile the owner removes the seller.
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: 'Remove Isatu Bangura' }).click();
    await expect(ownerPage.getByRole('button', { name: 'Remove Isatu Bangura' })).toBeHidden();
    // The business's security log names the invite, the acceptance and the removal.
    const log = ownerPage.getByRole('list', { name: 'Security log' });
    await expect(log.getByText(/removed \+232/)).toBeVisible();
    await expect(log.getByText(/accepted the invite as Seller/)).toBeVisible();
    await expect(log.getByText(/invited \+232 .* as Seller/)).toBeVisible();
    await shot(ownerPage, testInfo, 'members-log-360', true);

    // The seller's phone comes back: the queued sale is refused with a sentence, never recorded.
    await goOnline(sellerContext);
    await expect(sellerPage.getByText('You are no longer a member of this business, so this was not done.').first()).toBeVisible({ timeout: 30_000 });
    await shot(sellerPage, testInfo, 'seller-removed-360', true);
    expect((await activity()).map((entry) => entry.description)).not.toContain('Queued palm oil');
    // The seller's next request to the business is 403.
    const next = await request.get('/api/v1/payment-links', { headers: { ...bearer(sellerToken), 'salone-business': owner.id } });
    expect(next.status()).toBe(403);
    await ownerContext.close();
    await sellerContext.close();
  });
});
