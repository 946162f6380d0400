import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './last-updated.ts';

describe('formatLastUpdated', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it.each([
    [now - 10_000, 'Last updated just now'],
    [now - 60_000, 'Last updated 1 minute ago'],
    [now - 45 * 60_000, 'Last updated 45 minutes ago'],
    [now - 60 * 60_000, 'Last updated 1 hour ago'],
    [now - 23 * 60 * 60_000, 'Last updated 23 hours ago'],
    [Date.UTC(2026, 10, 3, 9, 0, 0), 'Last updated 3 Nov 2026'],
    [now + 5_000, 'Last updated just now'],
  ])('%i → %s', (updatedAt, text) => {
    expect(formatLastUpdated(updatedAt, now)).toBe(text);
  });
});
