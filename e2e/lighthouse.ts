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
// Performance: the medians measured on this 2-core machine after the money merge were 95-96
// (single runs 94-97), so 93 leaves two points for noise. Issue 15 (prerendered entry pages)
// raises this to what its medians hold.
export const MINIMUM: Record<Category, number> = { performance: 93, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = 3;

const PAGES = [
  // A fresh visitor with no preview flag sees the gate. It goes first: Lighthouse's storage
  // reset does not remove the localStorage flag that /login's runs set, and measuring '/'
  // after them measured the landing page instead of the gate.
  { name: 'coming-soon gate', path: '/' },
  // The preview parameter grants access and is then removed from the address (SPEC §4).
  { name: '/login', path: '/login?preview-access=preview' },
];

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
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(`${server.baseURL}${page.path}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
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
        if (medians[category] < MINIMUM[category]) {
          console.error(`  ${page.name}: ${category} ${medians[category]} is below ${MINIMUM[category]}`);
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
