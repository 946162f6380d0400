import { randomInt } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';

export const PREVIEW_SECRET = process.env.PREVIEW_SECRET || 'preview';

/** Opens `path` with preview access granted through the address, as a visitor would. */
export async function openWithPreview(page: Page, path = '/'): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}preview-access=${encodeURIComponent(PREVIEW_SECRET)}`);
}

/**
 * `test` for specs that sign new people up: every test is its own client, with an address of its
 * own (X-Forwarded-For, which the e2e server trusts from 127.0.0.1 only: playwright.config.ts).
 * Without it every test of every worker shares one per-IP bucket of 30 code sends per 15 minutes
 * (DESIGN §5), so whether a test passes would depend on how many ran before it (issue 18).
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this destructuring: it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
});
