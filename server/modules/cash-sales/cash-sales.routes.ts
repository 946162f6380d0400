import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CashSaleAnswer, RecordCashSaleBody } from '../../../domain/api/cash-sales.ts';
import { attributedTo, signedInUser } from '../../plugins/auth.ts';
import type { CashSalesService } from './cash-sales.service.ts';

/**
 * POST /cash-sales: a merchant records a cash sale (often from the outbox, long after it was
 * made). Idempotent twice over: per request by the Idempotency-Key, and per sale by its id.
 */
export function cashSalesRoutes(cashSales: CashSalesService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/cash-sales',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: RecordCashSaleBody, response: { 201: CashSaleAnswer } } },
      async (request, reply) => {
        // A live cash sale moves no provider money: only the merchant's own standing counts.
        await app.liveWrites(request, { needsProvider: false });
        // The schema's default has made currency SLE when absent.
        const sale = await cashSales.record(signedInUser(request).id, { ...request.body, currency: request.body.currency ?? 'SLE' }, request.livemode, attributedTo(request));
        return reply.code(201).send({ data: sale });
      },
    );
  };
}
