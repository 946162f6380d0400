/**
 * Issue 15: the gate and /login arrive as real HTML (domain/prerender-routes.ts), the inline
 * chooser picks the right screen before any app code runs, and React hydrates it: the same DOM
 * nodes, the same boxes, the class names the browser bundle makes, and no console error.
 */
import { expect, type Page } from '@playwright/test';
import { framesDrawn, openWithPreview, test } from './helpers.ts';
import { orangeWallet, paymentCode } from './money-helpers.ts';
import { devMessages, newMerchant, newPhone } from './session.ts';

const GATE_HEADLINE = 'Salone Pay is coming soon';

/** Grants preview access before any script of the page runs, like a returning preview visitor. */
async function grantPreview(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('preview_access', '1'));
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface Box {
  tag: string;
  className: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every element in #root with its box and class names, in document order. */
async function boxes(page: Page, scope = '#root'): Promise<Box[]> {
  return page.evaluate((selector) =>
    Array.from(document.querySelectorAll(`${selector} *`)).map((element) => {
      // Layout boxes (offset*), which a running animation's transform (the gate's spinner) leaves alone.
      const html = element instanceof HTMLElement ? element : null;
      const className = element.getAttribute('class') ?? '';
      return { tag: element.tagName, className, x: html?.offsetLeft ?? 0, y: html?.offsetTop ?? 0, width: html?.offsetWidth ?? 0, height: html?.offsetHeight ?? 0 };
    }),
  scope);
}

/** Whether React owns the first element `selector` matches (hydrated or rendered by the app). */
function reactOwns(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Opens `path` with the app's code held back, measures the prerendered screen, lets the code
 * run (after `firstTouch`, where the app waits for one: the checkout), waits until React owns the
 * same nodes, and returns the boxes before and after.
 */
async function hydrateAndMeasure(page: Page, path: string, landmark: string, firstTouch?: () => Promise<void>): Promise<{ before: Box[]; after: Box[] }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // 'commit': DOMContentLoaded waits for the module script, which is held back.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator(landmark).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-prerendered'))).not.toBeNull();
  await page.evaluate((selector) => {
    (window as unknown as { __prerendered: Element | null }).__prerendered = document.querySelector(selector);
    new PerformanceObserver((list) => {
      const w = window as unknown as { __shift: number };
      for (const entry of list.getEntries()) w.__shift = (w.__shift ?? 0) + (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, landmark);
  const before = await boxes(page);
  release();
  await firstTouch?.();
  // Hydrated: React has attached itself to the very node the HTML brought.
  await page.waitForFunction(() => {
    const node = (window as unknown as { __prerendered: Element | null }).__prerendered;
    return node !== null && node.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('load');
  const after = await boxes(page);
  expect(await page.evaluate(() => (window as unknown as { __shift?: number }).__shift ?? 0)).toBe(0);
  return { before, after };
}

test('the gate and /login come as HTML with their content and styles before any script runs', async ({ request }) => {
  const gate = await (await request.get('/')).text();
  expect(gate).toContain(GATE_HEADLINE);
  expect(gate).toContain('data-styled');

  const login = await (await request.get('/login')).text();
  expect(login).toContain(GATE_HEADLINE);
  expect(login).toMatch(/<template id="prerender-page"[^>]*>[\s\S]*<h1[^>]*>Sign in<\/h1>/);
  expect(login).toContain('Enter your phone number');

  // Every other address still gets the app's shell with the gate.
  const other = await (await request.get('/settings')).text();
  expect(other).toContain(GATE_HEADLINE);
  expect(other).not.toContain('<template id="prerender-page"');
});

test("the prerendered screen is painted before the app's code starts", async ({ page }) => {
  // When the entry's module script joins the page, against the first contentful paint.
  await page.addInitScript(() => {
    const w = window as unknown as { __entryAddedAt?: number };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLScriptElement && node.type === 'module' && w.__entryAddedAt === undefined) w.__entryAddedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await grantPreview(page);
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).toMatch(/<template id="prerender-modules">[^]*<link rel="modulepreload" crossorigin href="\/assets\/index-[^"]+\.js" data-entry>/);
  await page.goto('/login');
  // Hydrated (React owns the form; the app's code now starts after the paint), then it answers.
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
  const { paintedAt, entryAddedAt, firstScriptFetchAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entryAddedAt: (window as unknown as { __entryAddedAt?: number }).__entryAddedAt,
    firstScriptFetchAt: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
  }));
  expect(paintedAt).toBeDefined();
  expect(entryAddedAt).toBeDefined();
  expect(paintedAt ?? Infinity).toBeLessThanOrEqual(entryAddedAt ?? -1);
  // Not even downloaded before: on 2G the scripts would share the link with the page itself.
  expect(paintedAt ?? Infinity).toBeLessThanOrEqual(firstScriptFetchAt);
});

test("the app's global styles come with the HTML: the page is styled before any script runs", async ({ page }) => {
  // No script of the app ever runs here.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: GATE_HEADLINE })).toBeVisible();
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { margin: style.margin, background: style.backgroundColor, color: style.color, lineHeight: style.lineHeight, fontSize: style.fontSize };
  });
  // src/theme/global-style.ts: body without margin, the theme's background, text colour and size.
  expect(body).toEqual({ margin: '0px', background: 'rgb(245, 247, 250)', color: 'rgb(15, 23, 42)', lineHeight: '24px', fontSize: '16px' });
});

test('with JavaScript off, a visitor sees the coming-soon page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: GATE_HEADLINE })).toBeVisible();
  await context.close();
});

test('the gate hydrates with no layout shift and no console error', async ({ page }) => {
  const errors = collectErrors(page);
  const { before, after } = await hydrateAndMeasure(page, '/login', 'main');
  await expect(page.getByRole('heading', { name: GATE_HEADLINE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  expect(after).toEqual(before);
  expect(errors).toEqual([]);
});

test('with preview access, /login is prerendered and hydrates with no layout shift and no console error', async ({ page }) => {
  await grantPreview(page);
  const errors = collectErrors(page);
  const { before, after } = await hydrateAndMeasure(page, '/login', 'form');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: GATE_HEADLINE })).toHaveCount(0);
  expect(after).toEqual(before);
  expect(errors).toEqual([]);

  // The hydrated page works: the form checks the number.
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
});

test('a number typed and sent before the app has started is kept, and sent once it runs', async ({ page, request }) => {
  await grantPreview(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const field = page.getByLabel('Phone number');
  await expect(field).toBeVisible();
  // The page as it arrived, to tell a reload apart.
  await page.evaluate(() => ((window as unknown as { __arrived: boolean }).__arrived = true));
  const phone = newPhone();
  await field.fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The browser did not send the form itself: same page, the number still there.
  expect(await page.evaluate(() => (window as unknown as { __arrived?: boolean }).__arrived)).toBe(true);
  expect(page.url()).toMatch(/\/login$/);
  await expect(field).toHaveValue(phone);

  release();
  await expect(page).toHaveURL(/\/verify-otp$/);
  expect(await page.evaluate(() => (window as unknown as { __arrived?: boolean }).__arrived)).toBe(true);
  // Sent once, to the number typed.
  await expect.poll(async () => (await devMessages(request, `+232${phone}`)).length).toBe(1);
});

test('the prerendered /login has the class names the app itself renders', async ({ browser }) => {
  const prerendered = await browser.newPage();
  await grantPreview(prerendered);
  await prerendered.goto('/login');
  await expect(prerendered.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const fromHtml = (await boxes(prerendered, 'main')).map(({ tag, className }) => `${tag}.${className}`);

  // The address with ?preview-access= is decided by the app, which renders /login from scratch.
  const rendered = await browser.newPage();
  await openWithPreview(rendered, '/login');
  await expect(rendered.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await rendered.evaluate(() => document.documentElement.hasAttribute('data-prerendered'))).toBe(false);
  const fromApp = (await boxes(rendered, 'main')).map(({ tag, className }) => `${tag}.${className}`);
  expect(fromHtml).toEqual(fromApp);
});

test('a preview visitor at an address without a prerendered page never sees the gate', async ({ page }) => {
  await grantPreview(page);
  await page.goto('/fees');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-prerendered'))).toBeNull();
  // The app's own page (not the boot splash, whose h1 is marked data-page-loading), and no gate.
  await expect(page.locator('h1:not([data-page-loading])').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: GATE_HEADLINE })).toHaveCount(0);
});

test('the checkout /pay/{merchantId} arrives with the merchant and its form in the HTML (issue 42), and hydrates with no layout shift and no error', async ({ page, request }, testInfo) => {
  const merchantId = (await newMerchant(request, 'Lumley Beach Fish Market')).id;
  const html = await (await request.get(`/pay/${merchantId}`)).text();
  // Rendered per request by the server (server/plugins/checkout-page.ts): no shell template, the data inlined.
  expect(html).not.toContain('<template id="prerender-page"');
  expect(html).toContain('Lumley Beach Fish Market</h1>');
  expect(html).toContain('<script type="application/json" id="checkout-seed">');

  await grantPreview(page);
  const errors = collectErrors(page);
  // The checkout's app starts at the payer's first touch (src/checkout-main.tsx): a tap on its
  // heading, which changes nothing; again until the page's script that listens for it has run.
  const heading = page.getByRole('heading', { name: 'Pay Lumley Beach Fish Market' });
  const tapUntilStarted = () =>
    expect
      .poll(
        async () => {
          await heading.click();
          return reactOwns(page, 'main');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  const { before, after } = await hydrateAndMeasure(page, `/pay/${merchantId}`, 'main', tapUntilStarted);
  // The offline strip's empty container may mount once the page settles (zero height, nothing moves).
  const drawn = (list: Box[]) => list.filter((box) => box.height > 0);
  expect(drawn(after)).toEqual(drawn(before));
  await expect(page.getByRole('heading', { name: 'Pay Lumley Beach Fish Market' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Orange Money' })).toBeVisible();
  await framesDrawn(page);
  expect(await page.evaluate(() => (window as unknown as { __shift?: number }).__shift ?? 0)).toBe(0);
  const filledFile = testInfo.outputPath('pay-filled.png');
  await page.screenshot({ path: filledFile });
  await testInfo.attach('pay-filled', { path: filledFile, contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test("the checkout's app starts at the payer's first touch (issue 42); what was typed, chosen and sent before it ran is kept and sent once", async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const merchant = await newMerchant(request, 'Wilberforce Street Books');

  // Untouched, the page stays the server's form: the app's code arrives and the service worker
  // registers, but nothing takes the page over (Lighthouse's total blocking time on /pay).
  const quiet = await browser.newContext();
  const untouched = await quiet.newPage();
  await untouched.goto(`/pay/${merchant.id}`);
  const hydrateChunk = /\/assets\/checkout-hydrate-[^/]+\.js$/;
  await expect
    .poll(() => untouched.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), hydrateChunk.source))
    .toBe(true);
  await expect.poll(() => untouched.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), { timeout: 20_000 }).toBe(true);
  expect(await reactOwns(untouched, 'form')).toBe(false);
  // A tap anywhere starts it.
  await untouched.getByRole('heading', { name: 'Pay Wilberforce Street Books' }).click();
  await expect.poll(() => reactOwns(untouched, 'form')).toBe(true);
  await quiet.close();

  // A payer quicker than the app's code (2G): its file held back while they fill the form and send it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(hydrateChunk, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/pay/${merchant.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('radio', { name: 'Orange Money' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __arrived: boolean }).__arrived = true));
  await page.getByLabel('Amount (Le)').fill('15000');
  await page.getByRole('radio', { name: 'Orange Money' }).check();
  const wallet = orangeWallet();
  const number = page.getByLabel('Orange Money number');
  await number.fill(wallet.typed);
  await page.getByRole('button', { name: 'Review payment' }).click();
  // The browser did not send the form itself (the page would have gone to the server's code step): same page, same values.
  expect(await page.evaluate(() => (window as unknown as { __arrived?: boolean }).__arrived)).toBe(true);
  await expect(number).toHaveValue(wallet.typed);
  expect(await reactOwns(page, 'form')).toBe(false);

  release();
  // The app takes over the amount, the method and the number, and sends the form it was given: the review of that payment.
  const modal = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(modal).toContainText('Le 15,000');
  await expect(modal).toContainText('Orange Money');
  await expect(number).toHaveValue(`${wallet.typed.slice(0, 3)} ${wallet.typed.slice(3, 6)} ${wallet.typed.slice(6)}`);
  await modal.getByRole('button', { name: 'Pay Le 15,000' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __arrived?: boolean }).__arrived)).toBe(true);
  // The code went to the number typed before the app ran, once.
  await paymentCode(request, wallet.e164);
  expect((await devMessages(request, wallet.e164)).filter((message) => message.body.includes('your code to pay'))).toHaveLength(1);
});

test('offline after one visit, the service worker answers /pay/{merchantId} with the checkout shell', async ({ page, context, request }) => {
  const merchantId = (await newMerchant(request, 'Kissy Road Bakery')).id;
  await grantPreview(page);
  await page.goto(`/pay/${merchantId}`);
  await expect(page.getByRole('heading', { name: 'Pay Kissy Road Bakery' })).toBeVisible();
  // Controlled by the activated service worker, which precached pay.html.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' && navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);

  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  // Another merchant's address: the shell is the same page for every merchant.
  await page.goto('/pay/0b7c7d4e-1111-4222-8333-944445555666');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-prerendered'))).toBe('page');
  await expect(page.getByText('Pay by Orange Money, Africell Money, bank transfer or card.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Salone Pay home' })).toBeVisible();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
});
