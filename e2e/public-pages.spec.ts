import { expect, type Page } from '@playwright/test';
import { calculateFee } from '../domain/fees.ts';
import { formatMoney } from '../domain/money.ts';
import { PAYMENT_METHODS } from '../domain/statuses.ts';
import { openWithPreview, test } from './helpers.ts';
import { demoMerchantToken, openSignedIn } from './session.ts';
import { axeBuilder } from './axe.ts';

/**
 * Issue 16: every link goes somewhere. From each start page, follow every same-origin link to
 * depth 3 and fail on any page that shows 'Page Not Found' or a Coming Soon placeholder.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/.well-known/')) continue;
    paths.add(url.pathname);
  }
  return [...paths];
}

/** What one visit of a page found: whether it is dead, and the same-origin links on it. */
interface PageRead {
  dead?: string;
  links: string[];
}

/**
 * Breadth-first to depth 3; returns every page visited, failing on a dead one. `reads` holds what
 * each page showed when this test first opened it: a test's second crawl (from its second start
 * page) walks the same tree but does not load again a page the first crawl read (issue 39: the
 * signed-in crawl was the suite's slowest test, much of it loading the same pages twice).
 */
async function crawl(page: Page, start: string, origin: string, reads: Map<string, PageRead>): Promise<string[]> {
  const seen = new Set([start]);
  let frontier = [start];
  const dead: string[] = [];
  for (let depth = 0; depth <= 3 && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      let read = reads.get(path);
      if (!read) {
        await page.goto(path);
        // A loading screen has an h1 of its own (marked data-page-loading): read the page once it is there.
        await expect(page.locator('[data-page-loading]'), `${path}: still loading`).toHaveCount(0);
        await expect(page.locator('h1:not([data-page-loading])').first()).toBeVisible();
        const notFound = await page.getByRole('heading', { name: 'Page Not Found' }).count();
        const comingSoon = await page.getByText('Coming Soon', { exact: true }).count();
        read = { links: await linksOn(page, origin), ...(notFound + comingSoon > 0 ? { dead: `${path} (${notFound ? 'Page Not Found' : 'Coming Soon'})` } : {}) };
        reads.set(path, read);
      }
      if (read.dead) dead.push(read.dead);
      if (depth === 3) continue;
      for (const link of read.links) {
        if (seen.has(link)) continue;
        seen.add(link);
        next.push(link);
      }
    }
    frontier = next;
  }
  expect(dead, `dead pages reached from ${start}`).toEqual([]);
  return [...seen];
}

test('signed out, every link from / and /login leads to a real page', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await openWithPreview(page, '/');
  const origin = new URL(baseURL ?? '').origin;
  const reads = new Map<string, PageRead>();
  const visited = [...(await crawl(page, '/', origin, reads)), ...(await crawl(page, '/login', origin, reads))];
  console.log(`visited signed out: ${[...new Set(visited)].sort().join(' ')}`);
  for (const must of ['/fees', '/pricing', '/help', '/contact', '/security', '/privacy', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/register']) {
    expect(visited).toContain(must);
  }
});

test('signed in, every link from /dashboard and /business-tools leads to a real page', async ({ page, request, baseURL }) => {
  test.setTimeout(360_000);
  await openSignedIn(page, await demoMerchantToken(request), '/dashboard');
  const origin = new URL(baseURL ?? '').origin;
  const reads = new Map<string, PageRead>();
  const visited = [...(await crawl(page, '/dashboard', origin, reads)), ...(await crawl(page, '/business-tools', origin, reads))];
  console.log(`visited signed in: ${[...new Set(visited)].sort().join(' ')}`);
  for (const must of ['/fees', '/help', '/support', '/security', '/compliance', '/wallet', '/business-tools', '/developers']) expect(visited).toContain(must);
});

test('/fees shows what the fee rules charge on Le 50,000', async ({ page }) => {
  await openWithPreview(page, '/fees');
  for (const method of PAYMENT_METHODS) {
    const charged = calculateFee({ amount: 50_000_00, currency: 'SLE', method });
    const row = page.getByTestId(`fee-${method}`);
    await expect(row).toContainText(formatMoney(charged.fee, 'SLE'));
    await expect(row).toContainText(formatMoney(charged.net, 'SLE'));
  }
  await expect(page.getByTestId('fee-card')).toContainText('Le 1,750');
});

test('the contact form reaches the support address through the outbox; security.txt names it', async ({ page, request }) => {
  const support = ((await (await request.get('/api/v1/config')).json()) as { data: { supportEmail: string } }).data.supportEmail;
  const before = ((await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(support)}`)).json()) as { data: unknown[] }).data.length;
  await openWithPreview(page, '/contact');
  await expect(page.getByText(/Monday to Friday, 8AM-6PM GMT/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Your name').fill('Fatmata Sesay');
  await page.getByLabel('How can we help?').fill('My payment to Lumley Beach Café is still pending.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you. Your message has been sent to our support team.')).toBeVisible();
  await expect.poll(async () => ((await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(support)}`)).json()) as { data: unknown[] }).data.length).toBe(before + 1);
  const securityTxt = await request.get('/.well-known/security.txt');
  expect(await securityTxt.text()).toContain(`Contact: mailto:${support}`);
});

test('public pages are axe-clean at 360 px, and read offline once visited', async ({ page, context }) => {
  test.setTimeout(180_000);
  const pages = ['/fees', '/pricing', '/help', '/support', '/contact', '/security', '/compliance', '/privacy', '/terms', '/cookies', '/product', '/features', '/resources', '/register'];
  await openWithPreview(page, '/');
  for (const path of pages) {
    await page.goto(path);
    // The page itself, not the boot splash or a loading screen (each has an h1 marked data-page-loading).
    await expect(page.locator('[data-page-loading]'), `${path}: still loading`).toHaveCount(0);
    await expect(page.locator('h1:not([data-page-loading])').first()).toBeVisible();
    const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/public${path.replace(/\//g, '-')}.png`, fullPage: true });
  }
  // Offline: the service worker serves the app and the page's chunk it cached.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' && navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy notice' })).toBeVisible();
  await page.goto('/fees');
  await expect(page.getByTestId('fee-card')).toContainText('Le 1,750');
});
