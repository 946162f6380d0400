import type { UserProfile } from '../../domain/api-contract.ts';

/** A user just signed in, with no profile yet (SPEC §4): the phone and nothing else. */
export function newUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    phone: '76123456',
    fullName: null,
    email: null,
    emailVerified: false,
    profileCompleted: false,
    streetAddress: null,
    city: null,
    district: null,
    ...overrides,
  };
}
