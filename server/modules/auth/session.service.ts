/**
 * Sessions (DESIGN §5): an opaque 256-bit token, only its SHA-256 stored, revocable, with idle
 * and absolute expiry. The same token works as a bearer header and as the HttpOnly cookie.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { SessionLookup, SessionLookupOptions } from '../../plugins/auth.ts';
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
      // One round trip (migration 0280): the quota counts only a session still good at `now`,
      // by the same two rules as below.
      const found = await findSessionContext(deps.db, hashToken(token), { members: options.memberships, quota: options.quota, now, idleMs });
      if (!found) return null;
      if (found.expiresAt.getTime() <= at) return null;
      if (found.lastUsedAt.getTime() + idleMs <= at) return null;
      if (at - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchSession(deps.db, found.sessionId, now);
      return {
        user: { id: found.userId, phone: found.phone, sessionId: found.sessionId },
        memberships: found.memberships === null ? null : { list: found.memberships, ownBusinessNamed: found.ownBusinessNamed === true },
        counted: found.quota && options.quota ? { ...found.quota, windowStart: options.quota.windowStart } : null,
      };
    },

    async revoke(token) {
      if (!TOKEN_SHAPE.test(token)) return;
      await revokeSessionByHash(deps.db, hashToken(token), deps.now());
    },
  };
}
