import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PublicAppConfig } from '../../../domain/api-contract.ts';
import { AppConfigAnswer } from '../../../domain/api/dashboard.ts';

/** GET /config: the public settings the web app shows (support address, compliance claims, fees). */
export function appConfigRoutes(publicConfig: PublicAppConfig) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/config', { schema: { summary: 'Public settings the web app shows', response: { 200: AppConfigAnswer } } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send({ data: publicConfig }),
    );
  };
}
