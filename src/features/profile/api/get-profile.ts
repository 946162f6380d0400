import { onlineManager, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { apiData } from '../../../lib/api-client.ts';
import { unsentWriteBodies } from '../../../lib/outbox/index.ts';
import { queryClientCreatedAt } from '../../../lib/query-client.ts';
import { PROFILE_QUERY_KEY } from './profile-query-key.ts';

/** GET /auth/profile: the signed-in user's profile (SPEC §3). */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiData<UserProfile>('/auth/profile', { signal });
}

/** The four fields a queued profile save carries (update-profile.ts). */
const PROFILE_FIELDS = ['fullName', 'streetAddress', 'city', 'district'] as const;

/**
 * The profile as this phone knows it: the server's answer with any profile save still waiting in
 * the outbox laid over it (a saved profile is complete). Without this, the refetch that runs on
 * reconnect could answer before the replayer's PUT reaches the server, and send a user who set
 * their profile up offline back to an empty /profile-setup (issue 23). The queue is read BEFORE
 * the request: a save sent meanwhile is then in the server's answer, or laid over it unchanged.
 */
export async function getProfileAsKnownHere(signal?: AbortSignal): Promise<UserProfile> {
  const waiting = await unsentWriteBodies('PUT', '/profile').catch(() => []);
  const profile = await getProfile(signal);
  const latest = waiting.at(-1);
  if (!latest || typeof latest !== 'object' || Array.isArray(latest)) return profile;
  const overlay: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = latest[field];
    if (typeof value === 'string') overlay[field] = value;
  }
  return { ...profile, ...overlay, profileCompleted: true };
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    // Small and user-scoped: saved for an instant, offline-capable start (lib/persist.ts).
    meta: { persist: true },
    queryFn: ({ signal }) => getProfileAsKnownHere(signal),
  });
}

/** For showing the profile: any copy will do, the cached one paints at once. */
export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

/*
 * THE RULE FOR DECISIONS (issue 18). Where the app navigates because of the profile (Skip on
 * /add-email, the signed-in / welcome, /profile-setup after the email flow, /verify-email), it
 * decides on a profile that cannot be older than the user's last acknowledged write:
 *
 *  1. A successful write (profile save, email verified) puts the server's answer into this query
 *     synchronously, before the form navigates (update-profile.ts, verify-email-code.ts).
 *  2. Online, a decision always asks the server again (staleTime 0 / refetch on mount) and waits
 *     for that answer. It never decides on the cached copy, because that copy may be the one
 *     restored from the phone (lib/persist.ts): the persister writes at most once a second, so a
 *     page closed or reloaded within a second of a save restores the snapshot from BEFORE the save,
 *     with a recent timestamp that the 30 s staleTime would otherwise accept as fresh. That is the
 *     race behind the flaky "Skip goes to /dashboard" e2e test: a completed profile, reloaded on
 *     /add-email, restored `profileCompleted: false` and Skip went to /profile-setup.
 *     "This visit's answer" is told by time, not by React Query's isFetchedAfterMount: a restore
 *     that lands while the mount's fetch is in flight hydrates the old copy with its old
 *     dataUpdateCount, which looks "fetched after mount" (the flake seen again under
 *     --repeat-each 20). Data older than the page's query client was restored, so it is not used.
 *  3. Offline (the fetch would pause, not answer), the copy on the phone is all there is; a save
 *     queued offline was written into it by rule 1, so it is still not older than that save.
 *
 * Both helpers below apply it; decisions use them, never useProfile() or a bare fetchQuery.
 */

/** The profile a one-off decision (a button press) may act on. Throws when it cannot be had. */
export async function fetchProfileForDecision(queryClient: QueryClient): Promise<UserProfile> {
  const cached = queryClient.getQueryData<UserProfile>(PROFILE_QUERY_KEY);
  if (cached && !onlineManager.isOnline()) return cached;
  return queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 });
}

/**
 * The profile a rendered decision (a redirect) may act on: `deciding` stays true until this
 * mount's own answer is in (online), so no redirect is taken on a restored copy.
 */
export function useProfileForDecision() {
  const pageStartedAt = queryClientCreatedAt(useQueryClient());
  const profile = useQuery({ ...getProfileQueryOptions(), refetchOnMount: 'always' });
  const restored = profile.dataUpdatedAt < pageStartedAt;
  const waiting = restored || (profile.isFetching && !profile.isFetchedAfterMount);
  // An error decides (the callers' safe default); a paused fetch (offline) leaves the saved copy (rule 3).
  const deciding = profile.isPending || (!profile.isError && profile.fetchStatus !== 'paused' && waiting);
  return { ...profile, deciding };
}
