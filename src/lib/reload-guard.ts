/**
 * What must not be cut short by an app update's reload: an open payment form, a write being
 * sent. Features hold the guard while busy; the update prompt reloads only when nothing holds it.
 */
import { useEffect } from 'react';

const holds = new Map<symbol, string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Holds reloads off until the returned release is called (safe to call twice). */
export function holdReload(reason: string): () => void {
  const token = Symbol(reason);
  holds.set(token, reason);
  changed();
  return () => {
    if (holds.delete(token)) changed();
  };
}

export function isReloadHeld(): boolean {
  return holds.size > 0;
}

export function subscribeReloadHold(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves as soon as nothing holds reloads (at once if nothing does). */
export function whenReloadAllowed(): Promise<void> {
  if (!isReloadHeld()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeReloadHold(() => {
      if (isReloadHeld()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** For a payment form: `useHoldReload(isOpen, 'payment form')`. */
export function useHoldReload(active: boolean, reason: string): void {
  useEffect(() => (active ? holdReload(reason) : undefined), [active, reason]);
}
