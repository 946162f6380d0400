import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from './dev-messages.service.ts';

const devMessageSchema = {
  type: 'object',
  required: ['id', 'channel', 'to', 'body', 'createdAt'],
  properties: {
    id: { type: 'string' },
    channel: { type: 'string', enum: ['sms', 'email'] },
    to: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    code: { type: 'string' },
    link: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

/** Registered only outside production (see app.ts); in production the path is a plain 404. */
export function devMessagesRoutes(outbox: DevOutbox) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: { to?: string } }>(
      '/dev/messages',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { to: { type: 'string', maxLength: 320 } },
          },
          response: {
            200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: devMessageSchema } } },
          },
        },
      },
      async (request, reply) => {
        const data = await outbox.list(request.query.to);
        return reply.header('Cache-Control', 'no-store').send({ data });
      },
    );
  };
}
