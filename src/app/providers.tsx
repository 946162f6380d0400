import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../lib/query-client.ts';
import { GlobalStyle } from '../theme/global-style.ts';
import { theme } from '../theme/theme.ts';

// The toast viewport is its own chunk: no first screen shows a toast, and on 2G every kilobyte
// of the first route counts (npm run size). `toast()` and `useToast()` work before it loads.
const ToastViewport = lazy(async () => ({ default: (await import('../components/ui/toast/ToastProvider.tsx')).ToastViewport }));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <ToastViewport />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
