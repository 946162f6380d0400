/**
 * CORS through @fastify/cors (issue 20: no hand-written copy): same origin only, unless
 * CORS_ORIGINS lists origins allowed to call the API with credentials. An unlisted origin gets
 * no Access-Control-Allow-Origin, so the browser blocks it. Merchants' servers need no CORS: they
 * call with an API key from their backend, never from a browser.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'Salone-Mode', 'Salone-Business'],
    maxAge: 600,
    // Preflights answer 204 (the browser's own rule), and a malformed one is refused.
    optionsSuccessStatus: 204,
    strictPreflight: true,
  });
}
