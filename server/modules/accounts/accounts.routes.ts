import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, idParams, listOf, nullableString } from '../../http/schemas.ts';
import type { AccountsService } from './accounts.service.ts';

export const linkedAccountSchema = {
  type: 'object',
  required: ['id', 'type', 'provider', 'accountNumber', 'accountName', 'isDefault', 'isActive', 'lastUsed'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['mobile_money', 'bank_transfer'] },
    provider: { type: 'string' },
    accountNumber: { type: 'string' },
    accountName: { type: 'string' },
    isDefault: { type: 'boolean' },
    isActive: { type: 'boolean' },
    lastUsed: nullableString,
  },
} as const;

/** GET /accounts and GET /accounts/{id}: the signed-in user's linked accounts, numbers masked. */
export function accountsRoutes(accounts: AccountsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/accounts', { preHandler: app.requireUser, schema: { response: { 200: listOf(linkedAccountSchema) } } }, async (request) => ({
      data: await accounts.list(signedInUser(request).id),
    }));
    app.get<{ Params: { id: string } }>(
      '/accounts/:id',
      { preHandler: app.requireUser, schema: { params: idParams, response: { 200: dataOf(linkedAccountSchema) } } },
      async (request) => ({ data: await accounts.get(signedInUser(request).id, request.params.id) }),
    );
  };
}
