import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthAnswer } from '../../../domain/api/dashboard.ts';
import type { Database, Db } from '../../db/client.ts';
import { checkReadiness, ReadinessAnswer } from './readiness.ts';
import { checkHealth } from './health.service.ts';

export function healthRoutes(db: Db, version: string, database?: Database) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    // 503 when the database is down, so load balancers stop sending traffic; the body still
    // carries the health data for people and the /health-check page.
    app.get('/health', { schema: { summary: 'Health of the service and its database', response: { 200: HealthAnswer, 503: HealthAnswer } } }, async (_request, reply) => {
      const health = await checkHealth(db, version);
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ data: health });
    });
    // Issue 40: readiness apart from liveness: 503 until the database answers with every migration
    // of this build applied, and again once a SIGTERM began draining this process.
    if (database) {
      app.get('/health/ready', { schema: { summary: 'May this process take traffic: database reachable, migrations applied, not draining', response: { 200: ReadinessAnswer, 503: ReadinessAnswer } } }, async (_request, reply) => {
        const readiness = await checkReadiness(database);
        return reply.status(readiness.ready ? 200 : 503).header('Cache-Control', 'no-store').send({ data: readiness });
      });
    }
  };
}
