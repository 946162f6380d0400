/** Notifications are a projection of payments (see the payments module's activity service). */
import type { ActivityService } from '../payments/activity.service.ts';

export function createNotificationsService(activity: ActivityService) {
  return {
    unreadCount: (userId: string) => activity.unreadCount(userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
