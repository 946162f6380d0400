import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app keeps its one React Query client (issue 15). The app's own code makes none:
 * React Query (~8 KB gzip) is not on the first route (/login, the gate), it comes with the first
 * screen that reads server data (src/app/query-layer.tsx, a lazy chunk), which makes the client
 * once per app and keeps it here, so every page and the runtime effects share it.
 */
export interface QueryClientHolder {
  client?: QueryClient;
}

export const QueryClientHolderContext = createContext<QueryClientHolder>({});
