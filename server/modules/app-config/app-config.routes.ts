import type { FastifyInstance } from 'fastify';
import type { PublicAppConfig } from '../../../domain/api-contract.ts';

const appConfigSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['supportEmail', 'claims', 'feeRules'],
      properties: {
        supportEmail: { type: 'string' },
        // By method: basis points and a fixed part per currency in minor units (domain/fees.ts).
        feeRules: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['basisPoints', 'fixed'],
            properties: { basisPoints: { type: 'integer' }, fixed: { type: 'object', additionalProperties: { type: 'integer' } } },
          },
        },
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

/** GET /config: the public settings the web app shows (support address, compliance claims, fees). */
export function appConfigRoutes(publicConfig: PublicAppConfig) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/config', { schema: { response: { 200: appConfigSchema } } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send({ data: publicConfig }),
    );
  };
}
