import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthSessionEffects } from '../features/auth/components/AuthSessionEffects.tsx';
import { OfflineBar } from '../features/offline/components/OfflineBar.tsx';
import { OfflineRuntime } from '../features/offline/components/OfflineRuntime.tsx';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { AppProviders } from './providers.tsx';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';
import { createRouter } from './router.tsx';

/**
 * Created only past the preview gate: creating a browser router starts loading the current
 * route's code, which gate visitors never need (it would compete with the gate on 2G).
 */
function AppRouter() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}

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
