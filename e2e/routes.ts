import { test as base, devices, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { documentTitleFor, PAGE_TITLES, type PageTitle } from '../src/config/page-titles.ts';
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

/**
 * The path a visit settles on. A page's loading screen has the page's h1 too (issue 37), and a page
 * may send the visitor on once its code runs (/verify-otp without a number goes to /login, after
 * the address's title was shown), so: no loading screen, and the address with its own title in
 * two reads 250 ms apart.
 */
export async function settledLanding(page: Page, url: string): Promise<string> {
  await expect(page.locator('[data-page-loading]'), `${url}: still loading`).toHaveCount(0);
  let previous = '';
  await expect
    .poll(
      async () => {
        const path = new URL(page.url()).pathname;
        const seen = (await page.title()) === documentTitleFor(path) ? path : '';
        const settled = seen !== '' && seen === previous;
        previous = seen;
        return settled;
      },
      { intervals: [250], message: `${url}: the page it lands on, with its title` },
    )
    .toBe(true);
  return new URL(page.url()).pathname;
}

export interface RouteVisit {
  entry: PageTitle;
  url: string;
  page: Page;
}

type Viewport = { width: number; height: number };

/** This worker's walking pages: one for the demo merchant, one for a signed-out visitor, kept across tests. */
interface WalkPages {
  pageFor(signedOut: boolean, viewport: Viewport, token: string): Promise<Page>;
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
 * `test` for the route walks: `visitRoute(entry, viewport)` gives the page to open `entry` in (at
 * that viewport) and its address. The pages live as long as the worker (one for the demo
 * merchant, one for a signed-out visitor), so a worker's walk tests share a warm HTTP cache and
 * one service worker install, as one long walk did, while each route and width is a test of its own.
 */
export const walkTest = base.extend<{ visitRoute: (entry: PageTitle, viewport: Viewport) => Promise<RouteVisit> }, { walkPages: WalkPages }>({
  walkPages: [
    async ({ browser }, use, workerInfo) => {
      const { defaultBrowserType: _browserType, ...device } = devices['Desktop Chrome'];
      const contexts: BrowserContext[] = [];
      const pages = new Map<string, Promise<Page>>();
      const tokens = new WeakMap<Page, string>();
      await use({
        async pageFor(signedOut, viewport, token) {
          const key = signedOut ? 'guest' : 'merchant';
          const existing = pages.get(key);
          let page = existing ? await existing : undefined;
          if (!page || page.isClosed()) {
            const made = (async () => {
              const context = await browser.newContext({ ...device, baseURL: workerInfo.project.use.baseURL, viewport, reducedMotion: 'reduce' });
              contexts.push(context);
              // The preview flag before the app's first script, as a returning preview visitor has
              // it (without it a visit meets the coming-soon gate); the session for signed-in pages.
              await context.addInitScript((authToken) => {
                localStorage.setItem('preview_access', '1');
                if (authToken) localStorage.setItem('auth_token', authToken);
              }, signedOut ? '' : token);
              return context.newPage();
            })();
            pages.set(key, made);
            page = await made;
            tokens.set(page, token);
          }
          // A session signed in again since (another worker found the shared one expired): this one next.
          if (!signedOut && tokens.get(page) !== token) {
            await page.context().addInitScript((authToken) => localStorage.setItem('auth_token', authToken), token);
            tokens.set(page, token);
          }
          // The test opens its address next, so the page is laid out at this width from the start.
          await page.setViewportSize(viewport);
          return page;
        },
      });
      for (const context of contexts) await context.close();
    },
    { scope: 'worker' },
  ],
  visitRoute: async ({ walkPages, request }, use) => {
    const used = new Set<Page>();
    await use(async (entry, viewport) => {
      const token = await demoMerchantToken(request);
      const { transaction, account } = await demoSampleIds(request, token);
      const page = await walkPages.pageFor(SIGNED_OUT.has(entry.path), viewport, token);
      used.add(page);
      const url = entry.path
        .replace(':id', entry.path.startsWith('/transactions') ? transaction : account)
        .replace(':merchantId', 'freetown-fresh-market')
        .replace(':transactionId', transaction)
        .replace(':token', 'A'.repeat(43));
      return { entry, url, page };
    });
    // Between tests the kept pages show nothing, so no app keeps running (its live stream, timers)
    // beside the worker's other tests; their context keeps the cache and the service worker.
    for (const page of used) if (!page.isClosed()) await page.goto('about:blank').catch(() => undefined);
  },
});
