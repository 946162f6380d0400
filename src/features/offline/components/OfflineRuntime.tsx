import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isOnline } from '../../../lib/online.ts';
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
    // The saved screen is restored when the query client is made (lib/persist.ts). With no
    // network the rest starts now (the outbox, what an offline start is for); otherwise after the
    // first screen has settled, so none of it competes with it: on a signed-in start the service
    // worker's registration and the outbox replayer (Dexie, the replay) were ~150 ms of main
    // thread inside the dashboard's first second on a slow phone (issue 15, total blocking time).
    const urgent = !isOnline();
    const start = () => {
      void import('../offline-startup.ts').then(({ startOffline }) => {
        if (!cancelled) stop = startOffline(queryClient);
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
