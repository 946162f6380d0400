import type { FastifyInstance } from 'fastify';
import { TRANSACTIONS_PAGE_DEFAULT, TRANSACTIONS_PAGE_MAX } from '../../../domain/dashboard.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, idParams, nullableString, pageOf } from '../../http/schemas.ts';
import type { TransactionsService } from './transactions.service.ts';

export const transactionSchema = {
  type: 'object',
  required: ['id', 'type', 'amount', 'currency', 'status', 'merchant', 'recipient', 'paymentMethod', 'provider', 'timestamp', 'description', 'transactionId', 'reference'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    status: { type: 'string' },
    merchant: nullableString,
    recipient: nullableString,
    paymentMethod: { type: 'string' },
    provider: { type: 'string' },
    timestamp: { type: 'string' },
    description: { type: 'string' },
    transactionId: { type: 'string' },
    reference: { type: 'string' },
  },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: TRANSACTIONS_PAGE_MAX, default: TRANSACTIONS_PAGE_DEFAULT },
    cursor: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** GET /transactions?limit&cursor (newest first) and GET /transactions/{id}. */
export function transactionsRoutes(transactions: TransactionsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Querystring: { limit?: number; cursor?: string } }>(
      '/transactions',
      { preHandler: app.requireUser, schema: { querystring: listQuery, response: { 200: pageOf(transactionSchema) } } },
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
    app.get<{ Params: { id: string } }>(
      '/transactions/:id',
      { preHandler: app.requireUser, schema: { params: idParams, response: { 200: dataOf(transactionSchema) } } },
      async (request) => ({ data: await transactions.get(signedInUser(request).id, request.params.id) }),
    );
  };
}
