import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { getLocalDb } from '../../../lib/local-db.ts';
import { enqueueWrite, setOutboxUser } from '../../../lib/outbox/index.ts';
import { stubApi } from '../../../test/render-routes.tsx';
import { getProfileAsKnownHere } from './get-profile.ts';
import { newUserProfile } from '../../../test/profiles.ts';

const serverEmpty: UserProfile = newUserProfile({ id: 'user-1' });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('the profile as this phone knows it (a save waiting in the outbox)', () => {
  beforeEach(() => setOnline(false)); // keeps the replayer from sending the queued save
  afterEach(async () => {
    vi.unstubAllGlobals();
    setOutboxUser(null);
    await getLocalDb().outbox.clear();
    setOnline(true);
  });

  it('a refetch that beats the queued save to the server still shows the saved, complete profile', async () => {
    setOutboxUser('user-1');
    await enqueueWrite({ method: 'PUT', path: '/profile', body: { fullName: 'Fatmata Offline', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Bo' }, label: 'Save profile' });
    stubApi({ 'GET /auth/profile': { body: { data: serverEmpty } } });
    const profile = await getProfileAsKnownHere();
    expect(profile).toMatchObject({ fullName: 'Fatmata Offline', city: 'Freetown', district: 'Bo', profileCompleted: true, phone: '76123456' });
  });

  it('with nothing waiting, it is the server’s answer unchanged', async () => {
    setOutboxUser('user-1');
    stubApi({ 'GET /auth/profile': { body: { data: serverEmpty } } });
    expect(await getProfileAsKnownHere()).toEqual(serverEmpty);
  });

  it('another user’s waiting save is not laid over this user’s profile', async () => {
    setOutboxUser('user-2');
    await enqueueWrite({ method: 'PUT', path: '/profile', body: { fullName: 'Someone Else', streetAddress: 'x', city: 'y', district: 'Bo' }, label: 'Save profile' });
    setOutboxUser('user-1');
    stubApi({ 'GET /auth/profile': { body: { data: serverEmpty } } });
    expect(await getProfileAsKnownHere()).toEqual(serverEmpty);
  });
});
