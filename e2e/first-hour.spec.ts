import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, bearer, demoMerchantToken, newPhone, openSignedIn } from './session.ts';
import { goOffline, goOnline, waitForOutboxEmpty, waitForServiceWorker } from './offline-helpers.ts';

/**
 * Issue 23's flows, as a new user meets them on a 360 px phone, in real Chromium against the real
 * server: email links and the profile guard, Edit profile with Cancel, an offline first profile
 * setup that survives reconnecting, a detail page never opened before seen offline, and a queued
 * write the server refuses for good.
 */
const SCREENSHOTS = path.join(import.meta.dirname, '.artifacts', 'screenshots');

interface ServerProfile {
  id: string;
  fullName: string | null;
  city: string | null;
  profileCompleted: boolean;
}

async function serverProfile(request: APIRequestContext, token: string): Promise<ServerProfile> {
  const response = await request.get('/api/v1/auth/profile', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ServerProfile }).data;
}

async function completeProfile(request: APIRequestContext, token: string, fullName: string): Promise<void> {
  const response = await request.put('/api/v1/profile', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { fullName, streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sends an email code (and link) to `email` and returns the link's token and the code. */
async function emailLink(request: APIRequestContext, token: string, email: string): Promise<{ linkToken: string; code: string }> {
  const send = await request.post('/api/v1/auth/email/send-otp', { headers: bearer(token), data: { email } });
  expect(send.ok(), await send.text()).toBe(true);
  const messages = (await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(email)}`)).json()) as { data: { code?: string; link?: string }[] };
  const [message] = messages.data;
  if (!message?.link || !message.code) throw new Error(`no email for ${email}`);
  return { linkToken: message.link.split('/').pop() ?? '', code: message.code };
}

function newEmail(): string {
  return `first-hour-${randomUUID().slice(0, 8)}@example.com`;
}

test('an email link cannot skip /profile-setup, and a link whose code was used says the email is verified', async ({ page, request }) => {
  const token = await apiSignIn(request, newPhone());
  const first = await emailLink(request, token, newEmail());
  await openSignedIn(page, token, `/verify-email/${first.linkToken}`);
  await expect(page.getByText('Email verified successfully! You can now access business features.')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'email-link-verified-360.png') });
  // No profile yet: the only button leads to the profile form, not into the dashboard.
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByLabel('Full name')).toBeVisible();
  // /verify-email (the dashboard's link) is guarded the same way.
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/profile-setup$/);

  // A second address, verified with the code from the email; then its link is opened too.
  await completeProfile(request, token, 'Hawa Link');
  const email = newEmail();
  const second = await emailLink(request, token, email);
  const verify = await request.post('/api/v1/auth/email/verify-otp', { headers: bearer(token), data: { email, code: second.code } });
  expect(verify.ok()).toBe(true);
  await page.goto(`/verify-email/${second.linkToken}`);
  await expect(page.getByText('Your email is already verified. You can now access business features.')).toBeVisible();
  await expect(page.getByText(/invalid or expired/)).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'email-link-already-verified-360.png') });
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Edit profile is an editing screen: Cancel leaves without saving, Save changes saves and returns', async ({ page, request }) => {
  const token = await apiSignIn(request, newPhone());
  await completeProfile(request, token, 'Mariama Before');
  await openSignedIn(page, token, '/profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your details' })).toBeVisible();
  await expect(page.getByText(/before you can take payments/)).toHaveCount(0);
  await expect(page).toHaveTitle('Edit profile · Salone Pay');
  await expect(page.getByLabel('Full name')).toHaveValue('Mariama Before');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'profile-edit-360.png'), fullPage: true });

  await page.getByLabel('Full name').fill('Somebody Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('#main-content').getByText('Mariama Before')).toBeVisible();
  expect((await serverProfile(request, token)).fullName).toBe('Mariama Before');

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel('City/Town').fill('Makeni');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('#main-content').getByText('Makeni')).toBeVisible();
  // The screen shows the saved copy as soon as the write is queued; the server has it a moment later.
  await expect.poll(() => serverProfile(request, token)).toMatchObject({ fullName: 'Mariama Before', city: 'Makeni' });
});

test('a first profile set up offline survives reconnecting: sent once, and no way back to an empty form', async ({ page, context, request }) => {
  const token = await apiSignIn(request, newPhone());
  await openSignedIn(page, token, '/profile-setup');
  await expect(page.getByLabel('Full name')).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.getByLabel('Full name').fill('Fatmata Reconnect');
  await page.getByLabel('Street address').fill('12 Siaka Stevens Street');
  await page.getByLabel('City/Town').fill('Freetown');
  await page.getByLabel('District').selectOption('Bo');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Profile saved on this phone')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Fatmata Reconnect' })).toBeVisible();

  // Reconnect on a slow uplink: the queued save takes 3 s to go out, so the profile read that
  // runs on reconnect reaches the server first and finds the profile still empty there.
  const puts: { replayed: boolean }[] = [];
  context.on('response', (response) => {
    const sent = response.request();
    if (sent.method() === 'PUT' && sent.url().endsWith('/api/v1/profile')) puts.push({ replayed: response.headers()['idempotency-replayed'] === 'true' });
  });
  const profileReads: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'GET' && response.url().endsWith('/api/v1/auth/profile')) profileReads.push(Date.now());
  });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.route('**/api/v1/profile', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await context.setOffline(false);

  await expect.poll(() => profileReads.length).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await serverProfile(request, token)).fullName, { timeout: 15_000 }).toBe('Fatmata Reconnect');
  await expect(page).not.toHaveURL(/\/profile-setup/);
  await expect(page.getByRole('heading', { name: 'Welcome, Fatmata Reconnect' })).toBeVisible();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Fatmata Reconnect' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile-setup/);
  expect(puts.filter((put) => !put.replayed)).toHaveLength(1);
  expect((await serverProfile(request, token)).profileCompleted).toBe(true);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a transaction never opened before says offline that it needs a connection, then loads on reconnect', async ({ page, context, request }) => {
  const token = await demoMerchantToken(request);
  await openSignedIn(page, token, '/transactions');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toBeVisible();
  await waitForServiceWorker(page);

  await goOffline(context);
  await row.click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  const status = page.locator('#main-content').getByRole('status').filter({ hasText: 'You’re offline' });
  await expect(status).toContainText('This transaction is not saved on this phone yet, so it needs a connection. It will load by itself when you are back online.');
  await expect(page.getByRole('status', { name: 'Loading transaction' })).toHaveCount(0);
  await expect(page.getByText(/Failed to load|Failed to fetch|TypeError/)).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'detail-offline-360.png') });

  await goOnline(context);
  await expect(page.getByRole('region', { name: 'Transaction details' })).toBeVisible({ timeout: 15_000 });
  await expect(status).toHaveCount(0);
});

test('a queued cancel the server refuses for good leaves the queue at once, and the user is told once', async ({ page, context, request }) => {
  const merchant = await serverProfile(request, await demoMerchantToken(request));
  const phone = newPhone();
  const token = await apiSignIn(request, phone);
  await completeProfile(request, token, 'Osman Payer');
  const created = await request.post('/api/v1/payments', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { merchantId: merchant.id, amount: 4_500, method: 'orange_money', description: 'Two bags of rice' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const paymentId = ((await created.json()) as { data: { id: string } }).data.id;

  const cancels: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/payments/${paymentId}/cancel`)) cancels.push(sent.url());
  });
  await openSignedIn(page, token, '/pending-payments');
  const card = page.getByRole('article', { name: /^Pending payment to / });
  await expect(card).toHaveCount(1);
  await waitForServiceWorker(page);

  // Offline, the cancel is queued on the phone...
  await goOffline(context);
  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel this payment?' }).getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  // ...and the list shows it as a cancel waiting to sync, in place of the payment's card (issue 37).
  const queuedCancel = page.getByRole('article', { name: /^Cancelling payment to / });
  await expect(queuedCancel).toContainText('Waiting to sync');
  await expect(card).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'queued-cancel-360.png') });
  // ...while, on another device, the payer approves it with the code texted to them: the
  // payment goes on to the provider, and can no longer be cancelled.
  const texts = (await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(`+232${phone}`)}`)).json()) as { data: { code?: string }[] };
  const approved = await request.post(`/api/v1/payments/${paymentId}/code`, {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { code: texts.data[0]?.code },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await goOnline(context);
  const told = page.getByRole('region', { name: 'Notifications' }).getByText(/^Could not cancel the payment to /);
  await expect(told).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/^This payment (is already being processed and can no longer be cancelled|has already ended)\.$/)).toBeVisible();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'refused-cancel-360.png') });
  // Never sent again (nothing is left in the outbox to send), and nothing is left behind after a reload.
  await waitForOutboxEmpty(page);
  expect(cancels).toHaveLength(1);
  await page.reload();
  await expect(page.locator('#main-content').getByRole('heading', { level: 1, name: 'Pending payments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toHaveCount(0);
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await expect(page.getByText(/^Could not cancel/)).toHaveCount(0);
  expect(cancels).toHaveLength(1);
});

test('the offline strip sits under the shell header and never pushes its controls down', async ({ page, context, request }) => {
  const token = await demoMerchantToken(request);
  await openSignedIn(page, token, '/dashboard');
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const before = await header.boundingBox();
  await waitForServiceWorker(page);
  await goOffline(context);
  await expect(page.getByText('You’re offline — changes will be sent when you reconnect')).toBeVisible();
  const after = await header.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.y).toBe(0);
  const strip = await page.getByText('You’re offline — changes will be sent when you reconnect').boundingBox();
  expect(strip && after ? strip.y >= after.y + after.height - 1 : false).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-strip-under-header-360.png') });
  await goOnline(context);
});
