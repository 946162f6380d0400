/** The user profile of SPEC §3, read and saved with SPEC §5's rules enforced on the server. */
import type { UserProfile } from '../../../domain/api-contract.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { fromE164 } from '../../../domain/phone.ts';
import { validateProfile, type ProfileInput } from '../../../domain/profile.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/auth.ts';
import { DomainError } from '../../domain-error.ts';
import { UNAUTHORIZED_MESSAGE } from '../../plugins/auth.ts';
import { findUserById, updateUser } from './users.queries.ts';

export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    phone: fromE164(row.phone),
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerified,
    profileCompleted: row.profileCompleted,
    streetAddress: row.streetAddress,
    city: row.city,
    district: row.district,
  };
}

export interface ProfileService {
  get(userId: string): Promise<UserProfile>;
  save(userId: string, input: ProfileInput): Promise<UserProfile>;
}

/** A session can outlive its user only if the row was deleted; treat that as signed out. */
function gone(): DomainError {
  return new DomainError(ERROR_CODES.unauthorized, UNAUTHORIZED_MESSAGE);
}

export function createProfileService(deps: { db: Db; now: () => Date }): ProfileService {
  return {
    async get(userId) {
      const row = await findUserById(deps.db, userId);
      if (!row) throw gone();
      return toUserProfile(row);
    },
    async save(userId, input) {
      const result = validateProfile(input);
      if (!result.ok) {
        throw new DomainError(ERROR_CODES.invalidInput, result.errors.map((error) => error.message).join(', '), { details: result.errors });
      }
      const row = await updateUser(deps.db, userId, { ...result.value, profileCompleted: true, updatedAt: deps.now() });
      if (!row) throw gone();
      return toUserProfile(row);
    },
  };
}
