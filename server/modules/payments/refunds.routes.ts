import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreatePaymentRefundBody, PaymentIdParams, PaymentRefundAnswer, PaymentRefundList } from '../../../domain/api/payments.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { attributedTo, signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { idempotentRecordId } from '../../plugins/idempotency.ts';
import type { ActivityService } from './activity.service.ts';
import { toPublicRefund, type RefundsService } from './refunds.service.ts';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'No payment with this id');

/**
 * Refunds of a payment: its merchant creates them (POST, idempotent per Idempotency-Key, 409 with
 * `refund_exceeds_payment`, `insufficient_balance` or `payment_not_refundable`); its merchant and
 * its payer list them.
 */
export function refundsRoutes(refunds: RefundsService, activity: ActivityService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/payments/:id/refunds',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: PaymentIdParams, body: CreatePaymentRefundBody, response: { 201: PaymentRefundAnswer } } },
      async (request, reply) => {
        const refund = await refunds.create({
          // Named from the Idempotency-Key: a retry that takes over a crashed request's key finds this refund.
          id: idempotentRecordId(request, 'refund'),
          merchantId: signedInUser(request).id,
          paymentId: request.params.id,
          amount: request.body.amount,
          livemode: request.livemode,
          createdBy: attributedTo(request),
        });
        return reply.code(201).send({ data: toPublicRefund(refund) });
      },
    );
    app.get(
      '/payments/:id/refunds',
      { preHandler: app.requireUser, schema: { params: PaymentIdParams, response: { 200: PaymentRefundList } } },
      async (request) => {
        // The payment's merchant or payer; anyone else is told it does not exist.
        const seen = await activity.findPaymentOfUser(signedInUser(request).id, request.params.id, request.livemode);
        if (!seen) throw notFound();
        return { data: (await refunds.listOfPayment(request.params.id)).map(toPublicRefund) };
      },
    );
  };
}
