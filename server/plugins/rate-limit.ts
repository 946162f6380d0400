/**
 * Rate limits kept in the database (fixed windows), so every server process behind a load
 * balancer counts against the same numbers (DESIGN §4). Who is counted (DESIGN §5):
 * - a signed-in request counts against its user (later: its API key), never its address, because
 *   thousands of people share one address behind a mobile carrier's NAT;
 * - a request without a session counts against its address, with caps sized for that NAT;
 * - some rules count a value of the request instead (a phone number), after the body is checked.
 *
 * Why not @fastify/rate-limit: its hooks share one "already limited" flag per request, so a
 * request gets one limit, while a sign-in needs a network cap before its body is parsed and a
 * per-number limit after it; its stores also keep their own clock, and ours must be the app's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import type { CountedHit } from './auth.ts';
import type { QuotaWindow } from './quota-leases.ts';
import { HttpError } from './errors.ts';

export interface RateLimitRule {
  /** Bucket name; routes sharing a name share the count. */
  name: string;
  max: number;
  windowSeconds: number;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A rule for signed-in requests (per user) and one for the rest (per client address). */
export interface ClientRules {
  user: RateLimitRule;
  ip: RateLimitRule;
}

/** The same numbers per user and per address: one user may do what one network may. */
export function sameForEveryone(rule: RateLimitRule): ClientRules {
  return { user: rule, ip: rule };
}

export interface RateLimiter {
  /**
   * Hook counting per client: `rules.user` against the signed-in person (or API key) when there
   * is one (run it after `app.optionalUser`, or `app.optionalUserCounting`, whose hit it enforces
   * without counting again), else `rules.ip` against the client address. Over the limit: 429
   * `rate_limited` with Retry-After.
   */
  perClient(rules: ClientRules): RateLimitHook;
  /**
   * Hook counting `rule` per client address whoever asks: only for answers no session changes
   * (unknown paths), since a signed-in request must not be refused for its shared address.
   */
  perIp(rule: RateLimitRule): RateLimitHook;
  /**
   * preHandler counting `rule` per value of the (validated) request, e.g. one phone number;
   * `valueOf` returns null when the request has no valid value (validation answers it later).
   */
  perValue(rule: RateLimitRule, valueOf: (request: FastifyRequest) => string | null, message: string): RateLimitHook;
  /** Adds one hit to `key` in the current window and returns the count and window end. */
  hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetAt: Date }>;
  /**
   * `rule`'s name, current window and limit, for a lookup that counts a signed-in person's hit in
   * its own round trip (app.optionalUserCounting); `perClient` then enforces that count.
   */
  window(rule: RateLimitRule): QuotaWindow;
}

/**
 * Whose quota a request spends when it carries credentials: today a signed-in user. An API-key
 * plugin adds its key here (`key:<id>`), so merchants' servers are limited per key, not per address.
 */
export function credentialSubject(request: FastifyRequest): string | null {
  if (request.apiKey) return `key:${request.apiKey.id}`;
  // The person signed in, also when acting for a business they are a member of (issue 41):
  // each member has their own quota, so one busy till cannot lock its owner out.
  const person = request.person ?? request.user;
  return person ? `user:${person.id}` : null;
}

/** The API-wide quota per 15 minutes (config RATE_LIMIT_USER and RATE_LIMIT_IP). */
export function apiQuota(limits: { perUser: number; perIp: number }): ClientRules {
  return {
    user: { name: 'api', max: limits.perUser, windowSeconds: 900 },
    ip: { name: 'api', max: limits.perIp, windowSeconds: 900 },
  };
}

/** Old windows are swept at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Longest window any rule may use; rows older than this are garbage. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export function createRateLimiter(deps: { db: Db; now: () => Date }): RateLimiter {
  let lastSweep = 0;

  const windowStartOf = (rule: RateLimitRule, now: Date) => {
    const windowMs = rule.windowSeconds * 1000;
    return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  };
  const windowEnd = (rule: RateLimitRule, windowStart: Date) => new Date(windowStart.getTime() + rule.windowSeconds * 1000);

  async function sweepIfDue(now: Date): Promise<void> {
    if (now.getTime() - lastSweep <= SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await deps.db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - KEEP_MS)));
  }

  async function hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetAt: Date }> {
    const now = deps.now();
    const windowStart = windowStartOf(rule, now);
    // One atomic upsert: concurrent requests from any process each get a distinct count.
    const [row] = await deps.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    await sweepIfDue(now);
    return { count: row?.count ?? 1, resetAt: windowEnd(rule, windowStart) };
  }

  /** A hit the session lookup counted for this very key (issue 41) is this request's: not counted twice. */
  async function alreadyCounted(counted: CountedHit, rule: RateLimitRule): Promise<{ count: number; resetAt: Date }> {
    await sweepIfDue(deps.now());
    return { count: counted.count, resetAt: windowEnd(rule, counted.windowStart) };
  }

  async function enforce(key: string, rule: RateLimitRule, message: (wait: string) => string, counted?: CountedHit | null): Promise<void> {
    const { count, resetAt } = counted && counted.key === key ? await alreadyCounted(counted, rule) : await hit(key, rule);
    if (count <= rule.max) return;
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - deps.now().getTime()) / 1000));
    throw new HttpError(429, ERROR_CODES.rateLimited, message(describeWait(retryAfter)), undefined, {
      'Retry-After': String(retryAfter),
    });
  }

  return {
    hit,
    window: (rule) => ({ name: rule.name, windowStart: windowStartOf(rule, deps.now()), max: rule.max }),
    perClient(rules) {
      return async (request) => {
        const subject = credentialSubject(request);
        if (subject !== null) {
          await enforce(`${subject}:${rules.user.name}`, rules.user, (wait) => `Too many requests. Please try again in ${wait}.`, request.countedHit);
        } else {
          await enforce(`ip:${rules.ip.name}:${request.ip}`, rules.ip, (wait) => `Too many requests from your network. Please try again in ${wait}.`);
        }
      };
    },
    perIp(rule) {
      return async (request) => {
        await enforce(`ip:${rule.name}:${request.ip}`, rule, (wait) => `Too many requests from your network. Please try again in ${wait}.`);
      };
    },
    perValue(rule, valueOf, message) {
      return async (request) => {
        const value = valueOf(request);
        if (value === null) return;
        await enforce(`value:${rule.name}:${value}`, rule, (wait) => `${message} Please try again in ${wait}.`);
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
