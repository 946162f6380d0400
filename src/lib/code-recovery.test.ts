import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { CODE_RELOAD_KEY, CODE_RELOAD_WINDOW_MS, isCodeLoadError, recoverable, reloadForCode, type ReloadPlace } from './code-recovery.ts';

/** A tab: its sessionStorage, its address, a clock; `reloads` counts location.reload(). */
function tab(path = '/profile/edit') {
  const stored = new Map<string, string>();
  let now = 1_000_000;
  const place: ReloadPlace & { reloads: number; advance(ms: number): void; go(to: string): void } = {
    reloads: 0,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    location: { pathname: path, reload: () => void (place.reloads += 1) },
    now: () => now,
    advance: (ms) => void (now += ms),
    go: (to) => void (place.location = { ...place.location, pathname: to }),
  };
  return { place, stored };
}

const chromium = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/query-layer-CM9hVR4C.js');

describe('isCodeLoadError', () => {
  it("knows each browser's words for code that did not download, and nothing else", () => {
    expect(isCodeLoadError(chromium)).toBe(true);
    expect(isCodeLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true); // Firefox
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true); // Safari
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true); // Vite
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadForCode', () => {
  it('reloads once per address within the minute, then leaves the failure to be shown', () => {
    const { place } = tab();
    expect(reloadForCode(place)).toBe(true);
    expect(place.reloads).toBe(1);
    place.advance(CODE_RELOAD_WINDOW_MS - 1);
    expect(reloadForCode(place)).toBe(false);
    expect(place.reloads).toBe(1);
    // Another page's code is another failure: it gets its reload.
    place.go('/wallet');
    expect(reloadForCode(place)).toBe(true);
    expect(place.reloads).toBe(2);
  });

  it('reloads again for the same address once the minute has passed', () => {
    const { place } = tab();
    expect(reloadForCode(place)).toBe(true);
    place.advance(CODE_RELOAD_WINDOW_MS);
    expect(reloadForCode(place)).toBe(true);
    expect(place.reloads).toBe(2);
  });

  it('reads an unreadable record as none, and never reloads when it cannot keep one (no loop)', () => {
    const { place, stored } = tab();
    stored.set(CODE_RELOAD_KEY, '{not json');
    expect(reloadForCode(place)).toBe(true);
    const full = tab();
    full.place.storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(reloadForCode(full.place)).toBe(false);
    expect(full.place.reloads).toBe(0);
  });
});

describe('recoverable', () => {
  const Page: ComponentType<object> = () => null;
  const Failed: ComponentType<object> = () => null;

  it('passes a page that loads through untouched, and never reloads', async () => {
    const { place } = tab();
    expect((await recoverable(() => Promise.resolve({ default: Page }), Failed, place)())).toEqual({ default: Page });
    expect(place.reloads).toBe(0);
  });

  it('code that did not download: reloads the first time, shows the failure the second', async () => {
    const { place } = tab();
    const load = vi.fn((): Promise<{ default: ComponentType<object> }> => Promise.reject(chromium));
    const first = await recoverable(load, Failed, place)();
    expect(place.reloads).toBe(1);
    expect(first.default).not.toBe(Failed);
    // After the reload (a new document, the same tab's sessionStorage), the download fails again.
    const second = await recoverable(load, Failed, place)();
    expect(second.default).toBe(Failed);
    expect(place.reloads).toBe(1);
  });

  it("throws a page's own error as before: a bug is not cured by reloading", async () => {
    const { place } = tab();
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    await expect(recoverable<object>(() => Promise.reject(bug), Failed, place)()).rejects.toBe(bug);
    expect(place.reloads).toBe(0);
  });
});
