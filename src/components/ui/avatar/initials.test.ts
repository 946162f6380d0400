import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Aminata Kamara', 'AK'],
    ['Aminata Kamara Sesay', 'AS'],
    ['mohamed', 'M'],
    ['  ibrahim   bangura  ', 'IB'],
    ['7-Eleven Store', '7S'],
    ['(Fatmata) Conteh', 'FC'],
    ['Ólafur Émile', 'ÓÉ'],
    // A phone number shown in place of a name: no initials ("+4" says nothing), Avatar's glyph instead.
    ['+232 76 123 456', ''],
    ['Your account', 'YA'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
