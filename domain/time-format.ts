/**
 * Every date and time the product shows, in one locale (SPEC §9: en-SL), written out here rather
 * than by Intl.DateTimeFormat and Intl.RelativeTimeFormat: the first Intl formatter a page makes
 * starts ICU, which took 25-35 ms of main thread on this project's machines (and four times that
 * on the slow phone Lighthouse models) in the dashboard's start (issue 15, total blocking time).
 * The tests pin every function here to the output of Intl's en-SL formatters, month by month
 * and hour by hour, so the two cannot drift apart.
 */
export const LOCALE = 'en-SL';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** en-SL's short month names (CLDR: "Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

type When = Date | string | number;
const toDate = (when: When): Date => (when instanceof Date ? when : new Date(when));

/** "23 Nov 2026". */
export function formatDate(when: When): string {
  const date = toDate(when);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "23 Nov". */
export function formatDayMonth(when: When): string {
  const date = toDate(when);
  return `${date.getDate()} ${MONTHS[date.getMonth()]}`;
}

/** "23 Nov 2026, 10:05 am". */
export function formatDateTime(when: When): string {
  return `${formatDate(when)}, ${formatTime(when)}`;
}

/** "10:05 am" (12-hour clock: midnight is "12:00 am", noon "12:00 pm"). */
export function formatTime(when: When): string {
  const date = toDate(when);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "1 minute ago", "3 hours ago". */
function ago(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago, in whole minutes, hours or days (floored): "1 minute ago", "3 hours ago",
 * "2 days ago". Null under a minute (callers say "just now" in their own words) and from
 * `maxDays` on (callers show the date).
 */
export function formatTimeAgo(when: When, now: When, maxDays = 7): string | null {
  const elapsed = Math.max(0, toDate(now).getTime() - toDate(when).getTime());
  if (elapsed < MINUTE_MS) return null;
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  return days < maxDays ? ago(days, 'day') : null;
}

/** SPEC §9 activity times: "Just now", then minutes, hours, days under 7, then the date. */
export function formatActivityTime(timestamp: When, now: When): string {
  const elapsed = toDate(now).getTime() - toDate(timestamp).getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  return formatTimeAgo(timestamp, now) ?? formatDate(timestamp);
}
