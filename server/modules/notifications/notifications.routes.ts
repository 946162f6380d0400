import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MarkedAnswer,
  NotificationAnswer,
  NotificationParams,
  NotificationsPageAnswer,
  NotificationsQuery,
  ReadAllNotificationsBody,
  UnreadCountAnswer,
} from '../../../domain/api/notifications.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * GET /notifications (the signed-in user's list, newest first, with the unread count),
 * GET /notifications/unread-count (the header badge), POST /notifications/{id}/read and
 * POST /notifications/read-all { upTo? }. Marking read is idempotent by nature and also takes an
 * Idempotency-Key like every retried write.
 */
export function notificationsRoutes(notifications: NotificationsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/notifications/unread-count', { preHandler: app.requireUser, schema: { response: { 200: UnreadCountAnswer } } }, async (request) => ({
      data: { count: await notifications.unreadCount(signedInUser(request).id, request.livemode) },
    }));
    app.get(
      '/notifications',
      { preHandler: app.requireUser, schema: { querystring: NotificationsQuery, response: { 200: NotificationsPageAnswer } } },
      async (request) => {
        const { limit, cursor } = request.query;
        return { data: await notifications.list(signedInUser(request).id, { ...(limit !== undefined ? { limit } : {}), ...(cursor ? { cursor } : {}) }, request.livemode) };
      },
    );
    app.post(
      '/notifications/:id/read',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: NotificationParams, response: { 200: NotificationAnswer } } },
      async (request) => ({ data: await notifications.markRead(signedInUser(request).id, request.params.id, request.livemode) }),
    );
    app.post(
      '/notifications/read-all',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { body: ReadAllNotificationsBody, response: { 200: MarkedAnswer } },
      },
      async (request) => {
        const upTo = request.body?.upTo;
        return { data: { marked: await notifications.markAllRead(signedInUser(request).id, upTo ? new Date(upTo) : undefined, request.livemode) } };
      },
    );
  };
}
