import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../domain/api/common.ts';
import { TransactionAnswer, TransactionPage, TransactionsQuery } from '../../../domain/api/dashboard.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { TransactionsService } from './transactions.service.ts';

/** GET /transactions?limit&cursor (newest first) and GET /transactions/{id}. */
export function transactionsRoutes(transactions: TransactionsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/transactions',
      { preHandler: app.requireUser, schema: { summary: 'Your activity, newest first', querystring: TransactionsQuery, response: { 200: TransactionPage } } },
      async (request) => {
        const { limit, cursor } = request.query;
        return {
          data: await transactions.list(signedInUser(request).id, {
            ...(limit !== undefined ? { limit } : {}),
            ...(cursor !== undefined ? { cursor } : {}),
          }),
        };
      },
    );
    app.get(
      '/transactions/:id',
      { preHandler: app.requireUser, schema: { summary: 'One activity entry', params: IdParams, response: { 200: TransactionAnswer } } },
      async (request) => ({ data: await transactions.get(signedInUser(request).id, request.params.id) }),
    );
  };
}
