/**
 * Issue 42: a payer who opened a checkout (/pay/{merchantId}) gets only the checkout's code. The
 * app's runtime (React Query, the offline store, the outbox: src/app/query-layer.tsx) is not
 * needed to pay, so it waits until the visit leaves the checkout (a signed-in payer going on to the
 * dashboard); the service worker is registered by the checkout itself once its form is usable.
 */
import { useSyncExternalStore } from 'react';

const CHECKOUT_PATH = /^\/pay\/[^/]+\/?$/;

/** Whether `pathname` is a checkout's address. */
export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PATH.test(pathname);
}

let onCheckout = typeof window !== 'undefined' && isCheckoutPath(window.location.pathname);
const listeners = new Set<() => void>();

/** The checkout page has gone (its route unmounted): the app's runtime may start. */
export function leftCheckout(): void {
  if (!onCheckout) return;
  onCheckout = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this visit is still on the checkout it started on. `rendered`: what the server's render
 * decided (it has no window); the browser's hydration answers the same from its own address.
 */
export function useOnCheckout(rendered?: boolean): boolean {
  return useSyncExternalStore(subscribe, () => onCheckout, () => rendered ?? onCheckout);
}
