import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { nextTask } from '../lib/api-client.ts';
import { theme } from '../theme/theme.ts';
import { QueryClientHolderContext, type QueryClientHolder } from './query-holder.ts';

// The toast viewport is its own chunk: no first screen shows a toast, and on 2G every kilobyte
// of the first route counts (npm run size). `toast()` and `useToast()` work before it loads. Asked
// for a task after the render that reaches it, as app.tsx's QueryRuntime.
const ToastViewport = lazy(async () => {
  await nextTask();
  return { default: (await import('../components/ui/toast/ToastProvider.tsx')).ToastViewport };
});

// React Query's client is made by the lazy query layer (src/app/query-layer.tsx), kept per app here.
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState<QueryClientHolder>(() => ({}));
  return (
    <ThemeProvider theme={theme}>
      <QueryClientHolderContext.Provider value={queryClient}>
        {children}
        <Suspense fallback={null}>
          <ToastViewport />
        </Suspense>
      </QueryClientHolderContext.Provider>
    </ThemeProvider>
  );
}
