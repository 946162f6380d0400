/** Notifications rows (migration 0100): a user's list, the unread count, marking read. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, type NotificationRow } from '../../db/schema.ts';

export async function insertNotification(tx: Db, row: typeof notifications.$inferInsert): Promise<void> {
  await tx.insert(notifications).values(row).onConflictDoNothing({ target: [notifications.userId, notifications.eventSeq] });
}

export interface NotificationCursor {
  at: Date;
  id: string;
}

/** Newest first, keyset-paginated. */
export async function listNotifications(db: Db, userId: string, options: { limit: number; livemode: boolean; after?: NotificationCursor }): Promise<NotificationRow[]> {
  const mine = and(eq(notifications.userId, userId), eq(notifications.livemode, options.livemode));
  const where = options.after
    ? and(mine, sql`(${notifications.createdAt}, ${notifications.id}) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`)
    : mine;
  return db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(options.limit);
}

export async function countUnreadNotifications(db: Db, userId: string, livemode: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.livemode, livemode), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markNotificationRead(db: Db, userId: string, id: string, at: Date, livemode: boolean): Promise<NotificationRow | undefined> {
  const theirs = and(eq(notifications.userId, userId), eq(notifications.id, id), eq(notifications.livemode, livemode));
  await db.update(notifications).set({ readAt: at }).where(and(theirs, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(theirs);
  return row;
}

/** Marks every unread notification read (of one mode when `livemode` is given; only those created up to `upTo` when given); returns how many. */
export async function markAllNotificationsRead(db: Db, userId: string, at: Date, upTo?: Date, livemode?: boolean): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        livemode === undefined ? undefined : eq(notifications.livemode, livemode),
        isNull(notifications.readAt),
        upTo ? sql`${notifications.createdAt} <= ${upTo.toISOString()}::timestamptz` : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
