/**
 * A page whose code did not arrive. On 2G a connection drops mid-download, and a service worker
 * can be cut off mid-answer (CI saw one answer a precached chunk with ERR_ABORTED on a loaded
 * machine); React.lazy then throws, and with nothing to catch it the whole app went white.
 *
 * The browser keeps a failed import() failed for the rest of the document's life (Chromium caches
 * the failure in its module map; the spec's change that allows a retry, whatwg/html#10327, is not
 * in it yet), so importing again is no cure: reloading the page is. A page whose code fails to
 * load reloads once by itself; if the same address fails again within a minute, the page shows
 * the failure with a button to try again instead of reloading in a loop.
 */
import type { ComponentType } from 'react';

/** sessionStorage: the address and time of the last reload made for missing code. */
export const CODE_RELOAD_KEY = 'salone:code-reload';
/** A second failure of the same address within this time shows the failure instead of reloading. */
export const CODE_RELOAD_WINDOW_MS = 60_000;

/**
 * A download of the app's own code failed (Chromium, Firefox and Safari word it differently;
 * Vite's CSS preload too). Errors thrown by a module's own code are not this: they are bugs.
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

export interface ReloadPlace {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'pathname' | 'reload'>;
  now: () => number;
}

function browserPlace(): ReloadPlace {
  return { storage: window.sessionStorage, location: window.location, now: () => Date.now() };
}

/**
 * Reloads the page to fetch code that did not arrive, once per address per
 * CODE_RELOAD_WINDOW_MS. Returns false, without reloading, when this address was reloaded for
 * the same reason within that time (the caller shows the failure).
 */
export function reloadForCode(place: ReloadPlace = browserPlace()): boolean {
  const path = place.location.pathname;
  const at = place.now();
  let last: { path?: unknown; at?: unknown } = {};
  try {
    last = JSON.parse(place.storage.getItem(CODE_RELOAD_KEY) ?? '{}') as typeof last;
  } catch {
    // Unreadable: as if there were none.
  }
  if (last.path === path && typeof last.at === 'number' && at - last.at >= 0 && at - last.at < CODE_RELOAD_WINDOW_MS) return false;
  try {
    place.storage.setItem(CODE_RELOAD_KEY, JSON.stringify({ path, at }));
  } catch {
    // Storage full or refused: without a record a second failure would reload again, so do not reload.
    return false;
  }
  place.location.reload();
  return true;
}

/** Rendered in the page's place for the moment before the reload takes the document away. */
function Reloading(): null {
  return null;
}

/**
 * A React.lazy loader that, when the code fails to download, reloads the page once
 * (reloadForCode) and otherwise renders `Failed` in the page's place. Any other error is thrown
 * as before.
 */
export function recoverable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Failed: ComponentType<P>,
  place?: ReloadPlace,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (!isCodeLoadError(error)) throw error;
      return { default: reloadForCode(place) ? Reloading : Failed };
    }
  };
}
