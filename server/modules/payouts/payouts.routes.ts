import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreatePayoutBody,
  MovementPage,
  MovementsQuery,
  PayoutParams,
  PayoutQuoteAnswer,
  PayoutQuoteBody,
  PayoutRecordAnswer,
  PayoutRecordPage,
  PayoutSettingsAnswer,
  PayoutSettingsBody,
  PayoutsQuery,
  WalletAnswer,
} from '../../../domain/api/payouts.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { StepUpService } from '../auth/step-up.service.ts';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../http/cursor.ts';
import { retryWhileBusy, toPublicPayout, type PayoutsService } from './payouts.service.ts';

/**
 * The merchant's money out: GET/POST /payouts (DESIGN §7 contract), a quote before confirming,
 * the automatic daily payout setting, and /wallet (balances with what payouts hold, and the
 * ledger movements behind them with a running balance). Creating a payout and turning the
 * automatic payout on need a fresh step-up code (DESIGN §5).
 */
export function payoutsRoutes(deps: { payouts: PayoutsService; stepUp: StepUpService }) {
  const { payouts, stepUp } = deps;
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    const me = (request: FastifyRequest) => {
      const user = signedInUser(request);
      return { id: user.id, phone: user.phone };
    };

    app.get(
      '/payouts',
      { preHandler: app.requireUser, schema: { querystring: PayoutsQuery, response: { 200: PayoutRecordPage } } },
      async (request) => {
        const limit = request.query.limit ?? 20;
        const after = request.query.cursor ? decodeTimeCursor(request.query.cursor) : undefined;
        const rows = await payouts.list(me(request).id, { limit: limit + 1, livemode: request.livemode, ...(after ? { after } : {}) });
        const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.statusChangedAt, last.id));
        return {
          data: {
            items: page.rows.map(toPublicPayout),
            nextCursor: page.nextCursor,
          },
        };
      },
    );

    app.post(
      '/payouts/quote',
      {
        preHandler: app.requireUser,
        schema: {
          body: PayoutQuoteBody,
          response: { 200: PayoutQuoteAnswer },
        },
      },
      async (request) => {
        await app.liveWrites(request);
        return { data: await payouts.quote(me(request).id, request.body) };
      },
    );

    app.post(
      '/payouts',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          body: CreatePayoutBody,
          response: { 201: PayoutRecordAnswer },
        },
      },
      async (request, reply) => {
        const user = me(request);
        // The schema's default has made currency SLE when absent.
        const { code, currency = 'SLE', ...rest } = request.body;
        const input = { ...rest, currency, livemode: request.livemode };
        await app.liveWrites(request);
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
      { preHandler: app.requireUser, schema: { response: { 200: PayoutSettingsAnswer } } },
      async (request) => ({ data: await payouts.settings(me(request).id) }),
    );
    app.put(
      '/payouts/settings',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          body: PayoutSettingsBody,
          response: { 200: PayoutSettingsAnswer },
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

    app.get(
      '/payouts/:id',
      { preHandler: app.requireUser, schema: { params: PayoutParams, response: { 200: PayoutRecordAnswer } } },
      async (request) => ({ data: toPublicPayout(await payouts.get(me(request).id, request.params.id, request.livemode)) }),
    );

    app.get(
      '/wallet',
      {
        preHandler: app.requireUser,
        schema: {
          response: { 200: WalletAnswer },
        },
      },
      async (request) => ({ data: { balances: await payouts.wallet(me(request).id, request.livemode) } }),
    );

    app.get(
      '/wallet/movements',
      {
        preHandler: app.requireUser,
        schema: {
          querystring: MovementsQuery,
          response: { 200: MovementPage },
        },
      },
      async (request) => {
        const limit = request.query.limit ?? 20;
        const after = request.query.cursor ? decodeTimeCursor(request.query.cursor) : undefined;
        const rows = await payouts.walletMovements(me(request).id, { currency: request.query.currency ?? 'SLE', livemode: request.livemode, limit: limit + 1, ...(after ? { after } : {}) });
        const page = pageOf(rows, limit, (last) => encodeTimeCursor(last.createdAt, last.id));
        return {
          data: {
            items: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
            nextCursor: page.nextCursor,
          },
        };
      },
    );
  };
}
