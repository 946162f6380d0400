/**
 * Every date and time the product shows, in one locale (SPEC §9: en-SL) and through the
 * platform's Intl formatters: no hand-built month names, no second locale. Relative times
 * ("5 minutes ago") come from Intl.RelativeTimeFormat, so other languages can follow.
 */
export const LOCALE = 'en-SL';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each formatter is made on its first use, not when this module loads: making all five took
 * ~80 ms of main thread on a slow phone during the dashboard's start, where most go unused
 * (issue 15, total blocking time).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const dateFormat = lazily(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }));
const dayMonthFormat = lazily(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short' }));
const dateTimeFormat = lazily(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }));
const timeFormat = lazily(() => new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' }));
const relativeFormat = lazily(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' }));

type When = Date | string | number;
const toDate = (when: When): Date => (when instanceof Date ? when : new Date(when));

/** "23 Nov 2026". */
export function formatDate(when: When): string {
  return dateFormat().format(toDate(when));
}

/** "23 Nov". */
export function formatDayMonth(when: When): string {
  return dayMonthFormat().format(toDate(when));
}

/** "23 Nov 2026, 10:05 am". */
export function formatDateTime(when: When): string {
  return dateTimeFormat().format(toDate(when));
}

/** "10:05 am". */
export function formatTime(when: When): string {
  return timeFormat().format(toDate(when));
}

/**
 * How long ago, in whole minutes, hours or days (floored): "1 minute ago", "3 hours ago",
 * "2 days ago". Null under a minute (callers say "just now" in their own words) and from
 * `maxDays` on (callers show the date).
 */
export function formatTimeAgo(when: When, now: When, maxDays = 7): string | null {
  const elapsed = Math.max(0, toDate(now).getTime() - toDate(when).getTime());
  if (elapsed < MINUTE_MS) return null;
  if (elapsed < HOUR_MS) return relativeFormat().format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relativeFormat().format(-Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  return days < maxDays ? relativeFormat().format(-days, 'day') : null;
}

/** SPEC §9 activity times: "Just now", then minutes, hours, days under 7, then the date. */
export function formatActivityTime(timestamp: When, now: When): string {
  const elapsed = toDate(now).getTime() - toDate(timestamp).getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  return formatTimeAgo(timestamp, now) ?? formatDate(timestamp);
}
