import type { FastifyInstance } from 'fastify';
import type { PublicAppConfig } from '../../../domain/api-contract.ts';

const appConfigSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['supportEmail', 'claims'],
      properties: {
        supportEmail: { type: 'string' },
        claims: {
          type: 'object',
          required: ['centralBankLicence', 'iso27001', 'pciDss'],
          properties: {
            centralBankLicence: { type: 'boolean' },
            iso27001: { type: 'boolean' },
            pciDss: { type: 'boolean' },
          },
        },
      },
    },
  },
} as const;

/** GET /config: the public settings the web app shows (support address, compliance claims). */
export function appConfigRoutes(publicConfig: PublicAppConfig) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/config', { schema: { response: { 200: appConfigSchema } } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send({ data: publicConfig }),
    );
  };
}
