/**
 * `Cache-Control: no-store` on every API answer (issue 22): balances, transactions, profiles and
 * codes must not stay in a shared phone's HTTP cache or a proxy's; the app keeps its own offline
 * copy. Exceptions are the public answers that carry nothing personal; each sets its own policy.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';

export const PUBLIC_API_PATHS = new Set([`${API_BASE_PATH}/health`, `${API_BASE_PATH}/config`, `${API_BASE_PATH}/openapi.json`]);

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path === '/api' || path.startsWith('/api/')) && !PUBLIC_API_PATHS.has(path)) {
      void reply.header('cache-control', 'no-store');
    }
  });
}
