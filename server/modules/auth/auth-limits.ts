import type { RateLimitRule } from '../../plugins/rate-limit.ts';

/**
 * Sign-in and verification limits beyond the API-wide quota (DESIGN §5), per 15 minutes. Counted
 * per client: the signed-in user, else the client address. An address is often a mobile carrier's
 * NAT with thousands of subscribers behind it, so the address caps are coarse flood guards, sized
 * from the API-wide address quota (RATE_LIMIT_IP, default 3000): a fifth of it for code sends
 * (600: 40 people a minute starting sign-in from one network), two fifths for code checks (people
 * mistype), a fifth for email links. The rules that protect a person are per number and per code
 * (otp.service.ts: 60 s between sends, 5 sends an hour, 5 wrong tries kill a code) and per user
 * (below and the API-wide quota).
 */
export function authLimits(perIp: number) {
  const share = (fifths: number) => Math.max(1, Math.floor((perIp * fifths) / 5));
  return {
    send: { name: 'auth-send', max: share(1), windowSeconds: 900 },
    verify: { name: 'auth-verify', max: share(2), windowSeconds: 900 },
    link: { name: 'auth-link', max: share(1), windowSeconds: 900 },
  } satisfies Record<string, RateLimitRule>;
}

/**
 * Code checks per phone number, whoever sends them: 5 codes an hour with 5 tries each is 25 honest
 * tries at most, so 30 in 15 minutes is only ever a flood, answered 429 instead of 400.
 */
export const PHONE_VERIFY_LIMIT: RateLimitRule = { name: 'phone-verify', max: 30, windowSeconds: 900 };

/** Email codes one signed-in user may request per hour, across all addresses (5 per address). */
export const EMAIL_SEND_PER_USER: RateLimitRule = { name: 'email-send', max: 10, windowSeconds: 3600 };
