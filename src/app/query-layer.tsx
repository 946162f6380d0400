/**
 * React Query for the app (issue 15): a lazy chunk, so the first route (/login, the gate) paints
 * and hydrates without it. Every lazy page is wrapped in QueryLayer (src/app/router.tsx), and
 * QueryRuntime mounts the effects that need the client once for the whole app.
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { AuthSessionEffects } from '../features/auth/components/AuthSessionEffects.tsx';
import { OfflineRuntime } from '../features/offline/components/OfflineRuntime.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';
import { QueryClientHolderContext } from './query-holder.ts';

/** Provides the app's query client, made at first use; a client given above (tests) wins. */
export function QueryLayer({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const holder = useContext(QueryClientHolderContext);
  if (outer) return children;
  holder.client ??= createQueryClient();
  return <QueryClientProvider client={holder.client}>{children}</QueryClientProvider>;
}

/** `Page` inside QueryLayer (adds no element, so prerendered markup is unchanged). */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryLayer>
        <Page {...props} />
      </QueryLayer>
    );
  };
}

/** Once per app: sign-out drops the cache, the offline machinery, the outbox's user. Renders nothing. */
export function QueryRuntime() {
  return (
    <QueryLayer>
      <AuthSessionEffects />
      {/* Outside the gate: the service worker also caches the gate, for visitors without access. */}
      <OfflineRuntime />
      <OutboxUserBridge />
    </QueryLayer>
  );
}
