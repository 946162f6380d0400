import type { RateLimitRule } from '../../plugins/rate-limit.ts';

/**
 * Per client IP, per 15 minutes. Generous enough for many people behind one mobile carrier NAT;
 * the per-number and per-code rules are the tight ones.
 */
export const AUTH_IP_LIMITS = {
  send: { name: 'auth-send', max: 30, windowSeconds: 900 },
  verify: { name: 'auth-verify', max: 60, windowSeconds: 900 },
  link: { name: 'auth-link', max: 30, windowSeconds: 900 },
  session: { name: 'auth-session', max: 300, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

