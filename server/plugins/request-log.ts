/**
 * One log line per API request, after the answer ("GET /api/v1/health → 200 in 3 ms"), instead of
 * Fastify's two lines for every request. Static files of the PWA (scripts, icons, the shell) are
 * not logged: a walk through the app would bury the lines that matter under hundreds of them.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import { redactUrl } from './auth.ts';
import { redactQuery } from './log-safety.ts';

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(`${API_BASE_PATH}/`)) return;
    const ms = Math.round(reply.elapsedTime);
    // The URL as the serializer redacts it (email-link tokens travel in the path).
    // Query values can be phone numbers or emails: names only (issue 22).
    const url = redactQuery(redactUrl(request.url));
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, `${request.method} ${url} → ${reply.statusCode} in ${ms} ms`);
  });
}
