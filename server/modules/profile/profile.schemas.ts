/**
 * The profile routes' schemas: the TypeBox ones of domain/api/auth.ts (issue 12), where the
 * profile has always been part of the auth contract.
 */
import { ProfileBody, UserProfileAnswer, type ProfileInput } from '../../../domain/api/auth.ts';

export { ProfileBody, UserProfileAnswer };

/** The profile body with its defaults applied (the validator fills them in; this says so to the types). */
export const profileOf = (body: ProfileInput) => ({
  fullName: body.fullName ?? '',
  streetAddress: body.streetAddress ?? '',
  city: body.city ?? '',
  district: body.district ?? '',
});
