/**
 * Per-IP rate limits kept in the database (fixed windows), so every server process behind a load
 * balancer counts against the same numbers (DESIGN §4). Use a rule as a route's onRequest hook:
 * it counts before the body is parsed, so malformed requests are counted too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export interface RateLimitRule {
  /** Bucket name; routes sharing a name share the count. */
  name: string;
  max: number;
  windowSeconds: number;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimiter {
  /** onRequest hook enforcing `rule` per client IP. */
  perIp(rule: RateLimitRule): RateLimitHook;
  /** Adds one hit to `key` in the current window and returns the count and window end. */
  hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetAt: Date }>;
}

/** Old windows are swept at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Longest window any rule may use; rows older than this are garbage. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function createRateLimiter(deps: { db: Db; now: () => Date }): RateLimiter {
  let lastSweep = 0;

  async function hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetAt: Date }> {
    const now = deps.now();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    // One atomic upsert: concurrent requests from any process each get a distinct count.
    const [row] = await deps.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await deps.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_MS)));
    }
    return { count: row?.count ?? 1, resetAt: new Date(windowStart.getTime() + windowMs) };
  }

  return {
    hit,
    perIp(rule) {
      return async (request) => {
        const { count, resetAt } = await hit(`ip:${rule.name}:${request.ip}`, rule);
        if (count > rule.max) {
          const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - deps.now().getTime()) / 1000));
          throw new HttpError(
            429,
            ERROR_CODES.rateLimited,
            `Too many requests from your network. Please try again in ${describeWait(retryAfter)}.`,
            undefined,
            { 'Retry-After': String(retryAfter) },
          );
        }
      };
    },
  };
}

/** "45 seconds", "1 minute", "12 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
