/**
 * `npm run screenshots`: the README's two phone-size pictures (360 × 740, Chromium), taken from the
 * real app on a private server (fresh build, temp data directory, free port) so they never go stale:
 * docs/screenshots/login.png (first screen after the preview gate) and
 * docs/screenshots/dashboard.png (the demo merchant, signed in through the development outbox).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config.ts';
import { startOwnServer } from './own-server.ts';
import { DEMO_PHONE, apiSignIn } from './session.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs', 'screenshots');

async function main(): Promise<void> {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'salone-screenshots-web-'));
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', webRoot, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  const server = await startOwnServer(webRoot);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    mkdirSync(outDir, { recursive: true });
    const api = await request.newContext({ baseURL: server.baseURL });
    const token = await apiSignIn(api, DEMO_PHONE);
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
    const page = await context.newPage();

    await page.goto('/login?preview-access=preview');
    await page.locator('h1:not([data-page-loading])').first().waitFor();
    await page.screenshot({ path: path.join(outDir, 'login.png') });

    await page.evaluate((authToken) => localStorage.setItem('auth_token', authToken), token);
    await page.goto('/dashboard');
    await page.locator('h1:not([data-page-loading])').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, 'dashboard.png') });
    process.stdout.write(`Wrote ${path.relative(root, outDir)}/login.png and dashboard.png\n`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
