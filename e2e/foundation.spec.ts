import { expect, test } from '@playwright/test';
import { openWithPreview } from './helpers.ts';

test.describe('preview gate', () => {
  test('without preview access every URL shows the coming-soon page', async ({ page }) => {
    for (const path of ['/', '/login', '/dashboard', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Salone Pay is coming soon' })).toBeVisible();
      await expect(page.getByText('Fast, secure checkout for businesses across Sierra Leone.')).toBeVisible();
      await expect(page.getByRole('status', { name: 'Getting ready' })).toBeVisible();
      await expect(page.getByText(`© ${new Date().getFullYear()} Salone Pay. All rights reserved.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exit Preview' })).toHaveCount(0);
    }
  });

  test('a wrong secret keeps the gate closed and leaves no parameter behind', async ({ page }) => {
    await page.goto('/?preview-access=guess');
    await expect(page.getByRole('heading', { name: 'Salone Pay is coming soon' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('preview access opens the app, survives reloads, and Exit Preview resets it', async ({ page }) => {
    await openWithPreview(page, '/health-check?tab=1');
    await expect(page.getByRole('heading', { name: 'Health Check' })).toBeVisible();
    // The secret is removed from the address, other parameters stay.
    expect(new URL(page.url()).search).toBe('?tab=1');
    expect(await page.evaluate(() => localStorage.getItem('preview_access'))).toBe('1');

    await page.goto('/some/deep/link');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

    await page.getByRole('button', { name: 'Exit Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Salone Pay is coming soon' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preview_access'))).toBeNull();
  });
});

test('the 404 page has SPEC texts, both buttons work, and names the support address', async ({ page }) => {
  await openWithPreview(page, '/health-check');
  await expect(page.getByRole('heading', { name: 'Health Check' })).toBeVisible();
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, the page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@salonepay.sl' })).toHaveAttribute('href', 'mailto:support@salonepay.sl');

  await page.getByRole('button', { name: 'Go Back', exact: true }).click();
  await expect(page).toHaveURL(/\/health-check$/);

  await page.goto('/definitely/not/here');
  await page.getByRole('button', { name: 'Go Back Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the health page shows live values from the server and the raw response', async ({ page, request }) => {
  await openWithPreview(page, '/health-check');
  await expect(page.getByTestId('health-status')).toHaveText('ok');
  const live = (await (await request.get('/api/v1/health')).json()) as { data: { version: string; message: string } };
  await expect(page.getByTestId('health-version')).toHaveText(live.data.version);
  await expect(page.getByTestId('health-message')).toHaveText(live.data.message);
  await expect(page.getByTestId('health-uptime')).toHaveText(/\d+s$/);
  await expect(page.getByTestId('health-raw')).toContainText('"status": "ok"');
  await expect(page.getByTestId('health-raw')).toContainText(`"version": "${live.data.version}"`);
});

test('the health page says so when the backend cannot be reached', async ({ page }) => {
  await openWithPreview(page, '/');
  // The network drops: the request never reaches the server (no stand-in answer is faked).
  await page.route('**/api/v1/health', (route) => route.abort('internetdisconnected'));
  await page.goto('/health-check');
  await expect(page.getByRole('alert')).toContainText('Error fetching health status', { timeout: 15_000 });
  // In people's words: the browser's own "Failed to fetch" never reaches the screen.
  await expect(page.getByRole('alert')).toContainText('This needs a connection. Check that you are online, then try again.');
  await expect(page.getByRole('alert')).not.toContainText('Failed to fetch');
});
