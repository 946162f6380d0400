/**
 * `npm run bench:2g` (issue 42): a merchant's payment link opened cold, as a payer on 2G lives it.
 *
 * Real Chromium at 360 × 740 (mobile, touch), WebPageTest's "2G" shape through Chromium's network
 * emulation (CDP Network.emulateNetworkConditions: 280 kbps down, 256 kbps up, 800 ms round trip)
 * and a 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), against the real server started as
 * `npm start` starts it (tsx server/main.ts) on a throwaway PGlite folder and a real build. Each run
 * is a new browser context: empty HTTP cache, no service worker, no storage. Every request goes to
 * the loopback server (the app's CSP allows only 'self'; a run that saw any other host fails).
 *
 * Measured in the page (performance.now(), from navigation start), by a script injected before
 * the page's own:
 * - first paint: the `first-contentful-paint` entry.
 * - name + amount: the first moment the page's rendered text (document.body.innerText) holds both
 *   the business name and the link's amount as the checkout shows it ("Le 25"). "In first paint"
 *   means that moment is no later than the first paint.
 * - usable: the first moment (not before the first paint) the payer can choose Orange Money and type a number: the Orange
 *   Money radio (`input[type=radio][value=orange_money]`) is on screen (a box of non-zero size),
 *   enabled, and live, where live means either React owns it (its props are on the element:
 *   hydrated or rendered by the app, so choosing it shows the number field) or it belongs to a
 *   plain HTML form (`<form method="post" action>`) holding an enabled `input[name^=walletNumber]`
 *   (the form works with no JavaScript at all). Checked on every DOM change and every frame.
 * - bytes: the transfer size of the document and every resource the page fetched (Resource
 *   Timing; all same-origin), by type, in total and up to "usable" (responses finished by then).
 * - app's code arrived: when the last of the page's module preloads finished (the checkout's app,
 *   downloaded after usable; it starts at the payer's first touch, src/checkout-main.tsx).
 * - app took over: the first moment React owns the Orange Money radio (hydrated), and how long
 *   after the payer's first touch (the real action below, done once the code has arrived).
 * - service worker: when the page called navigator.serviceWorker.register (its precache downloads
 *   happen in the worker, outside the page's emulated network: they should start after usable).
 *
 * After each run (once the app's code has arrived) the payer's action is done for real (choose
 * Orange Money, type a number), so a page that looks usable but is not fails the run.
 *
 * Three runs; the medians are compared with the floors (options below). Exit code 1 above a floor.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { formatMoney } from '../domain/money.ts';
import { median } from '../scripts/lighthouse-judge.ts';
import { CHROMIUM_ARGS } from './playwright.config.ts';
import { startOwnServer } from './own-server.ts';

/** WebPageTest's "2G" connection. */
export const TWO_G = { downloadKbps: 280, uploadKbps: 256, latencyMs: 800 } as const;
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const BUSINESS = 'Lumley Beach Fish Market';
/** The link's amount in minor units (Le 25). */
const LINK_AMOUNT = 2_500;
const LINK_DESCRIPTION = 'Two snappers';

const USAGE = `npm run bench:2g [-- options]
  Opens a merchant's payment link cold on 2G (280/256 kbps, 800 ms RTT) with a 4x CPU slowdown, 3 runs.
  --built dist          serves the build already in dist/ instead of building one.
  --runs 3              how many runs (the median is judged).
  --max-usable 3000     fails when the median "usable" is above this many ms.
  --max-bytes-kb 60     fails when the median of the bytes finished before usable is above this (KB).
  --no-first-paint-check  does not fail when the name and amount are not in the first paint.
  --cpu-slowdown 4      CPU slowdown (4 = a low-end phone on a fast host).
  --server http://127.0.0.1:3000  measures a server already running (a loopback address) instead of starting one.`;

interface RunResult {
  firstPaint: number;
  usable: number;
  nameAmount: number;
  nameAmountInFirstPaint: boolean;
  swRegistered: number | null;
  /** When the page's module preloads (the app's code) had all arrived. */
  codeArrived: number | null;
  /** When React owned the form (hydrated): the app has taken over. */
  appTookOver: number | null;
  /** The payer's first touch (pointerdown, touchstart, keydown or focus): the app starts there. */
  firstTouch: number | null;
  bytesBeforeUsable: number;
  bytesTotal: number;
  byType: Record<string, number>;
  foreignHosts: string[];
}

/** Injected before the page's own scripts (CDP, so the page's CSP does not apply to it). */
function probe(expected: { name: string; amount: string }): void {
  const w = window as unknown as { __bench: Record<string, number | null> };
  const marks: Record<string, number | null> = { usable: null, nameAmount: null, swRegistered: null, appTookOver: null, firstTouch: null };
  w.__bench = marks;
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    document.addEventListener(type, () => void (marks.firstTouch ??= performance.now()), { capture: true, passive: true });
  }
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const reactOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
  const check = () => {
    const now = performance.now();
    if (marks.nameAmount === null && document.body) {
      const text = document.body.innerText;
      if (text.includes(expected.name) && text.includes(expected.amount)) marks.nameAmount = now;
    }
    if (marks.usable === null) {
      const radio = document.querySelector<HTMLInputElement>('input[type=radio][value=orange_money]');
      if (radio && !radio.disabled && visible(radio)) {
        const form = radio.form;
        const nativeForm = form !== null && form.getAttribute('method') === 'post' && form.getAttribute('action') !== null && form.querySelector('input[name^=walletNumber]:not([disabled])') !== null;
        if (reactOwned(radio) || nativeForm) marks.usable = now;
      }
    }
    if (marks.appTookOver === null) {
      const radio = document.querySelector('input[type=radio][value=orange_money]');
      if (radio && reactOwned(radio)) marks.appTookOver = now;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const frame = () => {
    check();
    if (marks.usable === null || marks.nameAmount === null || marks.appTookOver === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (container) {
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      if (marks.swRegistered === null) marks.swRegistered = performance.now();
      return register(...args);
    };
  }
}

async function postJson(baseURL: string, url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new merchant with a business profile and a fixed-amount payment link, through the API: the link's address. */
export async function newPaymentLink(baseURL: string): Promise<string> {
  const phone = `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const send = await postJson(baseURL, '/api/v1/auth/phone/login', { phone });
  if (!send.ok) throw new Error(`send code: ${send.status} ${await send.text()}`);
  const outbox = (await (await fetch(`${baseURL}/api/v1/dev/messages?to=${encodeURIComponent(`+232${phone}`)}`)).json()) as { data: { code?: string }[] };
  const verify = await postJson(baseURL, '/api/v1/auth/phone/verify-otp', { phone, code: outbox.data[0]?.code });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const token = ((await verify.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const profile = await fetch(`${baseURL}/api/v1/merchant-profile`, { method: 'PUT', headers, body: JSON.stringify({ businessName: BUSINESS, category: 'Retail' }) });
  if (!profile.ok) throw new Error(`merchant profile: ${profile.status} ${await profile.text()}`);
  const link = await fetch(`${baseURL}/api/v1/payment-links`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amount: LINK_AMOUNT, currency: 'SLE', description: LINK_DESCRIPTION, reusable: true }),
  });
  if (!link.ok) throw new Error(`payment link: ${link.status} ${await link.text()}`);
  const made = ((await link.json()) as { data: { id: string; merchantId: string } }).data;
  return `/pay/${made.merchantId}?link=${made.id}`;
}

async function oneRun(browser: Browser, url: string, cpuSlowdown: number): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  });
  try {
    const page = await context.newPage();
    const foreign = new Set<string>();
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(host) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreign.add(host);
    });
    // As text with a stand-in for tsx's `__name` helper (its transform names the probe's functions).
    const expected = { name: BUSINESS, amount: formatMoney(LINK_AMOUNT, 'SLE') };
    await page.addInitScript({ content: `window.__name = (f) => f; (${probe.toString()})(${JSON.stringify(expected)});` });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: TWO_G.latencyMs,
      downloadThroughput: (TWO_G.downloadKbps * 1000) / 8,
      uploadThroughput: (TWO_G.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page
      .waitForFunction(() => {
        const marks = (window as unknown as { __bench: Record<string, number | null> }).__bench;
        return marks.usable !== null && marks.nameAmount !== null && performance.getEntriesByName('first-contentful-paint').length > 0;
      }, undefined, { timeout: 120_000, polling: 250 })
      .catch(async (error: unknown) => {
        const state = await page.evaluate(() => ({ marks: (window as unknown as { __bench: unknown }).__bench, text: document.body.innerText.slice(0, 400) })).catch(() => null);
        throw new Error(`the page never became usable: ${JSON.stringify(state)}`, { cause: error });
      });
    // Then the app's code (its scripts arrive after the first paint), so "in all" counts them too:
    // every module preload of the page finished (the page's own entry starts the app at a touch).
    const preloadsDone = () => {
      const hrefs = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) => link.href);
      const done = performance.getEntriesByType('resource').filter((entry) => hrefs.includes(entry.name));
      return hrefs.length > 0 && done.length >= hrefs.length ? Math.max(...done.map((entry) => (entry as PerformanceResourceTiming).responseEnd)) : null;
    };
    await page.waitForFunction(preloadsDone, undefined, { timeout: 120_000, polling: 250 }).catch(() => undefined);
    const codeArrived = await page.evaluate(preloadsDone);
    const measured = await page.evaluate(() => {
      const marks = (window as unknown as { __bench: { usable: number; nameAmount: number; swRegistered: number | null } }).__bench;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const typeOf = (entry: PerformanceResourceTiming) => {
        const file = new URL(entry.name).pathname;
        if (/\.m?js$/.test(file)) return 'script';
        if (/\.css$/.test(file)) return 'stylesheet';
        if (/\.(png|svg|jpe?g|webp|ico|avif)$/.test(file)) return 'image';
        if (/\.(woff2?|ttf)$/.test(file)) return 'font';
        if (file.startsWith('/api/')) return 'api';
        if (/\.webmanifest$/.test(file)) return 'manifest';
        return entry.initiatorType || 'other';
      };
      const byType: Record<string, number> = { document: nav.transferSize };
      // The document counts whole: nothing is usable without it (it may still be arriving at that moment).
      let before = nav.transferSize;
      let total = nav.transferSize;
      for (const entry of resources) {
        const type = typeOf(entry);
        byType[type] = (byType[type] ?? 0) + entry.transferSize;
        total += entry.transferSize;
        if (entry.responseEnd <= marks.usable) before += entry.transferSize;
      }
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { firstPaint: fcp, usable: marks.usable, nameAmount: marks.nameAmount, swRegistered: marks.swRegistered ?? null, bytesBeforeUsable: before, bytesTotal: total, byType };
    });
    // Done for real: a page that only looked usable fails here.
    await page.locator('input[type=radio][value=orange_money]').check({ timeout: 30_000 });
    const number = page.getByLabel(/orange money number/i).first();
    await number.fill('076123456', { timeout: 30_000 });
    if (!/076\s?123\s?456/.test(await number.inputValue())) throw new Error('the Orange Money number typed did not stay in its field');
    // The app took over what was typed: React owns the form, and the number stayed.
    await page
      .waitForFunction(() => (window as unknown as { __bench: Record<string, number | null> }).__bench.appTookOver !== null, undefined, { timeout: 60_000, polling: 250 })
      .catch(() => undefined);
    const { appTookOver, firstTouch } = await page.evaluate(() => {
      const marks = (window as unknown as { __bench: { appTookOver: number | null; firstTouch: number | null } }).__bench;
      return { appTookOver: marks.appTookOver ?? null, firstTouch: marks.firstTouch ?? null };
    });
    if (appTookOver !== null && !/076\s?123\s?456/.test(await number.inputValue())) throw new Error('the Orange Money number typed was lost when the app took over');
    // Nothing can be chosen before it is painted: usable is never earlier than the first paint
    // (the page holds its paint until the form is parsed: server/plugins/checkout-page.ts).
    return {
      ...measured,
      codeArrived,
      appTookOver,
      firstTouch,
      usable: Math.max(measured.usable, measured.firstPaint),
      nameAmountInFirstPaint: measured.nameAmount <= measured.firstPaint + 1,
      foreignHosts: [...foreign],
    };
  } finally {
    await context.close();
  }
}

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function numberOption(argv: string[], name: string, fallback: number): number {
  const text = option(argv, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** When the app took over, and how long after the payer's first touch (where it starts). */
const tookOver = (result: RunResult) =>
  result.appTookOver === null
    ? 'never'
    : `${seconds(result.appTookOver)}${result.firstTouch !== null && result.firstTouch <= result.appTookOver ? ` (${seconds(result.appTookOver - result.firstTouch)} after the first touch)` : ''}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const runs = numberOption(argv, '--runs', RUNS);
  const maxUsable = numberOption(argv, '--max-usable', 3000);
  const maxBytes = numberOption(argv, '--max-bytes-kb', 60) * 1024;
  const cpuSlowdown = numberOption(argv, '--cpu-slowdown', CPU_SLOWDOWN);
  const checkFirstPaint = !argv.includes('--no-first-paint-check');
  const built = option(argv, '--built');
  const running = option(argv, '--server');
  if (running && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(running)) throw new Error('--server takes a loopback address (http://127.0.0.1:port)');
  const root = path.resolve(import.meta.dirname, '..');
  const webRoot = built ? path.resolve(root, built) : mkdtempSync(path.join(tmpdir(), 'salone-bench-2g-web-'));
  if (running) {
    console.log(`Measuring the server at ${running}`);
  } else if (built) {
    if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error(`${built} holds no build (no index.html): run \`npx vite build --outDir ${built}\` first`);
    console.log(`Serving the build in ${built} (not building again)`);
  } else {
    execFileSync('npx', ['vite', 'build', '--outDir', webRoot, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  }
  const server = running ? { baseURL: running, stop: async () => {} } : await startOwnServer(webRoot);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results: RunResult[] = [];
  try {
    const url = `${server.baseURL}${await newPaymentLink(server.baseURL)}`;
    console.log(`2G (${TWO_G.downloadKbps}/${TWO_G.uploadKbps} kbps, ${TWO_G.latencyMs} ms RTT), CPU ${cpuSlowdown}x, 360 px, cold, ${runs} runs: ${url.replace(server.baseURL, '')}`);
    for (let run = 1; run <= runs; run += 1) {
      const result = await oneRun(browser, url, cpuSlowdown);
      results.push(result);
      const types = Object.entries(result.byType).filter(([, bytes]) => bytes > 0).map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ');
      console.log(
        `  run ${run}: first paint ${seconds(result.firstPaint)}, name+amount ${seconds(result.nameAmount)}${result.nameAmountInFirstPaint ? ' (in first paint)' : ''}, usable ${seconds(result.usable)}, ` +
          `${kb(result.bytesBeforeUsable)} before usable, ${kb(result.bytesTotal)} in all (${types}); app's code arrived ${result.codeArrived === null ? 'never' : seconds(result.codeArrived)}, app took over ${tookOver(result)}, service worker registered ${result.swRegistered === null ? 'not yet' : seconds(result.swRegistered)}`,
      );
      if (result.foreignHosts.length > 0) throw new Error(`requests left the machine: ${result.foreignHosts.join(', ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    if (!built && !running) rmSync(webRoot, { recursive: true, force: true });
  }
  const usable = median(results.map((result) => result.usable));
  const bytes = median(results.map((result) => result.bytesBeforeUsable));
  const inFirstPaint = results.filter((result) => result.nameAmountInFirstPaint).length;
  console.log(
    `Median: first paint ${seconds(median(results.map((result) => result.firstPaint)))}, name+amount ${seconds(median(results.map((result) => result.nameAmount)))} (in first paint in ${inFirstPaint} of ${results.length} runs), ` +
      `usable ${seconds(usable)}, ${kb(bytes)} before usable, ${kb(median(results.map((result) => result.bytesTotal)))} in all`,
  );
  const failures: string[] = [];
  if (usable > maxUsable) failures.push(`usable ${seconds(usable)} is above ${seconds(maxUsable)}`);
  if (bytes > maxBytes) failures.push(`${kb(bytes)} before usable is above ${kb(maxBytes)}`);
  if (checkFirstPaint && inFirstPaint * 2 <= results.length) failures.push('the business name and amount are not in the first paint');
  for (const failure of failures) console.error(`bench:2g: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
