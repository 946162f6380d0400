import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it.each([
    ['Aminata Kamara', 'AK'],
    ['Aminata Kamara Sesay', 'AS'],
    ['mohamed', 'M'],
    ['  ibrahim   bangura  ', 'IB'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
