import { test as base, expect, type Page } from '@playwright/test';

export const PREVIEW_SECRET = process.env.PREVIEW_SECRET || 'preview';

/** Opens `path` with preview access granted through the address, as a visitor would. */
export async function openWithPreview(page: Page, path = '/'): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}preview-access=${encodeURIComponent(PREVIEW_SECRET)}`);
  // The app takes the secret when it first renders, which can come after the load event that
  // goto waits for: a test that went on to another address at once reached the gate (CI).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('preview_access')), { timeout: 15_000 }).toBe('1');
}

/**
 * `test` for specs that sign new people up. They used to each claim an address of their own
 * (X-Forwarded-For) because one address had 30 code sends per 15 minutes; since limits fit
 * carrier-grade NAT (issue 14: per number and per user, with coarse address caps of hundreds),
 * the whole suite fits one address, and the dev outbox refuses any forwarded request (issue 19).
 */
export const test = base;

/**
 * Resolves once the page has drawn `frames` more frames and run the tasks queued by them: what
 * was on screen has been laid out and painted, and performance observers (layout shifts) have
 * been told. A condition to wait on instead of a fixed sleep.
 */
export async function framesDrawn(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? setTimeout(resolve, 0) : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    frames,
  );
}
