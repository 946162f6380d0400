/**
 * The signed-in user's notifications (issue 17): real rows written from money events (see
 * notification-writer.ts), listed newest first, counted for the header badge, marked read one by
 * one or all at once.
 */
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../http/cursor.ts';
import { NOTIFICATIONS_PAGE_DEFAULT } from '../../../domain/api/notifications.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.queries.ts';

export { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from '../../../domain/api/notifications.ts';

export function toPublicNotification(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    objectId: row.objectId,
    amount: row.amount,
    currency: row.currency,
    livemode: row.livemode,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
export type PublicNotification = ReturnType<typeof toPublicNotification>;

export function createNotificationsService(db: Db, now: () => Date) {
  return {
    /** The user's notifications of one mode (the request's: test and live never mix). */
    async list(userId: string, options: { limit?: number; cursor?: string }, livemode = false) {
      const limit = options.limit ?? NOTIFICATIONS_PAGE_DEFAULT;
      const rows = await listNotifications(db, userId, { limit: limit + 1, livemode, ...(options.cursor ? { after: decodeTimeCursor(options.cursor) } : {}) });
      const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.createdAt, last.id));
      return {
        items: page.rows.map(toPublicNotification),
        nextCursor: page.nextCursor,
        unreadCount: await countUnreadNotifications(db, userId, livemode),
      };
    },
    unreadCount: (userId: string, livemode = false) => countUnreadNotifications(db, userId, livemode),
    async markRead(userId: string, id: string, livemode = false) {
      const row = await markNotificationRead(db, userId, id, now(), livemode);
      if (!row) throw new DomainError(ERROR_CODES.notFound, 'No notification with this id');
      return toPublicNotification(row);
    },
    /** Everything unread up to `upTo` (the newest the user saw; default: now). */
    markAllRead: (userId: string, upTo?: Date, livemode = false) => markAllNotificationsRead(db, userId, now(), upTo, livemode),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The events module calls this in the transaction of each event (notification-writer.ts). */
export { writeNotificationsForEvent } from './notification-writer.ts';
/** Marks a user's notifications created up to `upTo` read (demo seeding: the owner has seen the older ones). */
export { markAllNotificationsRead } from './notifications.queries.ts';
