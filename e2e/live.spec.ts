/**
 * Issue 17 at 360 px against the real server: the merchant's dashboard is open in one browser
 * context while a payer pays through the API from another client. The payment appears on the
 * merchant's screen within about a second of settling, the bell's count rises and the list shows
 * it; a declined payment is never shown as received. (Guest checkout is another branch's; the
 * guest's receipt SMS is proven at the server, server/modules/live/notifications-sms.test.ts.)
 */
import { axeBuilder } from './axe.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, bearer, newMerchant, newPhone, openSignedIn } from './session.ts';

test.use({ viewport: { width: 360, height: 740 } });


async function waitForStatus(request: APIRequestContext, token: string, id: string, status: string): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/payments/${id}`, { headers: bearer(token) })).json()) as { data: { status: string } }).data.status, {
      timeout: 30_000,
      intervals: [200],
    })
    .toBe(status);
}

test('a payment settles and the merchant sees it at once; the bell counts it; a declined one is never shown as received', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const merchant = await newMerchant(request, 'Kargbo Provisions');
  const payerToken = await apiSignIn(request, newPhone());

  // The merchant's phone: its own browser context, signed in (bearer in storage, the session cookie for the stream).
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const baseURL = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: 'sp_session', value: merchant.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await openSignedIn(page, merchant.token, '/dashboard');
  const arrivals = page.locator('#payment-arrivals');
  // The first paint of the dashboard can take a while on a busy machine; the stream is then live.
  await expect(arrivals.getByTestId('live-status')).toHaveText('Live: payments appear here the moment they arrive.', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  // Declined: Orange Money from the sandbox's declining number (its code comes from the dev outbox).
  const declined = await request.post('/api/v1/payments', {
    headers: bearer(payerToken),
    data: { merchantId: merchant.id, amount: 700_000, method: 'orange_money', walletNumber: '76000001', description: 'Sugar' },
  });
  expect(declined.ok()).toBe(true);
  const declinedId = ((await declined.json()) as { data: { id: string } }).data.id;
  const codes = (await (await request.get('/api/v1/dev/messages?to=%2B23276000001')).json()) as { data: { code?: string }[] };
  const code = codes.data[0]?.code ?? '';
  expect((await request.post(`/api/v1/payments/${declinedId}/code`, { headers: bearer(payerToken), data: { code } })).ok()).toBe(true);
  await waitForStatus(request, payerToken, declinedId, 'failed');

  // Paid: a bank transfer the sandbox approves after SPEC's 5 s.
  const paid = await request.post('/api/v1/payments', {
    headers: bearer(payerToken),
    data: { merchantId: merchant.id, amount: 2_500_000, method: 'bank_transfer', bankCode: 'SBL', description: 'Rice, 2 bags' },
  });
  const paidId = ((await paid.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`/api/v1/payments/${paidId}/confirm`, { headers: bearer(payerToken) })).ok()).toBe(true);
  await waitForStatus(request, payerToken, paidId, 'completed');
  // Settled: the merchant's screen shows it within about a second (the status poll above adds up to 0.2 s).
  await expect(arrivals.getByTestId('payment-arrival')).toHaveCount(1, { timeout: 1500 });
  const arrival = arrivals.getByTestId('payment-arrival');
  await expect(arrival).toContainText('Le 25,000 received');
  await expect(arrival).toContainText('Bank Transfer');
  await expect(arrival).toContainText('****');
  // The declined Le 7,000 never appears as money received.
  await expect(arrivals).not.toContainText('Le 7,000');

  // The bell: one payment received and one failed payment, both unread.
  await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  expect((await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('live-dashboard-360.png'), fullPage: true });

  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Payment received');
  await expect(items.first()).toContainText('Le 25,000 received');
  await expect(items.nth(1)).toContainText('Payment failed');
  await expect(items.nth(1)).toContainText('No money was received.');
  expect((await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('live-notifications-360.png'), fullPage: true });

  await items.first().getByRole('button', { name: /^Mark as read/ }).click();
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  await context.close();
});

test('the merchant switches on sound and SMS alerts on /settings, and they stay on', async ({ page, request }) => {
  const merchant = await newMerchant(request, 'Kargbo Provisions');
  await openSignedIn(page, merchant.token, '/settings');
  const sound = page.getByRole('checkbox', { name: /Sound for payments received/ });
  const sms = page.getByRole('checkbox', { name: /SMS for each payment received/ });
  await expect(sound).not.toBeChecked();
  await sound.check();
  await expect(sound).toBeChecked();
  await sms.check();
  await expect(sms).toBeChecked();
  await expect
    .poll(async () => ((await (await request.get('/api/v1/merchant-preferences', { headers: bearer(merchant.token) })).json()) as { data: unknown }).data)
    .toEqual({ soundOn: true, smsOnPayment: true });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Sound for payments received/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /SMS for each payment received/ })).toBeChecked();
  expect((await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('live-settings-360.png'), fullPage: true });
});
