/**
 * The audit log (issue 34): one append-only row per staff action and per activation submission
 * (who, role, what, on whom, when, reason, request id). Written in the same transaction as the
 * action it records, so a row exists exactly when the action committed. The database refuses
 * UPDATE, DELETE and TRUNCATE on it (0160_activation.sql).
 */
import { desc, eq, lt } from 'drizzle-orm';
import type { ActorRole, AuditAction } from '../../../domain/activation.ts';
import type { AuditEntryView } from '../../../domain/api/activation.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditEntryInput {
  actorUserId: string | null;
  actorRole: ActorRole;
  action: AuditAction;
  targetType?: 'merchant' | 'user' | 'payment' | 'document' | 'search' | 'staff' | 'payout_account' | 'webhook_delivery' | 'settings';
  targetId?: string;
  reason?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actorUserId: entry.actorUserId,
    actorRole: entry.actorRole,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
    requestId: entry.requestId ?? null,
    details: entry.details ?? {},
  });
}

/** Newest first; `before` pages on (a seq from the previous page). */
export async function listAudit(db: Db, options: { limit: number; before?: number }): Promise<AuditEntryView[]> {
  const rows = await db
    .select({ entry: auditLog, phone: users.phone })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(options.before !== undefined ? lt(auditLog.seq, options.before) : undefined)
    .orderBy(desc(auditLog.seq))
    .limit(options.limit);
  return rows.map(({ entry, phone }) => ({
    seq: entry.seq,
    at: entry.at.toISOString(),
    action: entry.action,
    actorRole: entry.actorRole,
    actorUserId: entry.actorUserId,
    actorPhone: phone,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    requestId: entry.requestId,
  }));
}
