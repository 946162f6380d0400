import { and, eq, isNull, sql } from 'drizzle-orm';
import { isMemberRole, type MemberRole } from '../../../domain/members.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** What session_context (migrations 0280 and 0360) found for a token, in one round trip. */
export interface SessionContextRow {
  sessionId: string;
  userId: string;
  phone: string;
  expiresAt: Date;
  lastUsedAt: Date;
  /** Asked for with `members`: the person's live memberships, and whether they have a named business of their own. */
  memberships: { merchantId: string; role: MemberRole }[] | null;
  ownBusinessNamed: boolean | null;
  /** Asked for with `quota`, and only for a session still good at `now`: the counter's key and its count after the hits added. */
  quota: { key: string; count: number } | null;
}

export interface SessionContextQuery {
  members: boolean;
  /** `hits`: how many to add to the counter at once (server/plugins/quota-leases.ts). */
  quota: { name: string; windowStart: Date; hits: number } | null;
  now: Date;
  idleMs: number;
}

function memberships(value: unknown): { merchantId: string; role: MemberRole }[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) throw new Error('session_context: memberships is not a list');
  return list.map((item: { merchantId?: unknown; role?: unknown }) => {
    if (typeof item.merchantId !== 'string' || !isMemberRole(item.role)) throw new Error('session_context: a membership without merchant or role');
    return { merchantId: item.merchantId, role: item.role };
  });
}

/** The session of a token hash (unless revoked) with what the request asked for besides: see migrations 0280 and 0360. */
export async function findSessionContext(db: Db, tokenHash: string, query: SessionContextQuery): Promise<SessionContextRow | undefined> {
  const result = (await db.execute(sql`
    SELECT * FROM session_context(${tokenHash}, ${query.members}, ${query.quota?.name ?? null}::text,
      ${query.quota?.windowStart.toISOString() ?? null}::timestamptz, ${query.now.toISOString()}::timestamptz, ${query.idleMs}::bigint,
      ${query.quota?.hits ?? null}::int)`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    sessionId: String(row.session_id),
    userId: String(row.user_id),
    phone: String(row.phone),
    expiresAt: new Date(row.expires_at as string | Date),
    lastUsedAt: new Date(row.last_used_at as string | Date),
    memberships: row.memberships === null || row.memberships === undefined ? null : memberships(row.memberships),
    ownBusinessNamed: typeof row.own_business_named === 'boolean' ? row.own_business_named : null,
    quota: row.quota_key === null || row.quota_key === undefined ? null : { key: String(row.quota_key), count: Number(row.quota_count) },
  };
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
}

export async function revokeSessionByHash(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
