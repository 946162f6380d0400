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
    // A frame then a task: the first paint has happened before any of this loads.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        void import('../offline-startup.ts').then(({ startOffline }) => {
          if (!cancelled) stop = startOffline(queryClient);
        });
      }, 0),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      stop?.();
    };
  }, [queryClient]);
  return null;
}
