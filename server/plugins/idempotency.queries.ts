/**
 * Storage of idempotency records (table idempotency_keys, migration 0002). Plain functions of
 * `(db, params)` so they run in a transaction or a test unchanged.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export interface ClaimParams {
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  expiresAt: Date;
}

/** Inserts an in-flight record; true only for the one caller whose insert won the unique key. */
export async function claimKey(db: Db, params: ClaimParams): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...params, state: 'in_flight' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Db, scope: string, key: string): Promise<IdempotencyRecord | undefined> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0];
}

/** Takes over an in-flight record whose owner died (lock older than `staleBefore`); true if won. */
export async function takeOverStaleKey(db: Db, scope: string, key: string, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'in_flight'),
        lt(idempotencyKeys.lockedAt, staleBefore),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export interface StoredResponse {
  status: number;
  contentType: string | null;
  body: string;
}

export async function completeKey(db: Db, scope: string, key: string, response: StoredResponse): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: response.status,
      responseContentType: response.contentType,
      responseBody: response.body,
      completedAt: new Date(),
    })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Frees a key whose request failed on our side (5xx), so the client's retry runs it again. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight')));
}

export async function deleteExpiredKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
