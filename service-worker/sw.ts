/**
 * The service worker (DESIGN §2 "Offline"), built by vite-plugin-pwa (injectManifest). It stores
 * one thing: the Workbox precache, a versioned copy of every built file (shell, route chunks,
 * the coming-soon gate, icons, manifest), so the app opens with no network at all. API answers
 * are never cached here: server data lives in Dexie and the persisted React Query cache.
 */
/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG, SKIP_WAITING_MESSAGE } from '../domain/offline-sync.ts';
import { permissionsPolicyFor } from '../domain/permissions-policy.ts';
import { PRERENDERED_ROUTES, prerenderedRouteFor } from '../domain/prerender-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync's event (Chromium); not in TypeScript's WebWorker library yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Every built file, revisioned by content hash; a new build replaces exactly what changed.
precacheAndRoute(self.__WB_MANIFEST);

// Precaches of earlier Workbox versions (different cache name format) are deleted.
cleanupOutdatedCaches();

// Every page address is the single-page app: answer navigations with the precached shell, so
// /, /login, /dashboard and deep links open offline. Never for /api/*: an API address typed in
// the bar must reach the server (or fail), not show the app.
// Addresses with a prerendered page (issue 15, domain/prerender-routes.ts) get that page's
// precached HTML, as the server sends it; index.html for everything else. The precached copy
// carries the headers of its file, whose Permissions-Policy refuses the camera: the page's own
// policy replaces it, so /scan-pay may use the camera and no other page can.
const shellHandler = createHandlerBoundToURL('/index.html');
const prerenderedHandlers = new Map(PRERENDERED_ROUTES.map((route) => [route.file, createHandlerBoundToURL(`/${route.file}`)]));
registerRoute(
  new NavigationRoute(
    async (options) => {
      const file = prerenderedRouteFor(options.url.pathname)?.file;
      const shell = await ((file !== undefined ? prerenderedHandlers.get(file) : undefined) ?? shellHandler)(options);
      const headers = new Headers(shell.headers);
      headers.set('permissions-policy', permissionsPolicyFor(options.url.pathname + options.url.search));
      return new Response(shell.body, { status: shell.status, statusText: shell.statusText, headers });
    },
    // The API and the sandbox provider's own pages (its hosted card page) are the server's, never the app shell.
    { denylist: [/^\/api(\/|$)/, /^\/sandbox\//] },
  ),
);

// Prompt-style update: a new worker waits until the user chooses Reload (workbox-window posts this).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// The first install takes control of the open page at once, so the very first visit already
// works offline afterwards; an update only gets here after SKIP_WAITING.
clientsClaim();

// Caches that are not the current precache (e.g. from a removed runtime rule) are dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name !== cacheNames.precache).map((name) => caches.delete(name)))),
  );
});

// Background Sync: connectivity is back. The worker only wakes the pages' replayer (one serial
// replayer owns the outbox); with no page open the rows wait for the next app start.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: OUTBOX_SYNC_MESSAGE });
    }),
  );
});
