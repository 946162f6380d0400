/** "Last updated <time>" for data shown from the local store (DESIGN §2). */
import { formatDate, formatTimeAgo } from '../../../../domain/time-format.ts';

export function formatLastUpdated(updatedAt: number, now: number = Date.now()): string {
  if (now - updatedAt < 60_000) return 'Last updated just now';
  return `Last updated ${formatTimeAgo(updatedAt, now, 1) ?? formatDate(updatedAt)}`;
}
