import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, idParams, nullableString } from '../../http/schemas.ts';
import { NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX, type NotificationsService } from './notifications.service.ts';

const unreadSchema = dataOf({ type: 'object', required: ['count'], properties: { count: { type: 'integer' } } });

const notificationSchema = {
  type: 'object',
  required: ['id', 'kind', 'title', 'body', 'objectId', 'amount', 'currency', 'livemode', 'createdAt', 'readAt'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    objectId: nullableString,
    amount: { type: ['integer', 'null'] },
    currency: nullableString,
    livemode: { type: 'boolean' },
    createdAt: { type: 'string' },
    readAt: nullableString,
  },
} as const;

const listSchema = dataOf({
  type: 'object',
  required: ['items', 'nextCursor', 'unreadCount'],
  properties: { items: { type: 'array', items: notificationSchema }, nextCursor: nullableString, unreadCount: { type: 'integer' } },
});

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX, default: NOTIFICATIONS_PAGE_DEFAULT },
    cursor: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const readAllBody = {
  type: 'object',
  additionalProperties: false,
  properties: { upTo: { type: 'string', minLength: 20, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})$' } },
} as const;

/**
 * GET /notifications (the signed-in user's list, newest first, with the unread count),
 * GET /notifications/unread-count (the header badge), POST /notifications/{id}/read and
 * POST /notifications/read-all { upTo? }. Marking read is idempotent by nature and also takes an
 * Idempotency-Key like every retried write.
 */
export function notificationsRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/notifications/unread-count', { preHandler: app.requireUser, schema: { response: { 200: unreadSchema } } }, async (request) => ({
      data: { count: await notifications.unreadCount(signedInUser(request).id) },
    }));
    app.get<{ Querystring: { limit?: number; cursor?: string } }>(
      '/notifications',
      { preHandler: app.requireUser, schema: { querystring: listQuery, response: { 200: listSchema } } },
      async (request) => {
        const { limit, cursor } = request.query;
        return { data: await notifications.list(signedInUser(request).id, { ...(limit !== undefined ? { limit } : {}), ...(cursor ? { cursor } : {}) }) };
      },
    );
    app.post<{ Params: { id: string } }>(
      '/notifications/:id/read',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: idParams, response: { 200: dataOf(notificationSchema) } } },
      async (request) => ({ data: await notifications.markRead(signedInUser(request).id, request.params.id) }),
    );
    app.post<{ Body: { upTo?: string } | undefined }>(
      '/notifications/read-all',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { body: readAllBody, response: { 200: dataOf({ type: 'object', required: ['marked'], properties: { marked: { type: 'integer' } } }) } },
      },
      async (request) => {
        const upTo = request.body?.upTo;
        return { data: { marked: await notifications.markAllRead(signedInUser(request).id, upTo ? new Date(upTo) : undefined) } };
      },
    );
  };
}
