/**
 * GET /dev/ledger-audit (development only, this machine only, like the dev outbox): the running
 * server's auditor, so the e2e suite checks the books while the server still holds its PGlite
 * folder (one process at a time). Read-only; in production the path does not exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LedgerAuditAnswer } from '../../../domain/api/dev.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { errorBody } from '../../plugins/errors.ts';
import { audit, type AuditCheck } from './ledger.service.ts';

/** `isFromThisMachine`: the dev outbox's own loopback test (dev-messages.routes.ts), passed in by app.ts. */
export function ledgerAuditRoutes(db: Db, extraChecks: AuditCheck[], isFromThisMachine: (request: FastifyRequest) => boolean) {
  async function onlyThisMachine(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (isFromThisMachine(request)) return;
    await reply.status(403).send(errorBody(ERROR_CODES.forbidden, 'The ledger audit answers only requests from this machine.'));
  }
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/dev/ledger-audit',
      {
        onRequest: onlyThisMachine,
        schema: { response: { 200: LedgerAuditAnswer } },
      },
      async () => ({ data: await audit(db, extraChecks) }),
    );
  };
}
