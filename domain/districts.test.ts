import { describe, expect, it } from 'vitest';
import { DISTRICTS, isDistrict } from './districts.ts';

describe('districts (SPEC §3)', () => {
  it('lists the 15 districts in SPEC order', () => {
    expect(DISTRICTS).toEqual([
      'Western Area', 'Bo', 'Bonthe', 'Moyamba', 'Pujehun', 'Kenema', 'Kailahun', 'Kono',
      'Bombali', 'Kambia', 'Koinadugu', 'Port Loko', 'Tonkolili', 'Falaba', 'Karene',
    ]);
  });

  it('recognises names exactly', () => {
    expect(isDistrict('Port Loko')).toBe(true);
    expect(isDistrict('port loko')).toBe(false);
  });
});
