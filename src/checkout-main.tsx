/**
 * Issue 42: the entry of the checkout the server renders (/pay/{merchantId}[?link=]). The page is
 * a plain HTML form the payer can use before any script (server/plugins/checkout-page.ts), and this
 * file is all that runs after its first paint. The checkout's app (src/checkout-hydrate.tsx: React,
 * the checkout, hydrating the page) is downloaded meanwhile (the page preloads its files) but
 * starts only at the payer's first touch, key or focus: started right after the paint, its
 * evaluation and hydration were the page's only long tasks (Lighthouse's total blocking time
 * 90-210 ms on /pay, a score of 99). A form sent before it runs is held by the page's inline script
 * and sent again by the app, and what was typed or chosen is adopted (src/lib/prerender-handoff.ts).
 */
import { PENDING_SUBMIT } from '../domain/prerender-routes.ts';
import { hasPaymentUnderWay } from './features/checkout/checkout-storage.ts';
import { keepPressedSubmits } from './lib/pressed-submit.ts';

/** What a payer does first on the page: a tap, a key, a field taking focus, the browser's autofill. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change'] as const;
/** After the load event, as the whole app's registration waits (src/features/offline/sw-registration.ts). */
const SERVICE_WORKER_DELAY_MS = 2000;

let started = false;

function startApp(): void {
  if (started) return;
  started = true;
  for (const type of FIRST_TOUCH) document.removeEventListener(type, startApp, true);
  void import('./checkout-hydrate.tsx');
}

for (const type of FIRST_TOUCH) document.addEventListener(type, startApp, { capture: true, passive: true });
// From before the app runs: its taking the form over moves "Review payment" down, and can do so
// between the press and the release of a tap on it (src/lib/pressed-submit.ts).
const root = document.getElementById('root');
if (root) keepPressedSubmits(root);
// The payer may have been quicker than this file on 2G: a field of the page in focus, a field
// typed into or a method chosen, or a form sent.
const focused = document.activeElement;
const changed = [...(root?.querySelectorAll('input') ?? [])].some((field) =>
  field.type === 'radio' || field.type === 'checkbox' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue,
);
if ((focused && focused !== document.body && root?.contains(focused)) || changed || (window as Window & { [PENDING_SUBMIT]?: unknown })[PENDING_SUBMIT]) startApp();
// What only the app shows or does, at once: a payment this browser started here and has not
// finished (a reload on the code step comes back to it, src/features/checkout/checkout-storage.ts),
// and a `?preview-access=` address (src/features/preview/components/PreviewGate.tsx keeps the flag,
// takes the secret out of the address and shows Exit Preview).
const merchantId = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
if (hasPaymentUnderWay(merchantId) || /[?&]preview-access=/.test(window.location.search)) startApp();

// The service worker (its precache makes the checkout open offline next time) does not wait for
// the app to start, but for its code to arrive: on 2G the precache's downloads would share the
// link with it. Then, as the app registers it, a few seconds after the load event, with the
// browser's own API (the checkout's app, once started, asks for the same registration through
// workbox-window).
function whenCodeArrived(): Promise<unknown> {
  const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'));
  // A preload already answered has its resource entry; the others will fire load or error.
  const waiting = preloads.filter((link) => performance.getEntriesByName(link.href).length === 0);
  return Promise.all(
    waiting.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

function whenLoaded(): Promise<unknown> {
  return document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
}

if ('serviceWorker' in navigator) {
  void Promise.all([whenCodeArrived(), whenLoaded()]).then(() =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // No service worker (unsupported, blocked): the checkout still works online.
      });
    }, SERVICE_WORKER_DELAY_MS),
  );
}
