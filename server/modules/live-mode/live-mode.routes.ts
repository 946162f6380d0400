/**
 * GET /live-mode (issue 33): whether this merchant can take live money here now, and if not, why
 * in one sentence: the Test mode switch shows it beside a link to /activation. The same check every
 * live write makes (plugins/live-writes.ts), asked without writing anything. Not mode-specific.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LiveModeAnswer } from '../../../domain/api/live-mode.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { DomainError } from '../../domain-error.ts';

export function liveModeRoutes(check: (merchantId: string) => Promise<void>) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/live-mode', { preHandler: app.requireUser, schema: { response: { 200: LiveModeAnswer } } }, async (request) => {
      try {
        await check(signedInUser(request).id);
        return { data: { available: true, reason: null, message: null } };
      } catch (error) {
        if (error instanceof DomainError || error instanceof HttpError) return { data: { available: false, reason: error.code, message: error.message } };
        throw error;
      }
    });
  };
}
