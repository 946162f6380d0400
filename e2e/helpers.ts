import type { Page } from '@playwright/test';

export const PREVIEW_SECRET = process.env.PREVIEW_SECRET || 'preview';

/** Opens `path` with preview access granted through the address, as a visitor would. */
export async function openWithPreview(page: Page, path = '/'): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${separator}preview-access=${encodeURIComponent(PREVIEW_SECRET)}`);
}
