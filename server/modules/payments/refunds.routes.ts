import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { idempotentRecordId } from '../../plugins/idempotency.ts';
import { dataOf, idParams, listOf, nullableString } from '../../http/schemas.ts';
import type { ActivityService } from './activity.service.ts';
import { toPublicRefund, type RefundsService } from './refunds.service.ts';

const refundSchema = {
  type: 'object',
  required: ['id', 'paymentId', 'amount', 'currency', 'status', 'reason', 'createdAt', 'statusChangedAt'],
  properties: {
    id: { type: 'string' },
    paymentId: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'processing', 'completed', 'failed'] },
    reason: nullableString,
    createdAt: { type: 'string' },
    statusChangedAt: { type: 'string' },
  },
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amount'],
  properties: { amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No payment with this id');

/**
 * Refunds of a payment: its merchant creates them (POST, idempotent per Idempotency-Key, 409 with
 * `refund_exceeds_payment`, `insufficient_balance` or `payment_not_refundable`); its merchant and
 * its payer list them.
 */
export function refundsRoutes(refunds: RefundsService, activity: ActivityService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Params: { id: string }; Body: { amount: number } }>(
      '/payments/:id/refunds',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: idParams, body: createBody, response: { 201: dataOf(refundSchema) } } },
      async (request, reply) => {
        const refund = await refunds.create({
          // Named from the Idempotency-Key: a retry that takes over a crashed request's key finds this refund.
          id: idempotentRecordId(request, 'refund'),
          merchantId: signedInUser(request).id,
          paymentId: request.params.id,
          amount: request.body.amount,
        });
        return reply.code(201).send({ data: toPublicRefund(refund) });
      },
    );
    app.get<{ Params: { id: string } }>(
      '/payments/:id/refunds',
      { preHandler: app.requireUser, schema: { params: idParams, response: { 200: listOf(refundSchema) } } },
      async (request) => {
        // The payment's merchant or payer; anyone else is told it does not exist.
        const seen = await activity.getActivity(signedInUser(request).id, request.params.id);
        if (!seen || seen.type === 'refund') throw notFound();
        return { data: (await refunds.listOfPayment(request.params.id)).map(toPublicRefund) };
      },
    );
  };
}
