import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_TITLES, type PageTitle } from '../src/config/page-titles.ts';
import { paths } from '../src/config/paths.ts';
import { demoMerchantToken } from './session.ts';

/**
 * Every route of the page table (src/config/page-titles.ts) as an address to open, with the page
 * (signed in as the demo merchant, or a signed-out guest) that should open it. Shared by the
 * layout walk (shell.spec.ts) and the accessibility walk (a11y-routes.spec.ts), which make one
 * test per route and width from WALKED_ROUTES, so workers share them and a failure names its page.
 */

/** Pages a signed-out visitor sees as themselves (signed in, they would send to the dashboard). */
const SIGNED_OUT = new Set<string>([paths.home.path, paths.login.path, paths.verifyOtp.path, paths.verifyEmailToken.path, paths.healthCheck.path, paths.devComponents.path]);

/**
 * The routes the walks visit, one test per route and width: every row of the page table but the
 * public pages (they have their own walk: axe, 360 px, offline, in the public pages' spec).
 */
export const WALKED_ROUTES: readonly PageTitle[] = PAGE_TITLES.filter((entry) => !entry.publicPage);

export interface RouteVisit {
  entry: PageTitle;
  url: string;
  page: Page;
}

/** A transaction and an account of the demo merchant, for the routes that name one (read once per worker). */
let sampleIds: Promise<{ transaction: string; account: string }> | undefined;

function demoSampleIds(request: APIRequestContext, token: string): Promise<{ transaction: string; account: string }> {
  sampleIds ??= (async () => {
    const auth = { authorization: `Bearer ${token}` };
    const transactions = (await (await request.get('/api/v1/transactions?limit=1', { headers: auth })).json()) as { data: { items: { id: string }[] } };
    const accounts = (await (await request.get('/api/v1/accounts', { headers: auth })).json()) as { data: { id: string }[] };
    return { transaction: transactions.data.items[0]?.id ?? 'none', account: accounts.data[0]?.id ?? 'none' };
  })().catch((error: unknown) => {
    sampleIds = undefined;
    throw error;
  });
  return sampleIds;
}

/**
 * Makes `page` (the test's own, in a context of its own) ready to visit `entry` at `viewport`:
 * signed in as the demo merchant, or a signed-out visitor for the pages they see as themselves,
 * past the preview gate either way, with reduced motion. Returns the address to open.
 */
export async function routeVisit(page: Page, request: APIRequestContext, entry: PageTitle, viewport: { width: number; height: number }): Promise<RouteVisit> {
  const token = await demoMerchantToken(request);
  const { transaction, account } = await demoSampleIds(request, token);
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The preview flag before the app's first script, as a returning preview visitor has it (a
  // visit that starts without it meets the coming-soon gate); the session for signed-in pages.
  await page.addInitScript((authToken) => {
    localStorage.setItem('preview_access', '1');
    if (authToken) localStorage.setItem('auth_token', authToken);
  }, SIGNED_OUT.has(entry.path) ? '' : token);
  const url = entry.path
    .replace(':id', entry.path.startsWith('/transactions') ? transaction : account)
    .replace(':merchantId', 'freetown-fresh-market')
    .replace(':transactionId', transaction)
    .replace(':token', 'A'.repeat(43));
  return { entry, url, page };
}
