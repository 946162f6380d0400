import { AuthSessionEffects } from '../features/auth/components/AuthSessionEffects.tsx';
import { OfflineBar } from '../features/offline/components/OfflineBar.tsx';
import { OfflineRuntime } from '../features/offline/components/OfflineRuntime.tsx';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { AppProviders } from './providers.tsx';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';
import { AppRouter } from './router.tsx';

// AppRouter sits past the preview gate: gate visitors never load route code they cannot use.
export function App() {
  return (
    <AppProviders>
      <AuthSessionEffects />
      {/* Outside the gate: the service worker also caches the gate, for visitors without access. */}
      <OfflineRuntime />
      <OutboxUserBridge />
      <PreviewGate>
        <OfflineBar />
        <AppRouter />
      </PreviewGate>
    </AppProviders>
  );
}
