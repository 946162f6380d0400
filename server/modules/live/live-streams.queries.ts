/**
 * Open live streams as leases in the shared database (issue 17), so "at most N streams per user"
 * holds across every server process, not per process. Times are the database's clock (`now()`),
 * one clock for all processes. A stream evicted by another process is told through
 * LIVE_STREAMS_CHANNEL (its id as payload); a notification lost meanwhile is caught by the owner's
 * next lease renewal, which no longer finds the row.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveStreams } from '../../db/schema.ts';

export const LIVE_STREAMS_CHANNEL = 'salone_live_streams';

/**
 * Registers stream `id` of `userId` and evicts the user's oldest beyond `max` (anywhere), in one
 * transaction under a per-user advisory lock, so two processes opening at once cannot both stay
 * within the bound on a stale count. Returns the evicted stream ids.
 */
export async function claimStreamSlot(db: Db, input: { id: string; userId: string; max: number; leaseSeconds: number }): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`live_streams:${input.userId}`}, 0))`);
    await tx.delete(liveStreams).where(and(eq(liveStreams.userId, input.userId), lte(liveStreams.expiresAt, sql`now()`)));
    await tx.insert(liveStreams).values({
      id: input.id,
      userId: input.userId,
      // clock_timestamp(): streams opened in one transaction's lifetime still get distinct, ordered times.
      openedAt: sql`clock_timestamp()`,
      expiresAt: sql`now() + make_interval(secs => ${input.leaseSeconds})`,
    });
    const open = await tx
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(eq(liveStreams.userId, input.userId))
      .orderBy(desc(liveStreams.openedAt), desc(liveStreams.id));
    const evicted = open.slice(input.max).map((row) => row.id);
    if (evicted.length === 0) return [];
    await tx.delete(liveStreams).where(inArray(liveStreams.id, evicted));
    // Delivered at commit, to every process listening (the owner closes its stream).
    for (const id of evicted) await tx.execute(sql`SELECT pg_notify(${LIVE_STREAMS_CHANNEL}, ${id})`);
    return evicted;
  });
}

/** Renews these streams' leases; returns the ids still registered (a missing one was evicted or expired). */
export async function renewStreamLeases(db: Db, ids: string[], leaseSeconds: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(liveStreams)
    .set({ expiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(liveStreams.id, ids))
    .returning({ id: liveStreams.id });
  return new Set(rows.map((row) => row.id));
}

export async function releaseStreams(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(liveStreams).where(inArray(liveStreams.id, ids));
}

/**
 * Deletes leases that ended more than `graceSeconds` ago. A process renews its streams' leases
 * every few seconds, so such a row is a stream whose process died; its user may never come back
 * to reclaim the slot (that claim would delete it too). Returns how many went.
 */
export async function sweepExpiredStreamLeases(db: Db, graceSeconds = 600): Promise<number> {
  const rows = await db
    .delete(liveStreams)
    .where(sql`${liveStreams.expiresAt} < now() - make_interval(secs => ${graceSeconds})`)
    .returning({ id: liveStreams.id });
  return rows.length;
}

/** Streams of `userId` open anywhere now (tests, health). */
export async function countOpenStreams(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveStreams)
    .where(and(eq(liveStreams.userId, userId), sql`${liveStreams.expiresAt} > now()`));
  return Number(row?.n ?? 0);
}
