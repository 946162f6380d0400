import type { Db } from '../../db/client.ts';
import { countUnreadNotifications } from './notifications.queries.ts';

export function createNotificationsService(db: Db) {
  return {
    unreadCount: (userId: string) => countUnreadNotifications(db, userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
