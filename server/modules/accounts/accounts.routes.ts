import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewPayoutAccount } from '../../../domain/payouts.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DataOf, IdParams } from '../../../domain/api/common.ts';
import { LinkedAccountSchema } from '../../../domain/api/dashboard.ts';
import { dataOf } from '../../http/schemas.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';


const codeProperty = { type: 'string', pattern: '^[0-9]{6}$' } as const;

const newAccountProperties = {
  type: { type: 'string', enum: ['mobile_money', 'bank_transfer'] },
  /** orange_money or africell_money for mobile money; a bank code (SBL) for a bank account. */
  provider: { type: 'string', pattern: '^[A-Za-z_]{2,20}$' },
  accountNumber: { type: 'string', minLength: 1, maxLength: 20 },
  accountName: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

const newAccountBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'provider', 'accountNumber', 'accountName'],
  properties: newAccountProperties,
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'provider', 'accountNumber', 'accountName', 'code'],
  properties: { ...newAccountProperties, code: codeProperty, walletCode: codeProperty },
} as const;

const codeBody = { type: 'object', additionalProperties: false, required: ['code'], properties: { code: codeProperty } } as const;

type CreateBody = NewPayoutAccount & { code: string; walletCode?: string };

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
    app.post<{ Body: NewPayoutAccount }>(
      '/accounts/wallet-code',
      {
        preHandler: app.requireUser,
        schema: {
          body: newAccountBody,
          response: {
            200: dataOf({
              type: 'object',
              required: ['sent', 'resendAfterSeconds', 'expiresInSeconds'],
              properties: { sent: { type: 'boolean' }, resendAfterSeconds: { type: 'integer' }, expiresInSeconds: { type: 'integer' } },
            }),
          },
        },
      },
      async (request) => ({ data: await accounts.sendWalletCode(stepUpUser(request), request.body) }),
    );
    app.post<{ Body: CreateBody }>(
      '/accounts',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: createBody, response: { 201: DataOf(LinkedAccountSchema) } } },
      async (request, reply) => {
        const { code, walletCode, ...account } = request.body;
        const created = await accounts.create(stepUpUser(request), account as NewPayoutAccount, { code, ...(walletCode ? { walletCode } : {}) });
        return reply.code(201).send({ data: created });
      },
    );
    app.post<{ Params: { id: string }; Body: { code: string } }>(
      '/accounts/:id/default',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: IdParams, body: codeBody, response: { 200: DataOf(LinkedAccountSchema) } } },
      async (request) => ({ data: await accounts.setDefault(stepUpUser(request), request.params.id, request.body.code) }),
    );
    app.post<{ Params: { id: string }; Body: { code: string } }>(
      '/accounts/:id/deactivate',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: IdParams, body: codeBody, response: { 200: DataOf(LinkedAccountSchema) } } },
      async (request) => ({ data: await accounts.deactivate(stepUpUser(request), request.params.id, request.body.code) }),
    );
  };
}
