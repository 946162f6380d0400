import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PAGE_TITLES, type PageTitle } from '../src/config/page-titles.ts';
import { paths } from '../src/config/paths.ts';
import { openWithPreview } from './helpers.ts';
import { demoMerchantToken } from './session.ts';

/**
 * Every route of the page table (src/config/page-titles.ts) as an address to open, with the page
 * (signed in as the demo merchant, or a signed-out guest) that should open it. Shared by the
 * layout walk (shell.spec.ts) and the accessibility walk (a11y-routes.spec.ts).
 */

/** Pages a signed-out visitor sees as themselves (signed in, they would send to the dashboard). */
const SIGNED_OUT = new Set<string>([paths.home.path, paths.login.path, paths.verifyOtp.path, paths.verifyEmailToken.path, paths.healthCheck.path, paths.devComponents.path]);

export interface RouteVisit {
  entry: PageTitle;
  url: string;
  page: Page;
}

export async function routeVisits(browser: Browser, page: Page, request: APIRequestContext, viewport: { width: number; height: number }): Promise<{ visits: RouteVisit[]; close(): Promise<void> }> {
  const token = await demoMerchantToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const transactions = (await (await request.get('/api/v1/transactions?limit=1', { headers: auth })).json()) as { data: { items: { id: string }[] } };
  const accounts = (await (await request.get('/api/v1/accounts', { headers: auth })).json()) as { data: { id: string }[] };
  const transaction = transactions.data.items[0]?.id ?? 'none';
  const account = accounts.data[0]?.id ?? 'none';

  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((authToken) => {
    localStorage.setItem('preview_access', '1');
    localStorage.setItem('auth_token', authToken);
  }, token);
  // A context of its own (axe needs one that it did not share): the signed-out visitor.
  const guestContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const guest = await guestContext.newPage();
  await openWithPreview(guest, '/login');
  // The app stores the preview flag once it has read the address; a visit that starts sooner
  // would meet the coming-soon gate (seen once in CI as a /login with no title).
  await guest.waitForFunction(() => localStorage.getItem('preview_access') === '1');

  // Public pages have their own walk (axe, 360 px, offline) in the public pages' spec.
  const visits = PAGE_TITLES.filter((entry) => !entry.publicPage).map((entry) => ({
    entry,
    page: SIGNED_OUT.has(entry.path) ? guest : page,
    url: entry.path
      .replace(':id', entry.path.startsWith('/transactions') ? transaction : account)
      .replace(':merchantId', 'freetown-fresh-market')
      .replace(':transactionId', transaction)
      .replace(':token', 'A'.repeat(43)),
  }));
  return { visits, close: () => guestContext.close() };
}
