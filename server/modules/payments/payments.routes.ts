import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, idParams, listOf } from '../../http/schemas.ts';
import type { PaymentsService } from './payments.service.ts';

export const pendingPaymentSchema = {
  type: 'object',
  required: ['id', 'transactionId', 'merchantName', 'merchantId', 'amount', 'currency', 'paymentMethod', 'provider', 'status', 'createdAt', 'expiresAt', 'description'],
  properties: {
    id: { type: 'string' },
    transactionId: { type: 'string' },
    merchantName: { type: 'string' },
    merchantId: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    paymentMethod: { type: 'string' },
    provider: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
    description: { type: 'string' },
  },
} as const;

export const frequentPaymentSchema = {
  type: 'object',
  required: ['id', 'merchantName', 'merchantId', 'category', 'paymentCount', 'lastPaymentAmount', 'currency', 'lastPaymentDate', 'preferredPaymentMethod', 'provider'],
  properties: {
    id: { type: 'string' },
    merchantName: { type: 'string' },
    merchantId: { type: 'string' },
    category: { type: 'string' },
    paymentCount: { type: 'integer' },
    lastPaymentAmount: { type: 'integer' },
    currency: { type: 'string' },
    lastPaymentDate: { type: 'string' },
    preferredPaymentMethod: { type: 'string' },
    provider: { type: 'string' },
  },
} as const;

/** GET /payments/pending, POST /payments/{id}/cancel (idempotent), GET /payments/frequent. */
export function paymentsRoutes(payments: PaymentsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/payments/pending', { preHandler: app.requireUser, schema: { response: { 200: listOf(pendingPaymentSchema) } } }, async (request) => ({
      data: await payments.listPending(signedInUser(request).id),
    }));
    app.post<{ Params: { id: string } }>(
      '/payments/:id/cancel',
      // The outbox replays a cancel until it gets an answer: its Idempotency-Key runs it once.
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: idParams, response: { 200: dataOf(pendingPaymentSchema) } } },
      async (request) => ({ data: await payments.cancel(signedInUser(request).id, request.params.id) }),
    );
    app.get('/payments/frequent', { preHandler: app.requireUser, schema: { response: { 200: listOf(frequentPaymentSchema) } } }, async (request) => ({
      data: await payments.listFrequent(signedInUser(request).id),
    }));
  };
}
