import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf } from '../../http/schemas.ts';
import type { NotificationsService } from './notifications.service.ts';

const unreadSchema = dataOf({ type: 'object', required: ['count'], properties: { count: { type: 'integer' } } });

/** GET /notifications/unread-count → { data: { count } } for the header badge. */
export function notificationsRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/notifications/unread-count', { preHandler: app.requireUser, schema: { response: { 200: unreadSchema } } }, async (request) => ({
      data: { count: await notifications.unreadCount(signedInUser(request).id) },
    }));
  };
}
