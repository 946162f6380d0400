import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import type { ValidProfile } from '../../../../domain/profile.ts';
import { apiData } from '../../../lib/api-client.ts';
import { discardQueuedWrite, enqueueWrite, getOutboxUser, waitForOutcome } from '../../../lib/outbox/index.ts';
import { getProfileQueryOptions } from './get-profile.ts';

/** How long the form waits for the network before saying "saved on this phone". */
export const PROFILE_SEND_WAIT_MS = 15_000;

export interface ProfileSaveResult {
  profile: UserProfile;
  /** True when the save is committed on this phone and waits for the network (DESIGN §2). */
  queued: boolean;
}

/**
 * PUT /profile {fullName, streetAddress, city, district} (SPEC's PUT /auth/profile, on the path
 * that honours an Idempotency-Key: /auth/* never does), through the outbox: committed on
 * this phone first, then sent once (its row id is the Idempotency-Key). Online, the answer comes
 * back at once; a refusal (400 with field details) is shown on the form and taken off the queue.
 */
export async function saveProfile(profile: ValidProfile, previous: UserProfile | undefined): Promise<ProfileSaveResult> {
  const body = { fullName: profile.fullName, streetAddress: profile.streetAddress, city: profile.city, district: profile.district };
  if (!getOutboxUser()) {
    // Nobody to queue for (the outbox does not know the user yet): send directly.
    return { profile: await apiData<UserProfile>('/profile', { method: 'PUT', body }), queued: false };
  }
  const row = await enqueueWrite({ method: 'PUT', path: '/profile', body, label: 'Save profile' });
  const outcome = await waitForOutcome(row, navigator.onLine ? PROFILE_SEND_WAIT_MS : 0);
  if (outcome.kind === 'sent') return { profile: (outcome.body as { data: UserProfile }).data, queued: false };
  if (outcome.kind === 'failed') {
    // The form shows the reason now. The replayer has already taken a refused row off the
    // queue; discarding is a no-op then, and a guard should that ever change.
    await discardQueuedWrite(row.id);
    throw outcome.error;
  }
  const base: UserProfile = previous ?? { phone: '', email: null, emailVerified: false, fullName: null, streetAddress: null, city: null, district: null, profileCompleted: false };
  return { profile: { ...base, ...body, profileCompleted: true }, queued: true };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const key = getProfileQueryOptions().queryKey;
  return useMutation({
    mutationFn: (profile: ValidProfile) => saveProfile(profile, queryClient.getQueryData(key)),
    // The outbox is made for no network: React Query must not hold the write back while offline.
    networkMode: 'always',
    onSuccess: async ({ profile, queued }) => {
      // get-profile.ts, rule 1: the acknowledged answer replaces the cached profile now. A read
      // still in flight was asked before the save: cancelled, so it cannot land on top of it.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, profile);
      // A queued save is not on the server yet: refetching now would undo it on screen.
      if (!queued) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
