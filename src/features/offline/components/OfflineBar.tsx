import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { isOnline, subscribeOnline } from '../../../lib/online.ts';
import { getOutboxUser, subscribeOutboxUser } from '../../../lib/outbox-client.ts';
import { afterPageSettles } from '../after-page-settles.ts';

// Loaded once the first screen has settled (none of it draws that screen), or at once when the
// network drops; queued actions bring Dexie, only for a signed-in user.
const OfflineStrips = lazy(() => import('./OfflineStrips.tsx'));
const QueuedActions = lazy(() => import('./QueuedActions.tsx'));

// In the page flow, not sticky: the shell header is the one sticky bar, and two would overlap.
const Stack = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.sticky};
`;

function useStripsWanted(): boolean {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettles(() => setSettled(true)), []);
  return settled || !online;
}

/**
 * The offline strip every page shows at the top: offline banner, update prompt, install offer,
 * queued changes and those needing attention. Empty (zero height) when there is nothing to say.
 */
export function OfflineBar() {
  const wanted = useStripsWanted();
  const userId = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
  if (!wanted) return null;
  return (
    <Stack>
      <Suspense fallback={null}>
        <OfflineStrips />
        {userId ? <QueuedActions userId={userId} /> : null}
      </Suspense>
    </Stack>
  );
}
