import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../store.ts';

/**
 * Mounted once inside the query provider: when the user signs out (logout or any 401), the
 * cached server data is dropped so the next person on a shared phone never sees it (DESIGN §2).
 */
export function AuthSessionEffects() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}
