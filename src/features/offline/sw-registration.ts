/**
 * Registers the service worker with workbox-window after the page has loaded (never competing
 * with first paint), and holds the prompt-style update state: a new version waits until the user
 * presses Reload, and that reload waits for anything holding it (lib/reload-guard.ts).
 */
import type { Workbox } from 'workbox-window';
import { env } from '../../config/env.ts';
import { whenReloadAllowed } from '../../lib/reload-guard.ts';

export type UpdateState = 'none' | 'available' | 'waiting-for-idle' | 'applying';

let workbox: Workbox | undefined;
let updateState: UpdateState = 'none';
const listeners = new Set<() => void>();

function setUpdateState(next: UpdateState): void {
  updateState = next;
  for (const listener of listeners) listener();
}

export function getUpdateState(): UpdateState {
  return updateState;
}

export function subscribeUpdateState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers now (tests call this; the app goes through registerServiceWorker). */
export async function registerNow(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  // A new version installed while an older one controls this page: ask the user.
  workbox.addEventListener('waiting', () => setUpdateState('available'));
  await workbox.register();
}

/**
 * Installing the worker downloads every built file (the precache), which on 2G/3G would compete
 * with the first screen's own route chunk and API calls: so it waits a few more quiet seconds
 * (the caller already waited for the page to settle).
 */
const REGISTER_DELAY_MS = 2000;

/** Call once at start; registration happens well after the load event, off the critical path. */
let registrationAsked = false;

export function registerServiceWorker(): void {
  // Once per page: the checkout asks for it itself, and the app's runtime when the payer goes on (issue 42).
  if (registrationAsked || env.isDev || !('serviceWorker' in navigator)) return;
  registrationAsked = true;
  const start = () =>
    setTimeout(() => {
      registerNow().catch(() => {
        // No service worker (unsupported, blocked): the app still works online.
      });
    }, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The user pressed Reload: activate the waiting version once nothing is in progress, then reload. */
export async function applyUpdate(isHeld: () => boolean): Promise<void> {
  if (!workbox) return;
  const current = workbox;
  setUpdateState(isHeld() ? 'waiting-for-idle' : 'applying');
  await whenReloadAllowed();
  setUpdateState('applying');
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
}
