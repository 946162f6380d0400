/**
 * Storage of idempotency records (table idempotency_keys, migrations 0002 and 0030). Plain functions of
 * `(db, params)` so they run in a transaction or a test unchanged.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
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
  /** null when withheld: the answer carried a secret or was too big to keep. */
  body: string | null;
  withheld: 'secret' | 'too_large' | null;
}

export async function completeKey(db: Db, scope: string, key: string, response: StoredResponse): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      responseStatus: response.status,
      responseContentType: response.contentType,
      responseBody: response.body,
      withheld: response.withheld,
      completedAt: new Date(),
    })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Frees a key whose request failed on our side (5xx) or was refused, so a retry runs it again. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight')));
}

/** Deletes one expired record, so its key can be claimed afresh. */
export async function deleteExpiredKey(db: Db, scope: string, key: string, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), lt(idempotencyKeys.expiresAt, now)));
}

/** Deletes a scope's expired records; called when the scope reaches its cap of live keys. */
export async function deleteExpiredKeysOfScope(db: Db, scope: string, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), lt(idempotencyKeys.expiresAt, now)));
}

/** How many records a scope holds, counted no further than `limit` (a bounded index scan). */
export async function countScopeKeys(db: Db, scope: string, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, scope))
    .limit(limit)
    .as('capped');
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Issue 42: what a request outside the API made, kept beside the Idempotency-Key records so every
 * server process answers the same key alike (the no-JavaScript checkout form's attempt key → the
 * payment it started, server/plugins/checkout-page.ts). A record already there stays as it was
 * (the first writer wins); swept with the others once expired.
 */
export async function rememberOutcome(db: Db, record: { scope: string; key: string; path: string; outcome: string; expiresAt: Date }): Promise<void> {
  const now = new Date();
  await db
    .insert(idempotencyKeys)
    .values({
      scope: record.scope,
      key: record.key,
      method: 'POST',
      path: record.path,
      requestHash: '',
      state: 'done',
      responseStatus: 303,
      responseContentType: 'text/plain',
      responseBody: record.outcome,
      completedAt: now,
      expiresAt: record.expiresAt,
    })
    .onConflictDoNothing();
}

/** The outcome rememberOutcome kept for `key`, unless it has expired. */
export async function recalledOutcome(db: Db, scope: string, key: string, now: Date): Promise<string | undefined> {
  const record = await findKey(db, scope, key);
  return record && record.state === 'done' && record.expiresAt > now ? (record.responseBody ?? undefined) : undefined;
}

/**
 * Deletes every record past its expiry; returns how many. Run by a scheduled job (any process,
 * any number of times: deletes are idempotent), never by an in-process timer.
 */
export async function sweepExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
