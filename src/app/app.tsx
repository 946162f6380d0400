import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthSessionEffects } from '../features/auth/components/AuthSessionEffects.tsx';
import { PreviewGate } from '../features/preview/components/PreviewGate.tsx';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <AuthSessionEffects />
      <PreviewGate>
        <RouterProvider router={router} />
      </PreviewGate>
    </AppProviders>
  );
}
