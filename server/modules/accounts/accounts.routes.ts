import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewPayoutAccount } from '../../../domain/payouts.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DataOf, IdParams } from '../../../domain/api/common.ts';
import { AccountCodeBody, CreateAccountBody, NewAccountBody, WalletCodeSentAnswer } from '../../../domain/api/accounts.ts';
import { LinkedAccountSchema } from '../../../domain/api/dashboard.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';

/**
 * GET /accounts and GET /accounts/{id}: the signed-in user's linked accounts, numbers masked.
 * POST /accounts/wallet-code (proof code to a mobile money number), POST /accounts (link, with
 * the step-up code and the number's proof), POST /accounts/{id}/default and /deactivate (step-up).
 */
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
    const stepUpUser = (request: FastifyRequest) => {
      const user = signedInUser(request);
      return { id: user.id, phone: user.phone };
    };
    app.post(
      '/accounts/wallet-code',
      {
        preHandler: app.requireUser,
        schema: {
          body: NewAccountBody,
          response: { 200: WalletCodeSentAnswer },
        },
      },
      // The schema checks the shape; payoutAccountProblem (in the service) checks the provider fits the type.
      async (request) => ({ data: await accounts.sendWalletCode(stepUpUser(request), request.body as NewPayoutAccount) }),
    );
    app.post(
      '/accounts',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: CreateAccountBody, response: { 201: DataOf(LinkedAccountSchema) } } },
      async (request, reply) => {
        const { code, walletCode, ...account } = request.body;
        const created = await accounts.create(stepUpUser(request), account as NewPayoutAccount, { code, ...(walletCode ? { walletCode } : {}) });
        return reply.code(201).send({ data: created });
      },
    );
    app.post(
      '/accounts/:id/default',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: IdParams, body: AccountCodeBody, response: { 200: DataOf(LinkedAccountSchema) } } },
      async (request) => ({ data: await accounts.setDefault(stepUpUser(request), request.params.id, request.body.code) }),
    );
    app.post(
      '/accounts/:id/deactivate',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: IdParams, body: AccountCodeBody, response: { 200: DataOf(LinkedAccountSchema) } } },
      async (request) => ({ data: await accounts.deactivate(stepUpUser(request), request.params.id, request.body.code) }),
    );
  };
}
