import { lazy, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import styled from 'styled-components';
import { isOnline, subscribeOnline } from '../../../lib/online.ts';
import { getOutboxUser, subscribeOutboxUser } from '../../../lib/outbox/index.ts';
import { afterPageSettles } from '../after-page-settles.ts';

// Loaded once the first screen has settled (none of it draws that screen), or at once when the
// network drops; queued actions bring Dexie, only for a signed-in user.
// A chunk that cannot be fetched (offline on a first visit, before the service worker holds
// the app) leaves the strip out; it must never take the page down with it.
const Nothing = () => null;
const OfflineStrips = lazy<ComponentType>(() => import('./OfflineStrips.tsx').catch(() => ({ default: Nothing })));
const QueuedActions = lazy<ComponentType<{ userId: string }>>(() => import('./QueuedActions.tsx').catch(() => ({ default: Nothing })));

// In the page flow, not sticky: the shell header is the one sticky bar, and two would overlap.
const Stack = styled.div<{ $inShell: boolean }>`
  position: relative;
  /* In the shell it scrolls under the sticky header, so it must stay below it. */
  z-index: ${({ theme, $inShell }) => ($inShell ? 1 : theme.zIndices.sticky)};
`;

function useStripsWanted(): boolean {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettles(() => setSettled(true)), []);
  return settled || !online;
}

/*
 * Inside the authenticated shell the strips sit under its header, never above it: a strip above
 * would push the header's menu, bell and avatar down the screen (issue 23). The shell says it is
 * mounted here; the app-level bar then stands aside and the shell's own bar shows the strips.
 * It says so in a layout effect: the app-level bar's re-render then runs before the page can be
 * painted or read, so the two never show at once (a passive effect left both on the page for a
 * moment, long enough for a reader to see two offline banners).
 */
let shellBars = 0;
const shellListeners = new Set<() => void>();
const subscribeShell = (listener: () => void) => {
  shellListeners.add(listener);
  return () => shellListeners.delete(listener);
};
const shellMounted = () => shellBars > 0;

function useShellRegistration(inShell: boolean): void {
  useLayoutEffect(() => {
    if (!inShell) return undefined;
    shellBars += 1;
    for (const listener of shellListeners) listener();
    return () => {
      shellBars -= 1;
      for (const listener of shellListeners) listener();
    };
  }, [inShell]);
}

/**
 * The offline strip every page shows at the top (in the shell: right under its header): offline
 * banner, update prompt, install offer, queued changes and those needing attention. Empty (zero
 * height) when there is nothing to say.
 */
export function OfflineBar({ inShell = false }: { inShell?: boolean }) {
  const wanted = useStripsWanted();
  const userId = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
  useShellRegistration(inShell);
  const shellShowsIt = useSyncExternalStore(subscribeShell, shellMounted, () => false);
  if (!wanted || (!inShell && shellShowsIt)) return null;
  return (
    <Stack $inShell={inShell}>
      <Suspense fallback={null}>
        <OfflineStrips />
        {userId ? <QueuedActions userId={userId} /> : null}
      </Suspense>
    </Stack>
  );
}
