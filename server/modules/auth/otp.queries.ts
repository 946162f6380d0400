import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import type { OtpChannel } from '../../db/schema/auth.ts';

export type OtpRow = typeof otpCodes.$inferSelect;

/**
 * Serialises every send and verify for one number or address across processes until the
 * transaction ends, so the 60 s, hourly and 5-tries rules cannot be raced.
 */
export async function lockDestination(tx: Db, channel: OtpChannel, destination: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${channel}:${destination}`}, 0))`);
}

/** Send times for this destination since `since`, oldest first. */
export async function sendTimesSince(tx: Db, channel: OtpChannel, destination: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.destination, destination), gt(otpCodes.createdAt, since)))
    .orderBy(asc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** The hash of the newest code sent to this destination, used or not. */
export async function newestCodeHash(tx: Db, channel: OtpChannel, destination: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.destination, destination)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.codeHash;
}

const live = and(isNull(otpCodes.consumedAt), isNull(otpCodes.invalidatedAt));

export async function invalidateLiveCodesForDestination(tx: Db, channel: OtpChannel, destination: string, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ invalidatedAt: now })
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.destination, destination), live));
}

export async function invalidateLiveCodesForUser(tx: Db, channel: OtpChannel, userId: string, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ invalidatedAt: now })
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.userId, userId), live));
}

export async function insertCode(tx: Db, row: OtpRow): Promise<void> {
  await tx.insert(otpCodes).values(row);
}

/** Undo a send whose delivery failed, so it neither blocks the resend timer nor counts. */
export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The newest unused, not superseded code for this destination (and user, for email codes). */
export async function findLiveCode(
  tx: Db,
  channel: OtpChannel,
  destination: string,
  userId: string | null,
): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.channel, channel),
        eq(otpCodes.destination, destination),
        userId === null ? isNull(otpCodes.userId) : eq(otpCodes.userId, userId),
        live,
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

export async function addFailedAttempt(tx: Db, id: string): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id));
}

export async function consumeCode(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}

/** Rows older than `before` no longer matter to any rule (the hourly window is the longest). */
export async function deleteCodesCreatedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, before));
}
