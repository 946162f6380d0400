import { describe, expect, it } from 'vitest';
import { formatActivityTime, formatDate, formatDateTime, formatDayMonth, formatTime, formatTimeAgo, LOCALE } from './time-format.ts';

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

  it('writes exactly what Intl writes in en-SL, for every month, every hour and both ends of each', () => {
    const intl = {
      date: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }),
      dayMonth: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short' }),
      dateTime: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }),
      time: new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' }),
    };
    for (let month = 0; month < 12; month++)
      for (const [day, hour, minute] of [[1, 0, 0], [9, 0, 5], [15, 11, 59], [28, 12, 0], [28, 12, 30], [28, 23, 59]] as const)
        for (let shift = 0; shift < 24; shift += 5) {
          const when = new Date(2026, month, day, (hour + shift) % 24, minute);
          expect(formatDate(when)).toBe(intl.date.format(when));
          expect(formatDayMonth(when)).toBe(intl.dayMonth.format(when));
          expect(formatDateTime(when)).toBe(intl.dateTime.format(when));
          expect(formatTime(when)).toBe(intl.time.format(when));
        }
    const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });
    for (const count of [1, 2, 6, 23, 59]) {
      expect(formatTimeAgo(ago(count * MINUTE), now)).toBe(relative.format(-count, 'minute'));
      if (count < 24) expect(formatTimeAgo(ago(count * HOUR), now)).toBe(relative.format(-count, 'hour'));
      if (count < 7) expect(formatTimeAgo(ago(count * DAY), now)).toBe(relative.format(-count, 'day'));
    }
  });
});
