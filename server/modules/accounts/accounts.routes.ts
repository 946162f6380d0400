import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DataOf, IdParams } from '../../../domain/api/common.ts';
import { LinkedAccountSchema } from '../../../domain/api/dashboard.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';

/** GET /accounts and GET /accounts/{id}: the signed-in user's linked accounts, numbers masked. */
export function accountsRoutes(accounts: AccountsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/accounts',
      { preHandler: app.requireUser, schema: { summary: 'Your linked accounts', response: { 200: DataOf(Type.Array(LinkedAccountSchema)) } } },
      async (request) => ({ data: await accounts.list(signedInUser(request).id) }),
    );
    app.get(
      '/accounts/:id',
      { preHandler: app.requireUser, schema: { summary: 'One linked account', params: IdParams, response: { 200: DataOf(LinkedAccountSchema) } } },
      async (request) => ({ data: await accounts.get(signedInUser(request).id, request.params.id) }),
    );
  };
}
