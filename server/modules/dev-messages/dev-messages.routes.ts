import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DevMessageList, DevMessagesQuery } from '../../../domain/api/auth.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { errorBody } from '../../plugins/errors.ts';
import type { DevOutbox } from './dev-messages.service.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The outbox holds every sign-in code, so it answers only this machine: the socket's own address
 * must be loopback (never X-Forwarded-For, which a client writes), and the request must carry no
 * forwarding header, since a reverse proxy on this machine would make every network client look local.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}

async function onlyThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isFromThisMachine(request)) return;
  await reply
    .status(403)
    .header('Cache-Control', 'no-store')
    .send(errorBody(ERROR_CODES.forbidden, 'The development outbox answers only requests from this machine.'));
}

/**
 * Registered only outside production (see app.ts); in production the path is a plain 404.
 * Elsewhere it answers loopback requests only (issue 19): codes never leave the machine.
 */
export function devMessagesRoutes(outbox: DevOutbox) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/dev/messages',
      { onRequest: onlyThisMachine, schema: { querystring: DevMessagesQuery, response: { 200: DevMessageList } } },
      async (request, reply) => {
        const data = await outbox.list(request.query.to);
        return reply.header('Cache-Control', 'no-store').send({ data });
      },
    );
  };
}
