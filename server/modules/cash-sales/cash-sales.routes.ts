import type { FastifyInstance } from 'fastify';
import { CASH_SALE_DESCRIPTION_MAX, type CashSaleInput } from '../../../domain/cash-sale.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, UUID_PATTERN } from '../../http/schemas.ts';
import type { CashSalesService } from './cash-sales.service.ts';

const cashSaleSchema = {
  type: 'object',
  required: ['id', 'amount', 'currency', 'description', 'method', 'status', 'reference', 'recordedAt', 'createdAt'],
  properties: {
    id: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    description: { type: 'string' },
    method: { type: 'string' },
    status: { type: 'string' },
    reference: { type: 'string' },
    recordedAt: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const recordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'amount', 'description'],
  properties: {
    id: { type: 'string', pattern: UUID_PATTERN },
    amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    // SLL is for legacy records only (DESIGN §3).
    currency: { type: 'string', enum: ['SLE', 'USD', 'EUR', 'GBP'], default: 'SLE' },
    description: { type: 'string', minLength: 1, maxLength: CASH_SALE_DESCRIPTION_MAX + 20 },
    recordedAt: { type: 'string', format: 'date-time', maxLength: 40 },
  },
} as const;

/**
 * POST /cash-sales: a merchant records a cash sale (often from the outbox, long after it was
 * made). Idempotent twice over: per request by the Idempotency-Key, and per sale by its id.
 */
export function cashSalesRoutes(cashSales: CashSalesService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: CashSaleInput }>(
      '/cash-sales',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: recordBody, response: { 201: dataOf(cashSaleSchema) } } },
      async (request, reply) => {
        const sale = await cashSales.record(signedInUser(request).id, request.body);
        return reply.code(201).send({ data: sale });
      },
    );
  };
}
