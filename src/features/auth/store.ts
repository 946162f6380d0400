/**
 * The auth store (SPEC §3, §4): phone, token, user, isAuthenticated, isNewUser. The token is kept
 * in localStorage `auth_token`, which lib/api-client reads for the bearer header; a stored token at
 * start means signed in. Any 401 from the API signs out here (the client already removed the token).
 */
import { create } from 'zustand';
import type { UserProfile } from '../../../domain/api-contract.ts';
import { apiRequest, AUTH_TOKEN_KEY, getStoredToken, onUnauthorized } from '../../lib/api-client.ts';
import { setCurrentBusiness } from '../../lib/business.ts';

export interface AuthState {
  /** The 8 national digits a code was sent to; /verify-otp needs it. */
  phone: string | null;
  token: string | null;
  user: UserProfile | null;
  isAuthenticated: boolean;
  isNewUser: boolean;
  setPhone: (phone: string) => void;
  login: (token: string, user: UserProfile, isNewUser: boolean) => void;
  /** Revokes the session on the server (best effort) and clears everything here. */
  logout: () => Promise<void>;
}

const signedOut = { phone: null, token: null, user: null, isAuthenticated: false, isNewUser: false } as const;

function writeToken(token: string | null): void {
  // The business picked on this phone belongs to the session: whoever signs in next (on a shared
  // phone, maybe someone else) starts at their own business, never at the last person's (issue 35).
  setCurrentBusiness(null);
  try {
    if (token === null) localStorage.removeItem(AUTH_TOKEN_KEY);
    else localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode): the session then lasts as long as the page.
  }
}

export const useAuthStore = create<AuthState>()((set) => {
  const storedToken = getStoredToken();
  return {
    ...signedOut,
    token: storedToken,
    isAuthenticated: storedToken !== null,
    setPhone: (phone) => set({ phone }),
    login: (token, user, isNewUser) => {
      writeToken(token);
      set({ token, user, isNewUser, isAuthenticated: true });
    },
    logout: async () => {
      // Started before the token is removed: apiRequest reads the bearer token synchronously.
      const revoke = apiRequest('/auth/logout', { method: 'POST' });
      writeToken(null);
      set(signedOut);
      try {
        await revoke;
      } catch {
        // Best effort: the session is already gone on this device, and the server expires it anyway.
      }
    },
  };
});

/** A 401 means the session is gone: sign out locally only (calling /auth/logout again would 401 again). */
export function signOutLocally(): void {
  writeToken(null);
  useAuthStore.setState(signedOut);
}

// Only a signed-in user is signed out: a 401 while entering a code must not drop the phone held.
onUnauthorized(() => {
  if (useAuthStore.getState().isAuthenticated) signOutLocally();
});
