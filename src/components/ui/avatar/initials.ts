/**
 * Up to two initials of a name: first and last word ("Aminata Kamara Sesay" → "AS"). Only words
 * with a letter count, so a name that is a phone number (a user who has not given one yet:
 * "+232 76 123 456") has no initials rather than "+4"; each word's initial is its first letter or
 * digit ("7-Eleven Store" → "7S"). Empty when there are none: Avatar then shows a person glyph.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const initial = (word: string | undefined) => (word ? (/[\p{L}\p{N}]/u.exec(word)?.[0] ?? '') : '');
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${initial(first)}${initial(last)}`.toUpperCase();
}
