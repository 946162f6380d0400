import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../domain/api-contract.ts';
import { signOutLocally, useAuthStore } from '../features/auth/store.ts';
import { getOutboxUser, OUTBOX_USER_KEY } from '../lib/outbox-client.ts';
import { getLocalDb, readCollection, saveCollection } from '../lib/local-db.ts';
import { addToOutbox } from '../lib/outbox.ts';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';

const user: UserProfile = {
  phone: '76123456',
  fullName: 'Aminata Kamara',
  email: null,
  emailVerified: false,
  profileCompleted: true,
  streetAddress: '1 Main Road',
  city: 'Bo',
  district: 'Bo',
};

describe('OutboxUserBridge', () => {
  it('names the signed-in user to the outbox, and at sign-out wipes their data but keeps unsent writes', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OutboxUserBridge />
      </QueryClientProvider>,
    );
    expect(getOutboxUser()).toBeNull();

    act(() => useAuthStore.getState().login('token-1', user, false));
    expect(getOutboxUser()).toBe('76123456');
    expect(localStorage.getItem(OUTBOX_USER_KEY)).toBe('76123456');

    const db = getLocalDb();
    await saveCollection(db, '76123456', 'transactions', [{ id: 't1' }]);
    const unsent = await addToOutbox(db, { userId: '76123456', method: 'PUT', path: '/auth/profile', body: {}, label: 'Save profile' });

    act(() => signOutLocally());
    expect(getOutboxUser()).toBeNull();
    expect(localStorage.getItem(OUTBOX_USER_KEY)).toBeNull();
    await expect.poll(() => readCollection(db, '76123456', 'transactions')).toEqual([]);
    expect(await db.outbox.get(unsent.id)).toBeDefined();
  });

  it('after a reload (token only), names the user once a screen has loaded their profile', () => {
    const queryClient = new QueryClient();
    localStorage.setItem('auth_token', 'token-2');
    useAuthStore.setState({ token: 'token-2', isAuthenticated: true, user: null, phone: null });
    localStorage.removeItem(OUTBOX_USER_KEY);
    render(
      <QueryClientProvider client={queryClient}>
        <OutboxUserBridge />
      </QueryClientProvider>,
    );
    act(() => queryClient.setQueryData(['/auth/profile'], { ...user, phone: '77000111' }));
    expect(getOutboxUser()).toBe('77000111');
  });
});
