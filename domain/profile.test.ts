import { describe, expect, it } from 'vitest';
import { validateProfile } from './profile.ts';

const valid = { fullName: 'Aminata Kamara', streetAddress: '12 Siaka Stevens Street', city: 'Freetown', district: 'Western Area' };

describe('validateProfile (SPEC §5)', () => {
  it('accepts a complete profile and trims every field', () => {
    expect(validateProfile({ fullName: ' Aminata Kamara ', streetAddress: '12 Siaka Stevens Street ', city: ' Freetown', district: 'Western Area' })).toEqual({
      ok: true,
      value: valid,
    });
  });

  it('requires all four fields after trimming, one error per field', () => {
    const result = validateProfile({ fullName: '  ', streetAddress: '', city: '\t', district: '' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'fullName', message: 'Full name is required' },
        { field: 'streetAddress', message: 'Street address is required' },
        { field: 'city', message: 'City/Town is required' },
        { field: 'district', message: 'District is required' },
      ],
    });
  });

  it('allows 100/200/100 characters and refuses one more', () => {
    expect(validateProfile({ ...valid, fullName: 'a'.repeat(100), streetAddress: 'b'.repeat(200), city: 'c'.repeat(100) }).ok).toBe(true);
    const result = validateProfile({ ...valid, fullName: 'a'.repeat(101), streetAddress: 'b'.repeat(201), city: 'c'.repeat(101) });
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['fullName', 'streetAddress', 'city']);
  });

  it('accepts only the districts of SPEC §3', () => {
    expect(validateProfile({ ...valid, district: 'Karene' }).ok).toBe(true);
    expect(validateProfile({ ...valid, district: 'Lagos' })).toEqual({
      ok: false,
      errors: [{ field: 'district', message: 'District must be one of the districts of Sierra Leone' }],
    });
  });
});
