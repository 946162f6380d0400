/** Profile rules (SPEC §5): all four required after trimming; max lengths; district from the list. */
import { isDistrict, type District } from './districts.ts';

export const PROFILE_MAX_LENGTH = { fullName: 100, streetAddress: 200, city: 100 } as const;

export interface ProfileInput {
  fullName: string;
  streetAddress: string;
  city: string;
  district: string;
}

export interface ValidProfile {
  fullName: string;
  streetAddress: string;
  city: string;
  district: District;
}

export interface FieldError {
  field: keyof ProfileInput;
  message: string;
}

const LABELS: Record<keyof ProfileInput, string> = {
  fullName: 'Full name',
  streetAddress: 'Street address',
  city: 'City/Town',
  district: 'District',
};

export type ProfileValidation = { ok: true; value: ValidProfile } | { ok: false; errors: FieldError[] };

export function validateProfile(input: ProfileInput): ProfileValidation {
  const errors: FieldError[] = [];
  const trimmed = {
    fullName: input.fullName.trim(),
    streetAddress: input.streetAddress.trim(),
    city: input.city.trim(),
    district: input.district.trim(),
  };
  for (const field of ['fullName', 'streetAddress', 'city'] as const) {
    if (trimmed[field] === '') errors.push({ field, message: `${LABELS[field]} is required` });
    else if (trimmed[field].length > PROFILE_MAX_LENGTH[field]) {
      errors.push({ field, message: `${LABELS[field]} must be at most ${PROFILE_MAX_LENGTH[field]} characters` });
    }
  }
  if (trimmed.district === '') errors.push({ field: 'district', message: 'District is required' });
  else if (!isDistrict(trimmed.district)) errors.push({ field: 'district', message: 'District must be one of the districts of Sierra Leone' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { ...trimmed, district: trimmed.district as District } };
}
