import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import type { ValidProfile } from '../../../../domain/profile.ts';
import { QUERY_CACHE_KEY, startQueryPersistence } from '../../../lib/persist.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { PROFILE_QUERY_KEY } from '../../profile/api/profile-query-key.ts';
import { saveProfile } from '../../profile/api/update-profile.ts';
import { AddEmailForm } from './AddEmailForm.tsx';
import { newUserProfile } from '../../../test/profiles.ts';

/**
 * Issue 18, the flaky e2e "Skip goes to /dashboard" made deterministic. The persister writes at
 * most once a second, so a phone that reloads within that second of a completed save restores the
 * snapshot from before it (profileCompleted: false) with a timestamp the 30 s staleTime accepts.
 * Here the "page" is closed exactly inside that window: the second page gets the storage as it
 * was before the save, as a real reload would.
 */

const incomplete: UserProfile = newUserProfile();
const filled = { fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' };

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('Skip on /add-email after a reload right after the profile was saved', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to /dashboard: the restored pre-save snapshot does not decide', async () => {
    // The server: incomplete until the PUT, complete from then on.
    let server: UserProfile = incomplete;
    stubApi({
      'GET /auth/profile': () => ({ body: { data: server } }),
      'PUT /profile': ({ body }) => {
        server = { ...server, ...(body as typeof filled), profileCompleted: true };
        return { body: { data: server } };
      },
    });

    // Page one: the profile (incomplete) is read and saved on the phone by the real persister.
    const pageOneStorage = memoryStorage();
    const pageOne = new QueryClient();
    const stopPageOne = startQueryPersistence(pageOne, pageOneStorage);
    await pageOne.prefetchQuery({ queryKey: PROFILE_QUERY_KEY, meta: { persist: true }, queryFn: () => server });
    await vi.waitFor(() => expect(pageOneStorage.getItem(QUERY_CACHE_KEY)).toContain('"profileCompleted":false'), { timeout: 3000 });
    // The page is closed inside the persister's one-second window after the save below.
    const storageAtReload = pageOneStorage.getItem(QUERY_CACHE_KEY) ?? '';

    // The save completes on the server (acknowledged), then the page reloads.
    const saved = await saveProfile(filled as ValidProfile, incomplete);
    expect(saved.profile.profileCompleted).toBe(true);
    stopPageOne();

    // Page two: the app's real query client restores the older snapshot from the phone.
    const pageTwo = createQueryClient();
    const stopPageTwo = startQueryPersistence(pageTwo, memoryStorage({ [QUERY_CACHE_KEY]: storageAtReload }));
    await vi.waitFor(() => expect(pageTwo.getQueryData<UserProfile>(PROFILE_QUERY_KEY)?.profileCompleted).toBe(false));

    const u = userEvent.setup();
    renderRoutes([{ path: '/add-email', element: <AddEmailForm /> }], {
      initialEntry: '/add-email',
      stubPaths: ['/dashboard', '/profile-setup'],
      queryClient: pageTwo,
    });
    await u.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    stopPageTwo();
  });

  it('offline, Skip decides on the copy on the phone instead of waiting for a network that is not there', async () => {
    const calls = stubApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(PROFILE_QUERY_KEY, { ...incomplete, ...filled, profileCompleted: true });
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      const u = userEvent.setup();
      renderRoutes([{ path: '/add-email', element: <AddEmailForm /> }], { initialEntry: '/add-email', stubPaths: ['/dashboard', '/profile-setup'], queryClient });
      await u.click(screen.getByRole('button', { name: 'Skip for now' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
      expect(calls).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
