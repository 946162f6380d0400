/**
 * One log line per API request, after the answer ("GET /api/v1/health → 200 in 3 ms"), instead of
 * Fastify's two lines for every request. Static files of the PWA (scripts, icons, the shell) are
 * not logged: a walk through the app would bury the lines that matter under hundreds of them.
 *
 * Refusals (401, 414, 429, unknown route 404) are bounded (issue 36, plugins/refusals.ts): the
 * first of a kind from an address in an interval is logged, the rest are one summary line with a
 * count; and no line carries more than LOGGED_URL_CHARS of a URL.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import { redactUrl } from './auth.ts';
import { redactQuery } from './log-safety.ts';
import { createRefusalLog, refusalKind, REFUSAL_LOG_INTERVAL_MS, urlForLog, type RefusalLog } from './refusals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The refusal counter of the request log (tests flush it instead of waiting an interval). */
    refusalLog: RefusalLog;
  }
}

export function registerRequestLog(app: FastifyInstance, options: { refusalIntervalMs?: number } = {}): void {
  const refusals = createRefusalLog((line, message) => app.log.warn(line, message), options.refusalIntervalMs ?? REFUSAL_LOG_INTERVAL_MS);
  app.decorate('refusalLog', refusals);
  app.addHook('onClose', async () => refusals.stop());
  app.addHook('onResponse', async (request, reply) => {
    if (!request.originalUrl.startsWith(`${API_BASE_PATH}/`)) return;
    const kind = refusalKind(request, reply.statusCode);
    if (kind !== null && refusals.count(kind, request.ip)) return;
    const ms = Math.round(reply.elapsedTime);
    // The URL as the serializer redacts it (email-link tokens travel in the path).
    // Query values can be phone numbers or emails: names only (issue 22).
    const url = urlForLog(request, (kept) => redactQuery(redactUrl(kept)));
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, `${request.method} ${url} → ${reply.statusCode} in ${ms} ms`);
  });
}
