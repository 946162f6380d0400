import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { openWithPreview } from './helpers.ts';
import { startOwnServer } from './own-server.ts';
import { demoMerchantToken } from './session.ts';
import { CHROMIUM_ARGS } from './playwright.config.ts';
import { goOffline, goOnline, waitForLocalCopy, waitForServiceWorker } from './offline-helpers.ts';

/**
 * DESIGN §2 "Offline" in real Chromium against the real server: the service worker opens the app
 * with no network, and a write queued offline reaches the server exactly once.
 */
test.describe.configure({ mode: 'serial' });

const OFFLINE_TEXT = 'You’re offline — changes will be sent when you reconnect';
/**
 * The banner as the user sees it. A hidden copy can stay in the DOM for a while (CI saw one once
 * after an offline reload of /dashboard, with one banner on the screen), so count visible ones:
 * two visible banners still fail the strict match.
 */
const offlineBanner = (page: Page) => page.getByText(OFFLINE_TEXT).filter({ visible: true });
const SCREENSHOTS = path.join(import.meta.dirname, '.artifacts', 'screenshots');

function newPhone(): string {
  return `8${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Signs a fresh user in through the real API, reading the code from the development outbox. */
async function signIn(request: APIRequestContext, phone: string): Promise<string> {
  expect((await request.post('/api/v1/auth/phone/login', { data: { phone } })).ok()).toBe(true);
  const messages = (await (await request.get(`/api/v1/dev/messages?to=${encodeURIComponent(`+232${phone}`)}`)).json()) as {
    data: { code?: string }[];
  };
  const code = messages.data[0]?.code;
  const verify = await request.post('/api/v1/auth/phone/verify-otp', { data: { phone, code } });
  expect(verify.ok()).toBe(true);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

async function serverProfile(request: APIRequestContext, token: string): Promise<{ fullName: string | null; city: string | null }> {
  const response = await request.get('/api/v1/auth/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { fullName: string | null; city: string | null } }).data;
}

/** Before any page script: a signed-in session, as a reload after a real sign-in finds it. */
async function signInBrowser(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => {
    localStorage.setItem('auth_token', value);
  }, token);
}

/** Fills /profile-setup the way a person does and submits it. */
async function submitProfile(page: Page, profile: { fullName: string; district: string }): Promise<void> {
  await page.getByLabel('Full name').fill(profile.fullName);
  await page.getByLabel('Street address').fill('12 Siaka Stevens Street');
  await page.getByLabel('City/Town').fill('Freetown');
  await page.getByLabel('District').selectOption(profile.district);
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** The form is usable once the profile (or its saved copy) has loaded. */
async function openProfileForm(page: Page): Promise<void> {
  await openWithPreview(page, '/profile-setup');
  await expect(page.getByLabel('Full name')).toBeVisible({ timeout: 15_000 });
}

test('after one online visit, /, /login, /dashboard, deep links and the gate open with no network', async ({ page, context }) => {
  await openWithPreview(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await waitForServiceWorker(page);

  await goOffline(context);
  for (const [address, heading] of [
    ['/', null],
    ['/login', 'Sign in'],
    // Signed out, the guard sends /dashboard to /login: rendered from the cached shell and chunks.
    ['/dashboard', 'Sign in'],
    ['/health-check?from=bookmark', 'Health Check'],
    ['/some/deep/link', 'Page Not Found'],
  ] as const) {
    await page.goto(address);
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    else await expect(page.locator('h1:not([data-page-loading])').first()).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
  }
  await page.goto('/login');
  await expect(offlineBanner(page)).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-banner-360.png') });

  // A visitor without preview access gets the coming-soon gate, offline too.
  await page.evaluate(() => localStorage.removeItem('preview_access'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Salone Pay is coming soon' })).toBeVisible();
  await goOnline(context);
});

test('signed in, the dashboard and transactions open offline from the phone\'s copy, marked "Last updated"', async ({ page, context, request }) => {
  const token = await demoMerchantToken(request);
  await signInBrowser(context, token);
  // The shell loads the profile, which names the user whose copy this phone keeps.
  await openWithPreview(page, '/dashboard');
  await expect(page.locator('#linked-accounts').getByTestId('account-row')).toHaveCount(3);
  await waitForServiceWorker(page);
  // Each screen is looked at until the phone has kept its copy (written just after the list
  // shows): a full page load at once would cut that write short, as a person does not.
  let since = await page.evaluate(() => Date.now());
  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  await waitForLocalCopy(page, ['transactions'], since);
  since = await page.evaluate(() => Date.now());
  await page.goto('/dashboard');
  await expect(page.locator('#linked-accounts').getByTestId('account-row')).toHaveCount(3);
  await waitForLocalCopy(page, ['accounts', 'frequentPayments'], since);

  await goOffline(context);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.locator('#linked-accounts').getByTestId('account-row').first()).toContainText('****3456');
  await expect(page.locator('#linked-accounts').getByText(/^Last updated/)).toBeVisible();
  await expect(page.locator('#frequent-payments').getByTestId('frequent-payment').first()).toContainText('Freetown Fresh Market');

  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-transactions-360.png') });
  await goOnline(context);
});

test('a change queued offline survives a reload and a browser restart, then reaches the server once', async ({ playwright, baseURL }) => {
  // Two browser launches and a reload: 33-46 s on a slow shared CI machine, past the default 45 s.
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL });
  const phone = newPhone();
  const token = await signIn(request, phone);
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'salone-offline-profile-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL,
      viewport: { width: 360, height: 740 },
    });
    await signInBrowser(context, token);
    return context;
  };

  try {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await openProfileForm(page);
    await waitForServiceWorker(page);

    // The person fills the profile in with no network: it is saved on the phone and queued.
    await goOffline(context);
    await submitProfile(page, { fullName: 'Fatmata Offline', district: 'Western Area' });
    await expect(page.getByText('Profile saved on this phone')).toBeVisible();
    await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'queued-count-360.png') });

    await page.reload();
    await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();

    // Browser restart: the same profile directory, still offline from the first request.
    await context.close();
    context = await launch();
    await goOffline(context);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
    expect((await serverProfile(request, token)).fullName).toBeNull();

    // Back online: the replayer sends it. Every answer the browser got (from any page or the
    // service worker) is recorded: one key, and the server ran it once (no other is a fresh run).
    const answers: { key: string; replayed: boolean }[] = [];
    context.on('response', (response) => {
      const sent = response.request();
      if (sent.method() !== 'PUT' || !sent.url().endsWith('/api/v1/profile')) return;
      answers.push({ key: sent.headers()['idempotency-key'] ?? '', replayed: response.headers()['idempotency-replayed'] === 'true' });
    });
    await goOnline(context);
    await expect(page.getByText('1 change waiting to be sent')).toBeHidden({ timeout: 15_000 });
    await expect.poll(async () => (await serverProfile(request, token)).fullName).toBe('Fatmata Offline');
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answers.map((answer) => answer.key)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    await context.close();
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
    await request.dispose();
  }
});

test('50 replays of one queued change, the network dropping after each request, execute it once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  const token = await signIn(request, phone);
  await signInBrowser(context, token);

  // Each request reaches the server, but its answer is lost on the way back, 49 times.
  const answers: { replayed: boolean; status: number; key: string }[] = [];
  await context.route('**/api/v1/profile', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const response = await route.fetch();
    answers.push({
      replayed: response.headers()['idempotency-replayed'] === 'true',
      status: response.status(),
      key: route.request().headers()['idempotency-key'] ?? '',
    });
    if (answers.length < 50) return route.abort('connectionreset');
    return route.fulfill({ response });
  });

  await openProfileForm(page);
  await submitProfile(page, { fullName: 'Ibrahim Fifty', district: 'Bo' });
  for (let attempt = 1; attempt < 50; attempt += 1) {
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(attempt);
    // The network "comes back": the replayer retries at once instead of waiting out its backoff.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
  }
  await expect.poll(() => answers.length).toBe(50);
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();

  expect(new Set(answers.map((answer) => answer.key)).size).toBe(1);
  expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect((await serverProfile(request, token)).fullName).toBe('Ibrahim Fifty');
});

test('Cancel on a payment being processed says why, and queues and sends nothing', async ({ page, context, request }) => {
  const token = await demoMerchantToken(request);
  await signInBrowser(context, token);
  // The demo merchant's EDSA payment is already being processed: the server would refuse to
  // cancel it (409). The same domain rule tells the app, so it says why at once instead of
  // queuing a write that can only come back refused ("Needs attention" on every page).
  const cancels: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/cancel')) cancels.push(sent.url());
  });
  await openWithPreview(page, '/pending-payments');
  const card = page.getByRole('article', { name: 'Pending payment to EDSA Electricity' });
  await expect(card.getByText('Processing')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('status')).toHaveText('This payment is already being processed, so it can no longer be cancelled. It will complete or fail on its own.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeHidden();
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'cancel-processing-360.png') });
  expect(cancels).toEqual([]);
  const pending = (await (await request.get('/api/v1/payments/pending', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { merchantName: string; status: string }[];
  };
  expect(pending.data.find((payment) => payment.merchantName === 'EDSA Electricity')?.status).toBe('processing');
});

test('a new version is offered with Reload, which switches the page to it', async ({ page }) => {
  // It starts a server of its own: a cold start (tsx, PGlite, migrations) took 34 s of the
  // default 45 in CI on a loaded 2-core machine, leaving the service worker too little time.
  test.setTimeout(120_000);
  // A private copy of the built app on its own server, so "deploying" a new sw.js touches no other test.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'salone-update-web-'));
  cpSync(path.resolve(import.meta.dirname, '..', process.env.E2E_WEB_ROOT ?? 'dist'), webRoot, { recursive: true });
  const server = await startOwnServer(webRoot);
  try {
    await openWithPreview(page, `${server.baseURL}/login`);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active);
    expect(firstWorker).toBeTruthy();

    // The next release: sw.js with different bytes. The browser's update check finds it.
    // A release writes its compressed copies too (scripts/precompress-plugin.ts), which the server sends.
    const swFile = path.join(webRoot, 'sw.js');
    appendFileSync(swFile, '\n// next release\n');
    writeFileSync(`${swFile}.br`, brotliCompressSync(readFileSync(swFile)));
    writeFileSync(`${swFile}.gz`, gzipSync(readFileSync(swFile)));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'update-prompt-360.png') });

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('A new version is available')).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
});
