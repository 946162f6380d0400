import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { checkHealth } from './health.service.ts';

const healthSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['status', 'message', 'timestamp', 'uptime', 'version'],
      properties: {
        status: { type: 'string', enum: ['ok', 'degraded'] },
        message: { type: 'string' },
        timestamp: { type: 'string' },
        uptime: { type: 'number' },
        version: { type: 'string' },
      },
    },
  },
} as const;

export function healthRoutes(db: Db, version: string) {
  return async (app: FastifyInstance): Promise<void> => {
    // 503 when the database is down, so load balancers stop sending traffic; the body still
    // carries the health data for people and the /health-check page.
    app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
      const health = await checkHealth(db, version);
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ data: health });
    });
  };
}
