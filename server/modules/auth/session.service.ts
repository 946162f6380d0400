/**
 * Sessions (DESIGN §5): an opaque 256-bit token, only its SHA-256 stored, revocable, with idle
 * and absolute expiry. The same token works as a bearer header and as the HttpOnly cookie.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { SessionLookup, SessionLookupOptions } from '../../plugins/auth.ts';
import { createQuotaLeases } from '../../plugins/quota-leases.ts';
import { findSessionContext, insertSession, revokeSessionByHash, touchSession } from './session.queries.ts';
import { generateToken, hashToken, TOKEN_SHAPE } from './secrets.ts';

/** last_used_at is written at most this often, so busy clients do not write on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionService {
  /** Starts a session; returns the token (shown to the client once) and its absolute expiry. */
  create(userId: string, db?: Db): Promise<{ token: string; expiresAt: Date }>;
  /** The token's live session (and what `options` asks for besides, in the same round trip), else null. */
  authenticate(token: string, options?: SessionLookupOptions): Promise<SessionLookup | null>;
  revoke(token: string): Promise<void>;
}

export function createSessionService(deps: { db: Db; now: () => Date; idleHours: number; maxDays: number }): SessionService {
  const idleMs = deps.idleHours * 60 * 60 * 1000;
  const maxMs = deps.maxDays * 24 * 60 * 60 * 1000;
  // Quota hits this process reserved for its sessions' next requests (issue 41).
  const leases = createQuotaLeases();
  return {
    async create(userId, db = deps.db) {
      const token = generateToken();
      const at = deps.now();
      const expiresAt = new Date(at.getTime() + maxMs);
      await insertSession(db, {
        id: randomUUID(),
        userId,
        tokenHash: hashToken(token),
        createdAt: at,
        lastUsedAt: at,
        expiresAt,
        revokedAt: null,
      });
      return { token, expiresAt };
    },

    async authenticate(token, options = { memberships: false, quota: null }) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const now = deps.now();
      const at = now.getTime();
      const tokenHash = hashToken(token);
      const { quota } = options;
      // A quota hit reserved by an earlier request of this session is spent without a write;
      // else the lookup adds hits to the counter, this request's and some for the next ones.
      const leased = quota ? leases.take(tokenHash, quota) : null;
      const hits = quota && !leased ? leases.size(tokenHash, quota) : 0;
      // One round trip (migrations 0280, 0360): the quota counts only a session still good at
      // `now`, by the same two rules as below.
      const found = await findSessionContext(deps.db, tokenHash, {
        members: options.memberships,
        quota: quota && !leased ? { name: quota.name, windowStart: quota.windowStart, hits } : null,
        now,
        idleMs,
      });
      if (!found) return null;
      if (found.expiresAt.getTime() <= at) return null;
      if (found.lastUsedAt.getTime() + idleMs <= at) return null;
      if (at - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchSession(deps.db, found.sessionId, now);
      let counted: SessionLookup['counted'] = null;
      if (quota && leased) {
        // Reserved for this token's person; the rate limiter counts afresh for anyone else.
        if (leased.key === `user:${found.userId}:${quota.name}`) counted = { ...leased, windowStart: quota.windowStart };
      } else if (quota && found.quota) {
        counted = { key: found.quota.key, count: leases.reserved(tokenHash, quota, found.quota, hits), windowStart: quota.windowStart };
      }
      return {
        user: { id: found.userId, phone: found.phone, sessionId: found.sessionId },
        memberships: found.memberships === null ? null : { list: found.memberships, ownBusinessNamed: found.ownBusinessNamed === true },
        counted,
      };
    },

    async revoke(token) {
      if (!TOKEN_SHAPE.test(token)) return;
      await revokeSessionByHash(deps.db, hashToken(token), deps.now());
    },
  };
}
