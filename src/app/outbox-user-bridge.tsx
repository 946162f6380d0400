import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../domain/api-contract.ts';
import { useAuthStore } from '../features/auth/store.ts';
import { PROFILE_QUERY_KEY } from '../features/profile/api/profile-query-key.ts';
import { adoptLegacyOutbox, getOutboxUser, setOutboxUser, wipeUserData } from '../lib/outbox/index.ts';

/**
 * Tells the outbox who is signed in (DESIGN §2), by the stable user id the API gives: phone
 * numbers change and are recycled, so this phone's data and queued writes follow the id. On
 * sign-out (logout or a 401) the outbox pauses and the user's local data is wiped, except writes
 * not yet sent, which wait for their next sign-in.
 */
export function OutboxUserBridge() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const signedInId = useAuthStore((state) => state.user?.id ?? null);
  const signedInPhone = useAuthStore((state) => state.user?.phone ?? null);
  // After a reload only the token is stored: the profile, once any screen has loaded it, names
  // the user. Read from the cache (no query of its own: nothing extra on the first route).
  const queryClient = useQueryClient();
  const subscribe = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);
  const cached = () => queryClient.getQueryData<UserProfile>(PROFILE_QUERY_KEY);
  // The server snapshot (null) serves the prerendered HTML and its hydration (issue 15).
  const profileId = useSyncExternalStore(subscribe, () => cached()?.id ?? null, () => null);
  const profilePhone = useSyncExternalStore(subscribe, () => cached()?.phone ?? null, () => null);
  const userId = signedInId ?? profileId;
  const phone = signedInId ? signedInPhone : profilePhone;
  const wasSignedIn = useRef(isAuthenticated);
  useEffect(() => {
    if (isAuthenticated) {
      // After a reload the token is known before the profile: keep the stored outbox user till then.
      if (userId) {
        setOutboxUser(userId);
        // Writes an older version of the app queued under this phone number become this user's.
        if (phone) adoptLegacyOutbox(phone, userId);
      }
    } else if (wasSignedIn.current) {
      const previous = getOutboxUser();
      setOutboxUser(null);
      if (previous) void wipeUserData(previous);
    } else {
      setOutboxUser(null);
    }
    wasSignedIn.current = isAuthenticated;
  }, [isAuthenticated, userId, phone]);
  return null;
}
