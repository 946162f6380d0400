/** The 15 districts of Sierra Leone as SPEC §3 lists them (Western Area as one entry). */
export const DISTRICTS = [
  'Western Area',
  'Bo',
  'Bonthe',
  'Moyamba',
  'Pujehun',
  'Kenema',
  'Kailahun',
  'Kono',
  'Bombali',
  'Kambia',
  'Koinadugu',
  'Port Loko',
  'Tonkolili',
  'Falaba',
  'Karene',
] as const;

export type District = (typeof DISTRICTS)[number];

export function isDistrict(value: string): value is District {
  return (DISTRICTS as readonly string[]).includes(value);
}
