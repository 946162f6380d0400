import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatDate, formatDateTime, formatDayMonth, formatTimeAgo, LOCALE } from './time-format.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('one way to format time (en-SL)', () => {
  it('uses SPEC’s locale', () => {
    expect(LOCALE).toBe('en-SL');
  });

  it('formats dates the same everywhere', () => {
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('23 Nov 2026');
    expect(formatDayMonth('2026-03-02T12:00:00Z')).toBe('2 Mar');
    expect(formatDateTime('2026-11-23T12:00:00Z')).toMatch(/^23 Nov 2026, \d{1,2}:00/);
  });

  it.each([
    [0, null],
    [59_999, null],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY + 23 * HOUR, '6 days ago'],
    [7 * DAY, null],
  ])('how long ago: %i ms → %s', (elapsed, text) => {
    expect(formatTimeAgo(ago(elapsed), now)).toBe(text);
  });

  it('activity times: Just now, minutes, hours, days under 7, then the date (SPEC §9)', () => {
    expect(formatActivityTime(ago(30_000), now)).toBe('Just now');
    expect(formatActivityTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatActivityTime(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatActivityTime('2026-11-01T08:00:00Z', now)).toBe('1 Nov 2026');
  });
});
