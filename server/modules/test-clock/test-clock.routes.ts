import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DevClockAnswer, DevClockBody } from '../../../domain/api/dev.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { errorBody } from '../../plugins/errors.ts';
import type { TestClock } from './test-clock.service.ts';

/**
 * POST /dev/clock { advanceSeconds }: registered only on the e2e server (test-clock.service.ts says
 * why it cannot be enabled in production). `isFromThisMachine` is the development outbox's check.
 */
export function testClockRoutes(clock: TestClock, isFromThisMachine: (request: FastifyRequest) => boolean) {
  async function onlyThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (isFromThisMachine(request)) return;
    await reply.status(403).header('Cache-Control', 'no-store').send(errorBody(ERROR_CODES.forbidden, 'The test clock answers only requests from this machine.'));
  }
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/dev/clock',
      {
        onRequest: onlyThisMachine,
        schema: {
          body: DevClockBody,
          response: { 200: DevClockAnswer },
        },
      },
      async (request, reply) => {
        const offsetSeconds = clock.advance(request.body.advanceSeconds);
        return reply.header('Cache-Control', 'no-store').send({ data: { offsetSeconds } });
      },
    );
  };
}
