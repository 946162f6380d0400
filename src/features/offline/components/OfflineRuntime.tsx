import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isOnline } from '../../../lib/online.ts';
import { hasPersistedQueries } from '../../../lib/persisted-queries-key.ts';
import { afterPageSettles } from '../after-page-settles.ts';

/**
 * Starts the offline machinery once, after first paint and off the critical path (it is a
 * separate chunk): service worker registration (after load), React Query persistence, and the
 * outbox replayer with its triggers. Renders nothing.
 */
export function OfflineRuntime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    // A returning user with a saved screen, or no network: restore it now, that is the point.
    // Otherwise after the first screen has settled, so none of this competes with it. Either
    // way the service worker's registration and the outbox replayer (Dexie, the replay) wait for
    // the page to settle when online: on a signed-in start they were ~150 ms of main thread
    // inside the dashboard's first second on a slow phone (issue 15, total blocking time).
    const urgent = !isOnline() || hasPersistedQueries();
    const start = () => {
      void import('../offline-startup.ts').then(({ startOffline }) => {
        if (!cancelled) stop = startOffline(queryClient, urgent && isOnline() ? (run) => afterPageSettles(run) : undefined);
      });
    };
    const cancelStart = urgent ? (start(), () => undefined) : afterPageSettles(start);
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [queryClient]);
  return null;
}
