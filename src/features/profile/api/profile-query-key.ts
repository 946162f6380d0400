/**
 * The profile's query key on its own, for code on the first route (the outbox bridge) that must
 * read the cached profile without pulling in the query hooks of get-profile.ts.
 */
export const PROFILE_QUERY_KEY = ['/auth/profile'] as const;
