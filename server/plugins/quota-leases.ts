/**
 * Issue 41: hits of a person's API quota reserved ahead, so a signed-in read does not write the
 * quota's counter on every request.
 *
 * The counter stays in the database (rate_limits), shared by every server process. When a
 * session's request finds nothing reserved here, its session lookup adds a few hits to the
 * counter at once (session_context with p_quota_hits, migration 0360); the request takes the
 * first of those counts as its own and the rest wait here for that session's next requests, in
 * order. Each count is handed out once, by the one process that reserved it, so no two requests
 * anywhere share a count and a request is let through only with a count within the limit: the
 * quota is never exceeded. What is reserved and not spent before the window ends (the session
 * stopped, or its next requests went to another process) only counts as spent: the person may be
 * stopped a little early, never late. To keep that small, a reservation is a 256th of what is
 * left of the limit, at most 32 hits, and a single hit when less than 512 are left (so small
 * limits count exactly as before, one hit per request).
 */

/** A quota's current window, as the rate limiter names it, with its limit. */
export interface QuotaWindow {
  name: string;
  windowStart: Date;
  max: number;
}

/** A count of the quota spent by one request: the counter's key and the request's count. */
export interface LeasedHit {
  key: string;
  count: number;
}

/** At most this many hits are reserved at once. */
export const MOST_RESERVED = 32;
/** A reservation is at most this share of what is left of the limit. */
const SHARE_OF_WHAT_IS_LEFT = 256;
/** Sessions' reservations kept at most; past it, those of ended windows go, then all. */
const MOST_KEPT = 10_000;

interface Reserved {
  key: string;
  windowStart: number;
  /** Counts reserved and not handed out yet, as ranges [from, to], oldest first. */
  ranges: [number, number][];
  /** The highest count the counter gave this session in this window. */
  seen: number;
}

export interface QuotaLeases {
  /** A count reserved earlier for this session's quota window, now spent by this request; null when none is left. */
  take(tokenHash: string, quota: QuotaWindow): LeasedHit | null;
  /** How many hits this session's lookup should add to the counter now. */
  size(tokenHash: string, quota: QuotaWindow): number;
  /**
   * The counter gave `count` after adding `hits` for this session: the request's own count (the
   * first of them), the rest kept for the session's next requests.
   */
  reserved(tokenHash: string, quota: QuotaWindow, hit: LeasedHit, hits: number): number;
  /** Sessions with counts kept (for tests). */
  readonly sessions: number;
}

export function createQuotaLeases(): QuotaLeases {
  const kept = new Map<string, Reserved>();
  const slot = (tokenHash: string, quota: QuotaWindow) => `${tokenHash}:${quota.name}:${quota.windowStart.getTime()}`;

  function makeRoom(windowStart: number): void {
    if (kept.size < MOST_KEPT) return;
    for (const [name, reserved] of kept) if (reserved.windowStart < windowStart) kept.delete(name);
    if (kept.size >= MOST_KEPT) kept.clear();
  }

  return {
    take(tokenHash, quota) {
      const reserved = kept.get(slot(tokenHash, quota));
      const range = reserved?.ranges[0];
      if (!reserved || !range) return null;
      const count = range[0];
      if (count >= range[1]) reserved.ranges.shift();
      else range[0] = count + 1;
      return { key: reserved.key, count };
    },
    size(tokenHash, quota) {
      const seen = kept.get(slot(tokenHash, quota))?.seen ?? 0;
      return Math.min(MOST_RESERVED, Math.max(1, Math.floor((quota.max - seen) / SHARE_OF_WHAT_IS_LEFT)));
    },
    reserved(tokenHash, quota, hit, hits) {
      if (!Number.isSafeInteger(hits) || hits < 1) throw new Error(`quota leases: hits must be 1 or more, not ${hits}`);
      const first = hit.count - hits + 1;
      const name = slot(tokenHash, quota);
      let reserved = kept.get(name);
      if (hits === 1 && !reserved) return first;
      if (!reserved || reserved.key !== hit.key) {
        makeRoom(quota.windowStart.getTime());
        reserved = { key: hit.key, windowStart: quota.windowStart.getTime(), ranges: [], seen: 0 };
        kept.set(name, reserved);
      }
      reserved.seen = Math.max(reserved.seen, hit.count);
      if (hits > 1) {
        reserved.ranges.push([first + 1, hit.count]);
        reserved.ranges.sort((a, b) => a[0] - b[0]);
      }
      return first;
    },
    get sessions() {
      return kept.size;
    },
  };
}
