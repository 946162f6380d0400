import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthSessionEffects } from '../features/auth/components/AuthSessionEffects.tsx';
import { OfflineBar } from '../features/offline/components/OfflineBar.tsx';
import { OfflineRuntime } from '../features/offline/components/OfflineRuntime.tsx';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { AppProviders } from './providers.tsx';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <AuthSessionEffects />
      {/* Outside the gate: the service worker also caches the gate, for visitors without access. */}
      <OfflineRuntime />
      <OutboxUserBridge />
      <PreviewGate>
        <OfflineBar />
        <RouterProvider router={router} />
      </PreviewGate>
    </AppProviders>
  );
}
