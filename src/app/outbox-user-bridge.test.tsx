import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../domain/api-contract.ts';
import { signOutLocally, useAuthStore } from '../features/auth/store.ts';
import { getOutboxUser, OUTBOX_USER_KEY } from '../lib/outbox/index.ts';
import { getLocalDb, readCollection, saveCollection } from '../lib/local-db.ts';
import { addToOutbox, listOutbox } from '../lib/outbox/queue.ts';
import { OutboxUserBridge } from './outbox-user-bridge.tsx';

const USER_ID = '3d9b1c7a-5e2f-4a61-8b0d-9c4e7f2a1b35';
const user: UserProfile = {
  id: USER_ID,
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
    expect(getOutboxUser()).toBe(USER_ID);
    expect(localStorage.getItem(OUTBOX_USER_KEY)).toBe(USER_ID);

    const db = getLocalDb();
    await saveCollection(db, USER_ID, 'transactions', [{ id: 't1' }]);
    const unsent = await addToOutbox(db, { userId: USER_ID, method: 'PUT', path: '/profile', body: {}, label: 'Save profile' });

    act(() => signOutLocally());
    expect(getOutboxUser()).toBeNull();
    expect(localStorage.getItem(OUTBOX_USER_KEY)).toBeNull();
    await expect.poll(() => readCollection(db, USER_ID, 'transactions')).toEqual([]);
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
    expect(getOutboxUser()).toBe(USER_ID);
  });

  it('a user whose phone number changes keeps their queued writes and their local data', async () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <OutboxUserBridge />
      </QueryClientProvider>,
    );
    const mover = { ...user, id: 'a8e2f4c6-1b3d-4e5f-8a7b-9c0d1e2f3a4b', phone: '76555000' };
    act(() => useAuthStore.getState().login('token-3', mover, false));
    const db = getLocalDb();
    const queued = await addToOutbox(db, { userId: getOutboxUser()!, method: 'POST', path: '/payments/p1/cancel', label: 'Cancel payment' });
    await saveCollection(db, mover.id, 'accounts', [{ id: 'a1' }]);

    // The number changes (a new SIM, a recycled one given up): the profile now names another phone.
    act(() => queryClient.setQueryData(['/auth/profile'], { ...mover, phone: '77000999' }));
    act(() => useAuthStore.setState({ user: { ...mover, phone: '77000999' } }));
    expect(getOutboxUser()).toBe(mover.id);
    // Still this user's, still to be sent (the replayer may be trying it right now).
    expect((await listOutbox(db, mover.id)).map((row) => [row.id, row.state === 'failed'])).toEqual([[queued.id, false]]);
    expect(await readCollection(db, mover.id, 'accounts')).toEqual([expect.objectContaining({ id: 'a1' })]);
    act(() => signOutLocally());
  });
});
