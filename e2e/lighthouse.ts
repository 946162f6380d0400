/**
 * `npm run lighthouse`: Lighthouse 12 (mobile: Moto G class device, simulated slow 4G) on the
 * built app served by our own server, for /login and the coming-soon gate; three runs each, the
 * median per category. Fails below performance 93 or accessibility, best practices, SEO 100.
 * Builds into a throwaway directory and starts a private server (temp DATA_DIR, free port).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './playwright.config.ts';
import { startOwnServer } from './own-server.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
// Performance: after the payments merge (checkout, wallet, live events in the bundle graph) the
// medians on this 2-core machine were 94 for the gate and /login, single runs 91-100, so 90
// leaves the noise of one slow run. Issue 15 raises it to what its medians hold.
export const MINIMUM: Record<Category, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = 3;

/** The demo merchant of local mode (DESIGN §4); e2e/session.ts signs the same number in. */
const DEMO_PHONE = '76123456';

interface LighthousePage {
  name: string;
  path: string;
  /**
   * 'keep': this page's runs keep browser storage (and so the HTTP cache and service worker):
   * `prepare` puts what the page needs into localStorage first (a sign-in, the preview flag).
   */
  storage?: 'reset' | 'keep';
  prepare?: (baseURL: string) => Promise<Record<string, string>>;
  /** This page's own floor where it differs from MINIMUM (a page measured before it is tuned). */
  minimum?: Partial<Record<Category, number>>;
}

/** Signs the demo merchant in through the API (code from the dev outbox); the session token. */
async function apiSignIn(baseURL: string): Promise<string> {
  const post = (url: string, body: unknown) => fetch(`${baseURL}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const send = await post('/api/v1/auth/phone/login', { phone: DEMO_PHONE });
  if (!send.ok) throw new Error(`send code: ${send.status} ${await send.text()}`);
  const outbox = (await (await fetch(`${baseURL}/api/v1/dev/messages?to=${encodeURIComponent(`+232${DEMO_PHONE}`)}`)).json()) as { data: { code?: string }[] };
  const code = outbox.data[0]?.code;
  if (!code) throw new Error('no sign-in code in the dev outbox');
  const verify = await post('/api/v1/auth/phone/verify-otp', { phone: DEMO_PHONE, code });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

// To add the checkout: one row, e.g. { name: '/pay/{merchantId}', path: `/pay/${merchantId}` }
// (the merchant id from the demo seed), with the preview flag like /login.
const PAGES: LighthousePage[] = [
  // A fresh visitor with no preview flag sees the gate (prerendered). It goes first: Lighthouse's
  // storage reset does not remove the localStorage flag later runs set.
  { name: 'coming-soon gate', path: '/' },
  // The preview parameter grants access and is then removed from the address (SPEC §4); with
  // the parameter the app decides, so this measures /login rendered by the app, not the HTML.
  { name: '/login', path: '/login?preview-access=preview' },
  // Signed in through the API first; the runs keep storage (the token and the preview flag).
  {
    name: '/dashboard (signed in)',
    path: '/dashboard',
    storage: 'keep',
    prepare: async (baseURL) => ({ preview_access: '1', auth_token: await apiSignIn(baseURL) }),
    // First measured 73 (TBT 420 ms, CLS 0.3 from the lists arriving), best-practices 96 (the
    // event stream answers 401 to a token-only session: EventSource sends the cookie, which this
    // API-seeded session lacks). A floor that catches a collapse; issue 15's target is 95.
    minimum: { performance: 60, 'best-practices': 90 },
  },
];

/** Writes `items` into the origin's localStorage with a blank page of the app's own origin. */
async function seedStorage(chromePort: number, baseURL: string, items: Record<string, string>): Promise<void> {
  // puppeteer-core comes with Lighthouse (its own driver), not a dependency of ours.
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${baseURL}/favicon.svg`);
    await tab.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const webRoot = mkdtempSync(path.join(tmpdir(), 'salone-lighthouse-web-'));
  const reportDir = path.join(import.meta.dirname, '.artifacts', 'lighthouse');
  execFileSync('npx', ['vite', 'build', '--outDir', webRoot, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  const server = await startOwnServer(webRoot);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  let failed = false;
  try {
    for (const page of PAGES) {
      if (page.prepare) {
        await seedStorage(chrome.port, server.baseURL, await page.prepare(server.baseURL));
        console.log(`${page.name}: signed in through the API first; these runs keep storage (warm cache and service worker)`);
      }
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(`${server.baseURL}${page.path}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: page.storage === 'keep',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}`);
        if (result.lhr.runtimeError) console.log(`  ${page.name} run ${run}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? '?';
        console.log(
          `  ${page.name} run ${run}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
        for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
        const below = CATEGORIES.flatMap((category) =>
          Object.values(result.lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && result.lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
            .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
        );
        if (run === RUNS) {
          const file = path.join(reportDir, `${page.name.replace(/[^a-z]+/gi, '-')}.html`);
          execFileSync('mkdir', ['-p', reportDir]);
          writeFileSync(file, typeof result.report === 'string' ? result.report : (result.report[0] ?? ''));
          if (below.length > 0) console.log(`  ${page.name} audits not at full marks:\n    ${below.join('\n    ')}`);
        }
      }
      const medians = Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])) as Record<Category, number>;
      console.log(`${page.name}: ${CATEGORIES.map((category) => `${category} ${medians[category]} (runs ${scores[category].join('/')})`).join(', ')}`);
      for (const category of CATEGORIES) {
        const floor = page.minimum?.[category] ?? MINIMUM[category];
        if (medians[category] < floor) {
          console.error(`  ${page.name}: ${category} ${medians[category]} is below ${floor}`);
          failed = true;
        }
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
