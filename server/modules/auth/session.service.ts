/**
 * Sessions (DESIGN §5): an opaque 256-bit token, only its SHA-256 stored, revocable, with idle
 * and absolute expiry. The same token works as a bearer header and as the HttpOnly cookie.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { findSessionByHash, insertSession, revokeSessionByHash, touchSession } from './session.queries.ts';
import { generateToken, hashToken, TOKEN_SHAPE } from './secrets.ts';

/** last_used_at is written at most this often, so busy clients do not write on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionService {
  /** Starts a session; returns the token (shown to the client once) and its absolute expiry. */
  create(userId: string, db?: Db): Promise<{ token: string; expiresAt: Date }>;
  authenticate(token: string): Promise<SessionUser | null>;
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

    async authenticate(token) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const found = await findSessionByHash(deps.db, hashToken(token));
      if (!found) return null;
      const at = deps.now().getTime();
      const { session } = found;
      if (session.expiresAt.getTime() <= at) return null;
      if (session.lastUsedAt.getTime() + idleMs <= at) return null;
      if (at - session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) await touchSession(deps.db, session.id, new Date(at));
      return { id: session.userId, phone: found.phone, sessionId: session.id };
    },

    async revoke(token) {
      if (!TOKEN_SHAPE.test(token)) return;
      await revokeSessionByHash(deps.db, hashToken(token), deps.now());
    },
  };
}
