/**
 * Wire schemas of /notifications (issue 17, moved to TypeBox in issue 12): the signed-in user's
 * list with the unread count, the header badge, mark one read, mark all read. The web app's types
 * are these schemas' static types, the kind narrowed for its labels.
 */
import Type, { type Static } from 'typebox';
import { DataOf, IdParams, Nullable } from './common.ts';

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

export const AppNotification = Type.Object({
  id: Type.String(),
  kind: Type.String({ description: 'payment_received, payment_failed, payout_completed, payout_failed or refund_completed.' }),
  title: Type.String(),
  body: Type.String(),
  objectId: Nullable(Type.String()),
  amount: Nullable(Type.Integer({ description: 'Minor units.' })),
  currency: Nullable(Type.String()),
  livemode: Type.Boolean(),
  createdAt: Type.String(),
  readAt: Nullable(Type.String()),
});

export const NotificationsPage = Type.Object({ items: Type.Array(AppNotification), nextCursor: Nullable(Type.String()), unreadCount: Type.Integer() });

export const NotificationsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX, default: NOTIFICATIONS_PAGE_DEFAULT })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const ReadAllNotificationsBody = Type.Object(
  { upTo: Type.Optional(Type.String({ minLength: 20, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})$', description: 'ISO 8601 time: mark read only what arrived up to it.' })) },
  { additionalProperties: false },
);

export const NotificationParams = IdParams;
export const UnreadCountAnswer = DataOf(Type.Object({ count: Type.Integer() }));
export const NotificationsPageAnswer = DataOf(NotificationsPage);
export const NotificationAnswer = DataOf(AppNotification);
export const MarkedAnswer = DataOf(Type.Object({ marked: Type.Integer() }));

export type AppNotificationView = Static<typeof AppNotification>;
export type NotificationsPageView = Static<typeof NotificationsPage>;
