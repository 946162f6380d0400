import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

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
    // When the main thread is idle after first paint (at the latest 2 s later), so this never
    // competes with the first screen on a slow phone.
    const start = () => {
      void import('../offline-startup.ts').then(({ startOffline }) => {
        if (!cancelled) stop = startOffline(queryClient);
      });
    };
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200);
    return () => {
      cancelled = true;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
      stop?.();
    };
  }, [queryClient]);
  return null;
}
