import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { dataOf, idParams, nullableString, pageOf, UUID_PATTERN } from '../../http/schemas.ts';
import { movements, walletBalances } from '../ledger/ledger.service.ts';
import type { StepUpService } from '../auth/step-up.service.ts';
import { decodeCursor, encodeCursor } from '../transactions/transactions.service.ts';
import type { Db } from '../../db/client.ts';
import { retryWhileBusy, toPublicPayout, type PayoutsService } from './payouts.service.ts';

const payoutSchema = {
  type: 'object',
  required: ['id', 'accountId', 'method', 'provider', 'accountNumber', 'accountName', 'amount', 'fee', 'net', 'currency', 'status', 'failureReason', 'reference', 'arrivalEstimate', 'trigger', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    accountId: { type: 'string' },
    method: { type: 'string' },
    provider: { type: 'string' },
    accountNumber: { type: 'string' },
    accountName: { type: 'string' },
    amount: { type: 'integer' },
    fee: { type: 'integer' },
    net: { type: 'integer' },
    currency: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'processing', 'completed', 'failed'] },
    failureReason: nullableString,
    reference: { type: 'string' },
    arrivalEstimate: { type: 'string' },
    trigger: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const amountProperties = {
  accountId: { type: 'string', pattern: UUID_PATTERN },
  amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  currency: { type: 'string', enum: ['SLE', 'USD', 'EUR', 'GBP'], default: 'SLE' },
} as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    cursor: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const movementSchema = {
  type: 'object',
  required: ['id', 'kind', 'code', 'businessType', 'businessId', 'amount', 'availableChange', 'availableAfter', 'createdAt'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    code: { type: 'string' },
    businessType: { type: 'string' },
    businessId: { type: 'string' },
    amount: { type: 'integer' },
    availableChange: { type: 'integer' },
    availableAfter: { type: 'integer' },
    createdAt: { type: 'string' },
  },
} as const;

interface PayoutBody {
  accountId: string;
  amount: number;
  currency: Currency;
  code: string;
}

/**
 * The merchant's money out: GET/POST /payouts (DESIGN §7 contract), a quote before confirming,
 * the automatic daily payout setting, and /wallet (balances with what payouts hold, and the
 * ledger movements behind them with a running balance). Creating a payout and turning the
 * automatic payout on need a fresh step-up code (DESIGN §5).
 */
export function payoutsRoutes(deps: { db: Db; payouts: PayoutsService; stepUp: StepUpService }) {
  const { db, payouts, stepUp } = deps;
  return async (app: FastifyInstance): Promise<void> => {
    const me = (request: FastifyRequest) => {
      const user = signedInUser(request);
      return { id: user.id, phone: user.phone };
    };

    app.get<{ Querystring: { limit?: number; cursor?: string } }>(
      '/payouts',
      { preHandler: app.requireUser, schema: { querystring: pageQuery, response: { 200: pageOf(payoutSchema) } } },
      async (request) => {
        const limit = request.query.limit ?? 20;
        const after = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
        const rows = await payouts.list(me(request).id, { limit: limit + 1, ...(after ? { after } : {}) });
        const last = rows[limit - 1];
        return {
          data: {
            items: rows.slice(0, limit).map(toPublicPayout),
            nextCursor: rows.length > limit && last ? encodeCursor({ at: last.statusChangedAt, id: last.id }) : null,
          },
        };
      },
    );

    app.post<{ Body: Omit<PayoutBody, 'code'> }>(
      '/payouts/quote',
      {
        preHandler: app.requireUser,
        schema: {
          body: { type: 'object', additionalProperties: false, required: ['accountId', 'amount'], properties: amountProperties },
          response: {
            200: dataOf({
              type: 'object',
              required: ['amount', 'fee', 'net', 'method', 'arrivalEstimate'],
              properties: { amount: { type: 'integer' }, fee: { type: 'integer' }, net: { type: 'integer' }, method: { type: 'string' }, arrivalEstimate: { type: 'string' } },
            }),
          },
        },
      },
      async (request) => ({ data: await payouts.quote(me(request).id, request.body) }),
    );

    app.post<{ Body: PayoutBody }>(
      '/payouts',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['accountId', 'amount', 'code'],
            properties: { ...amountProperties, code: { type: 'string', pattern: '^[0-9]{6}$' } },
          },
          response: { 201: dataOf(payoutSchema) },
        },
      },
      async (request, reply) => {
        const user = me(request);
        const { code, ...input } = request.body;
        // Fail fast on a deactivated or unknown account before the code is spent.
        await payouts.quote(user.id, input);
        await app.jobs.ready();
        // A busy lock rolls the code's transaction back too, so the retry finds the code unused.
        const row = await retryWhileBusy(() => stepUp.confirm(user, 'payout', code, (tx) => payouts.request({ merchantId: user.id, ...input }, tx)));
        return reply.code(201).send({ data: toPublicPayout(row) });
      },
    );

    app.get(
      '/payouts/settings',
      { preHandler: app.requireUser, schema: { response: { 200: dataOf({ type: 'object', required: ['autoDaily'], properties: { autoDaily: { type: 'boolean' } } }) } } },
      async (request) => ({ data: await payouts.settings(me(request).id) }),
    );
    app.put<{ Body: { autoDaily: boolean; code?: string } }>(
      '/payouts/settings',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['autoDaily'],
            properties: { autoDaily: { type: 'boolean' }, code: { type: 'string', pattern: '^[0-9]{6}$' } },
          },
          response: { 200: dataOf({ type: 'object', required: ['autoDaily'], properties: { autoDaily: { type: 'boolean' } } }) },
        },
      },
      async (request) => {
        const user = me(request);
        const { autoDaily, code } = request.body;
        // Turning it off moves no money; turning it on does, every day: that needs a code.
        if (!autoDaily) return { data: await payouts.saveSettings(user.id, false) };
        if (!code) throw new HttpError(400, ERROR_CODES.invalidInput, 'Enter the code sent to your phone', [{ field: 'code', message: 'Enter the code sent to your phone' }]);
        return { data: await stepUp.confirm(user, 'payout', code, (tx) => payouts.saveSettings(user.id, true, tx)) };
      },
    );

    app.get<{ Params: { id: string } }>(
      '/payouts/:id',
      { preHandler: app.requireUser, schema: { params: idParams, response: { 200: dataOf(payoutSchema) } } },
      async (request) => ({ data: toPublicPayout(await payouts.get(me(request).id, request.params.id)) }),
    );

    app.get(
      '/wallet',
      {
        preHandler: app.requireUser,
        schema: {
          response: {
            200: dataOf({
              type: 'object',
              required: ['balances'],
              properties: {
                balances: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['currency', 'available', 'pending', 'outgoing'],
                    properties: { currency: { type: 'string' }, available: { type: 'integer' }, pending: { type: 'integer' }, outgoing: { type: 'integer' } },
                  },
                },
              },
            }),
          },
        },
      },
      async (request) => ({ data: { balances: await walletBalances(db, me(request).id) } }),
    );

    app.get<{ Querystring: { currency?: Currency; limit?: number; cursor?: string } }>(
      '/wallet/movements',
      {
        preHandler: app.requireUser,
        schema: {
          querystring: { ...pageQuery, properties: { ...pageQuery.properties, currency: { type: 'string', enum: ['SLE', 'USD', 'EUR', 'GBP', 'SLL'], default: 'SLE' } } },
          response: { 200: pageOf(movementSchema) },
        },
      },
      async (request) => {
        const limit = request.query.limit ?? 20;
        const after = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
        const rows = await movements(db, { userId: me(request).id, currency: request.query.currency ?? 'SLE', limit: limit + 1, ...(after ? { after } : {}) });
        const last = rows[limit - 1];
        return {
          data: {
            items: rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
            nextCursor: rows.length > limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
          },
        };
      },
    );
  };
}
