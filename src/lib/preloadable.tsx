import { lazy, type ComponentType } from 'react';

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
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
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
  const Lazy = lazy(async () => {
    await preload();
    if (!loaded) throw new Error('page failed to load');
    return { default: loaded };
  });
  function Component(props: P) {
    const Page = loaded ?? Lazy;
    return <Page {...props} />;
  }
  return { Component, preload };
}
