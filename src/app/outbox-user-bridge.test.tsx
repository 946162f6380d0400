import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
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
    render(<OutboxUserBridge />);
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
});
