/**
 * CORS: same origin only, unless CORS_ORIGINS lists origins allowed to call the API with
 * credentials. No header at all is sent for an unlisted origin, so the browser blocks it.
 */
import type { FastifyInstance } from 'fastify';

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    void reply.header('Access-Control-Allow-Origin', origin);
    void reply.header('Access-Control-Allow-Credentials', 'true');
    void reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      void reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      void reply.header('Access-Control-Allow-Headers', 'Content-Type, Authorization, Idempotency-Key, Salone-Mode');
      void reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
}
