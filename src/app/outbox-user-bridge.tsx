import { useEffect, useRef } from 'react';
import { useAuthStore } from '../features/auth/store.ts';
import { getOutboxUser, setOutboxUser, wipeUserData } from '../lib/outbox-client.ts';

/**
 * Tells the outbox who is signed in (DESIGN §2). The outbox's user id is the user's phone, the
 * stable identity the API gives the client. On sign-out (logout or a 401) the outbox pauses and
 * the user's local data is wiped, except writes not yet sent, which wait for their next sign-in.
 */
export function OutboxUserBridge() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const phone = useAuthStore((state) => state.user?.phone ?? null);
  const wasSignedIn = useRef(isAuthenticated);
  useEffect(() => {
    if (isAuthenticated) {
      // After a reload the token is known before the profile: keep the stored outbox user till then.
      if (phone) setOutboxUser(phone);
    } else if (wasSignedIn.current) {
      const previous = getOutboxUser();
      setOutboxUser(null);
      if (previous) void wipeUserData(previous);
    } else {
      setOutboxUser(null);
    }
    wasSignedIn.current = isAuthenticated;
  }, [isAuthenticated, phone]);
  return null;
}
