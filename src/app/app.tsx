import { AuthSessionEffects } from '../features/auth/components/AuthSessionEffects.tsx';
import { OfflineBar } from '../features/offline/components/OfflineBar.tsx';
import { OfflineRuntime } from '../features/offline/components/OfflineRuntime.tsx';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { AppProviders } from './providers.tsx';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';
import { AppRouter, type RouterComponent } from './router.tsx';

export interface AppProps {
  /** Build-time prerendering only (src/app/entry-server.tsx): a static router and the gate's decision. */
  prerender?: { Router: RouterComponent; previewGranted: boolean };
}

// AppRouter sits past the preview gate: gate visitors never load route code they cannot use.
export function App({ prerender }: AppProps = {}) {
  return (
    <AppProviders>
      <AuthSessionEffects />
      {/* Outside the gate: the service worker also caches the gate, for visitors without access. */}
      <OfflineRuntime />
      <OutboxUserBridge />
      <PreviewGate granted={prerender?.previewGranted}>
        <OfflineBar />
        <AppRouter Router={prerender?.Router} />
      </PreviewGate>
    </AppProviders>
  );
}
