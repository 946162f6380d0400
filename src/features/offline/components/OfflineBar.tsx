import { lazy, Suspense, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { getOutboxUser, subscribeOutboxUser } from '../../../lib/outbox-client.ts';

// The strips load after first paint: none of them is needed to draw the first screen, and
// queued actions bring Dexie (only for a signed-in user).
const OfflineBanner = lazy(() => import('./OfflineBanner.tsx'));
const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx'));
const InstallButton = lazy(() => import('./InstallButton.tsx'));
const QueuedActions = lazy(() => import('./QueuedActions.tsx'));

const Stack = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
`;

/**
 * The offline strip every page shows at the top: offline banner, update prompt, install offer,
 * queued changes and those needing attention. Empty (zero height) when there is nothing to say.
 */
export function OfflineBar() {
  const userId = useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
  return (
    <Stack>
      <Suspense fallback={null}>
        <OfflineBanner />
        <UpdatePrompt />
        <InstallButton />
        {userId ? <QueuedActions userId={userId} /> : null}
      </Suspense>
    </Stack>
  );
}
