import { lazy, type ComponentType } from 'react';
import { recoverable } from './code-recovery.ts';

export interface Preloadable<P extends object> {
  /** Renders the page: at once when it was preloaded, else through React.lazy (Suspense). */
  Component: ComponentType<P>;
  /** Starts (once) the page's download; resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A lazily loaded page that the step before can make ready (issue 37: "the next screen of a flow
 * is ready when its button is pressed"). React.lazy suspends on its first render even when the
 * code is already here, and a navigation meanwhile shows the new address over the old screen;
 * once `preload()` has resolved, `Component` renders the loaded page directly, in the same render
 * as the navigation, so the address and the screen change together.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, Failed?: ComponentType<P>): Preloadable<P> {
  let loading: Promise<void> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again by the next press.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const render = async (): Promise<{ default: ComponentType<P> }> => {
    await preload();
    if (!loaded) throw new Error('page failed to load');
    return { default: loaded };
  };
  // With `Failed`, code that did not download when the page is shown (not when it is only being
  // made ready) reloads the page once, then shows `Failed` (code-recovery.ts).
  const Lazy = lazy(Failed ? recoverable(render, Failed) : render);
  function Component(props: P) {
    const Page = loaded ?? Lazy;
    return <Page {...props} />;
  }
  return { Component, preload };
}
