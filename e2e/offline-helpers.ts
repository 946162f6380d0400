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

/**
 * Waits until this phone's copy (IndexedDB, src/lib/local-db.ts) holds each named list saved at
 * or after `since` (the page's clock, ms). The copy is written just after a screen shows its
 * list; a test that cuts the network the moment the list appears would race that write, which a
 * person does not do.
 */
export async function waitForLocalCopy(page: Page, collections: readonly string[], since: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ names, after }) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('salone-pay');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('syncMeta')) {
                  db.close();
                  resolve(false);
                  return;
                }
                const store = db.transaction('syncMeta', 'readonly').objectStore('syncMeta');
                const all = store.getAll();
                all.onerror = () => {
                  db.close();
                  resolve(false);
                };
                all.onsuccess = () => {
                  const rows = all.result as { collection: string; updatedAt: number }[];
                  db.close();
                  resolve(names.every((name) => rows.some((row) => row.collection === name && row.updatedAt >= after)));
                };
              };
            }),
          { names: [...collections], after: since },
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Waits until this phone's outbox (IndexedDB, src/lib/outbox) holds no write still to send: every
 * row is `done` or gone. The replayer sends only rows `queued` or `sending`
 * (src/lib/outbox/sync-engine.ts), so from here on nothing in it can be sent again.
 */
export async function waitForOutboxEmpty(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('salone-pay');
              open.onerror = () => resolve(-1);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('outbox')) {
                  db.close();
                  resolve(0);
                  return;
                }
                const all = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
                all.onerror = () => {
                  db.close();
                  resolve(-1);
                };
                all.onsuccess = () => {
                  const rows = all.result as { state: string }[];
                  db.close();
                  resolve(rows.filter((row) => row.state === 'queued' || row.state === 'sending').length);
                };
              };
            }),
        ),
      { message: 'writes still waiting in the outbox', timeout: 15_000 },
    )
    .toBe(0);
}
