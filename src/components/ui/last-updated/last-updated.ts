/** "Last updated <time>" for data shown from the local store (DESIGN §2). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatLastUpdated(updatedAt: number, now: number = Date.now()): string {
  const age = Math.max(0, now - updatedAt);
  if (age < MINUTE) return 'Last updated just now';
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return `Last updated ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return `Last updated ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const date = new Intl.DateTimeFormat('en-SL', { day: 'numeric', month: 'short', year: 'numeric' }).format(updatedAt);
  return `Last updated ${date}`;
}
