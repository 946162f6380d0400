import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe.ts';
import { demoMerchantToken, openSignedIn } from './session.ts';

/**
 * A page whose code does not download (a 2G connection dropping mid-file, a service worker cut
 * off mid-answer) used to leave a white screen: the app reloads once by itself, and if the code
 * still does not come, says so with a button to try again (src/lib/code-recovery.ts).
 *
 * The service worker is blocked here so the page's own requests reach the network, where the
 * test cuts them; the precached case fails the same way inside the browser.
 */
test.use({ serviceWorkers: 'block' });

const PAGE_CODE = /\/assets\/profile-edit-[\w-]+\.js$/;

/** Counts the loads of the document at `path`: the first visit, then each reload. */
function documentLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

test('a page whose code is cut off on the first load reloads once by itself and opens', async ({ page, request }) => {
  const token = await demoMerchantToken(request);
  const loads = documentLoads(page, '/profile/edit');
  let cut = 0;
  // Every download of the page's code during the first load fails; after the reload it arrives.
  await page.route(PAGE_CODE, async (route) => {
    if (loads() <= 1) {
      cut += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await openSignedIn(page, token, '/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your details' })).toBeVisible({ timeout: 30_000 });
  expect(cut).toBeGreaterThan(0);
  expect(loads()).toBe(2);
  await expect(page.getByText('This page could not load')).toHaveCount(0);
});

test('code that still does not come after the reload: the page says so, with no reload loop, and Try again opens it', async ({ page, request }) => {
  const token = await demoMerchantToken(request);
  const loads = documentLoads(page, '/profile/edit');
  await page.route(PAGE_CODE, (route) => route.abort('connectionreset'));
  await openSignedIn(page, token, '/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText('Part of the app did not download, perhaps because the connection dropped. Check your connection, then try again.');
  expect((await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze()).violations).toEqual([]);
  // One automatic reload, then it stays put.
  await page.waitForTimeout(1500);
  expect(loads()).toBe(2);

  // The connection is back: Try again reloads, and the page opens.
  await page.unroute(PAGE_CODE);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your details' })).toBeVisible({ timeout: 30_000 });
  expect(loads()).toBe(3);
});
