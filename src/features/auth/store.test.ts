import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../domain/api-contract.ts';
import { stubApi } from '../../test/render-routes.tsx';
import { newUserProfile } from '../../test/profiles.ts';

const user: UserProfile = newUserProfile();

/** A fresh store module, as at app start (it reads localStorage when created). */
async function freshStore() {
  vi.resetModules();
  const store = await import('./store.ts');
  const client = await import('../../lib/api-client.ts');
  return { useAuthStore: store.useAuthStore, apiRequest: client.apiRequest };
}

describe('auth store (SPEC §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('starts signed out without a stored token', async () => {
    const { useAuthStore } = await freshStore();
    expect(useAuthStore.getState()).toMatchObject({ phone: null, token: null, user: null, isAuthenticated: false, isNewUser: false });
  });

  it('starts authenticated when a token is stored', async () => {
    localStorage.setItem('auth_token', 'stored-token');
    const { useAuthStore } = await freshStore();
    expect(useAuthStore.getState()).toMatchObject({ token: 'stored-token', isAuthenticated: true });
  });

  it('setPhone stores the phone; login stores token, user and new-user flag', async () => {
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().setPhone('76123456');
    expect(useAuthStore.getState().phone).toBe('76123456');

    useAuthStore.getState().login('tok-1', user, true);
    expect(useAuthStore.getState()).toMatchObject({ phone: '76123456', token: 'tok-1', user, isAuthenticated: true, isNewUser: true });
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
  });

  it('logout revokes the session with its token, then clears everything', async () => {
    const calls = stubApi({ 'POST /auth/logout': { body: { data: { message: 'Signed out' } } } });
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().setPhone('76123456');
    useAuthStore.getState().login('tok-2', user, false);

    await useAuthStore.getState().logout();

    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/auth/logout', authorization: 'Bearer tok-2' })]);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ phone: null, token: null, user: null, isAuthenticated: false, isNewUser: false });
  });

  it('forgets the business picked on this phone at sign-out and at the next sign-in (a shared phone)', async () => {
    stubApi({ 'POST /auth/logout': { body: { data: { message: 'Signed out' } } } });
    const { useAuthStore } = await freshStore();
    const { currentBusiness, setCurrentBusiness } = await import('../../lib/business.ts');
    useAuthStore.getState().login('tok-a', user, false);
    setCurrentBusiness('business-of-the-seller');
    await useAuthStore.getState().logout();
    expect(currentBusiness()).toBeNull();

    setCurrentBusiness('business-of-the-seller');
    useAuthStore.getState().login('tok-b', user, false);
    expect(currentBusiness()).toBeNull();
  });

  it('logout still signs out on this device when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { useAuthStore } = await freshStore();
    useAuthStore.getState().login('tok-3', user, false);
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('any 401 from the API signs a signed-in user out', async () => {
    stubApi({ 'GET /auth/profile': { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in again' } } } });
    const { useAuthStore, apiRequest } = await freshStore();
    useAuthStore.getState().login('tok-4', user, false);

    await expect(apiRequest('/auth/profile')).rejects.toMatchObject({ status: 401 });

    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a 401 before sign-in keeps the phone being verified', async () => {
    stubApi({ 'POST /auth/phone/verify-otp': { status: 401, body: { error: { code: 'unauthorized', message: 'No' } } } });
    const { useAuthStore, apiRequest } = await freshStore();
    useAuthStore.getState().setPhone('76123456');
    await expect(apiRequest('/auth/phone/verify-otp', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().phone).toBe('76123456');
  });
});
