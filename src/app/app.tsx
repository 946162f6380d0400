import { lazy, Suspense, type ComponentType } from 'react';
import { nextTask } from '../lib/api-client.ts';
import { isCodeLoadError } from '../lib/code-recovery.ts';
import { OfflineBar } from '../features/offline/components/OfflineBar.tsx';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { useOnCheckout } from './checkout-visit.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter, type RouterComponent } from './router.tsx';

// Sign-out effects, the offline machinery and the outbox's user need React Query: a lazy chunk
// (src/app/query-layer.tsx), so the first route paints and hydrates without it (issue 15). Asked
// for a task after the render that reaches it: Vite's preload helper appends a modulepreload link
// per file, 3-8 ms of the gate's hydration on a slow host before Lighthouse's slowdown.
// If its code does not download it is left out, not the app with it: no reload from here, which
// would wipe a number being typed on /login; a page that needs the file reloads for it
// (src/lib/code-recovery.ts).
const QueryRuntime = lazy(async (): Promise<{ default: ComponentType }> => {
  await nextTask();
  try {
    return { default: (await import('./query-layer.tsx')).QueryRuntime };
  } catch (error) {
    if (!isCodeLoadError(error)) throw error;
    return { default: Nothing };
  }
});

function Nothing(): null {
  return null;
}

export interface AppProps {
  /** Build-time prerendering only (src/app/entry-server.tsx): a static router and the gate's decision. */
  prerender?: { Router: RouterComponent; previewGranted: boolean; onCheckout?: boolean };
}

// AppRouter sits past the preview gate: gate visitors never load route code they cannot use.
export function App({ prerender }: AppProps = {}) {
  // Issue 42: not on a checkout (src/app/checkout-visit.ts).
  const onCheckout = useOnCheckout(prerender?.onCheckout);
  return (
    <AppProviders>
      {/* Outside the gate: the service worker also caches the gate, for visitors without access. */}
      {onCheckout ? null : (
        <Suspense fallback={null}>
          <QueryRuntime />
        </Suspense>
      )}
      <PreviewGate granted={prerender?.previewGranted}>
        <OfflineBar />
        <AppRouter Router={prerender?.Router} />
      </PreviewGate>
    </AppProviders>
  );
}
