import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The offline e2e helpers, one copy for every spec that cuts the network (offline, first-hour,
 * business-tools).
 */

/** Waits until this page is controlled by an activated service worker (not just `ready`). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** No network at all: the page's requests and the service worker's own fetches both fail. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}
