import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../domain/api/common.ts';
import { CreatePaymentRequestBody, ListPaymentsQuery, MerchantPaymentAnswer, MerchantPaymentPage } from '../../../domain/api/merchant-payments.ts';
import { CreateRefundBody, EventIdParams, EventsQuery, MerchantEventAnswer, MerchantEventPage, PageQuery, PayoutAnswer, PayoutPage, RefundAnswer, RefundList } from '../../../domain/api/merchant-resources.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { idempotentRecordId } from '../../plugins/idempotency.ts';
import type { MerchantApiService, MerchantContext } from './merchant-api.service.ts';

const TAGS = ['Payments'];
const REFUNDS = ['Refunds'];
const PAYOUTS = ['Payouts'];
const EVENTS = ['Events'];

/**
 * The merchant's payments, for their server (`Authorization: Bearer sk_…`) and for the dashboard
 * (session, in its Test mode): create a payment request, list, retrieve, cancel.
 */
export function merchantApiRoutes(service: MerchantApiService, publicUrl: string | undefined) {
  const contextOf = (request: FastifyRequest): MerchantContext => ({
    merchantId: signedInUser(request).id,
    livemode: request.livemode,
    origin: publicUrl ?? `${request.protocol}://${request.host}`,
  });
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/merchant/payments',
      {
        preHandler: app.requireUser,
        // Its answer carries the checkout URL's client secret, which is never stored: a replay runs
        // the handler again, which finds the payment by its key-derived id.
        config: { apiKey: true, idempotency: 'user', idempotencyRerun: true },
        schema: {
          tags: TAGS,
          summary: 'Create a payment request',
          description: 'Returns the checkout URL where the payer pays, and the content of its QR code. Send an Idempotency-Key: a retry with the same key and body returns the same payment.',
          body: CreatePaymentRequestBody,
          response: { 201: MerchantPaymentAnswer },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await service.createPaymentRequest(contextOf(request), request.body, idempotentRecordId(request, 'payment')) }),
    );
    app.get(
      '/merchant/payments',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: { tags: TAGS, summary: 'List payments (newest first)', querystring: ListPaymentsQuery, response: { 200: MerchantPaymentPage } },
      },
      async (request) => ({ data: await service.list(contextOf(request), request.query) }),
    );
    app.get(
      '/merchant/payments/:id',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: { tags: TAGS, summary: 'Retrieve a payment', params: IdParams, response: { 200: MerchantPaymentAnswer } },
      },
      async (request) => ({ data: await service.get(contextOf(request), request.params.id) }),
    );
    app.post(
      '/merchant/payments/:id/cancel',
      {
        preHandler: app.requireUser,
        config: { apiKey: true, idempotency: 'user' },
        schema: { tags: TAGS, summary: 'Cancel a payment that has not started processing', params: IdParams, response: { 200: MerchantPaymentAnswer } },
      },
      async (request) => ({ data: await service.cancel(contextOf(request), request.params.id) }),
    );

    app.post(
      '/merchant/payments/:id/refunds',
      {
        preHandler: app.requireUser,
        config: { apiKey: true, idempotency: 'user' },
        schema: {
          tags: REFUNDS,
          summary: 'Refund a completed payment, in full or in part',
          description:
            'The money goes back to the payer from your balance. 409 `refund_exceeds_payment`, `insufficient_balance` or `payment_not_refundable`. Send an Idempotency-Key: a retry makes one refund.',
          params: IdParams,
          body: CreateRefundBody,
          response: { 201: RefundAnswer },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await service.refund(contextOf(request), request.params.id, request.body.amount, idempotentRecordId(request, 'refund')) }),
    );
    app.get(
      '/merchant/payments/:id/refunds',
      { preHandler: app.requireUser, config: { apiKey: true }, schema: { tags: REFUNDS, summary: "A payment's refunds", params: IdParams, response: { 200: RefundList } } },
      async (request) => ({ data: await service.refunds(contextOf(request), request.params.id) }),
    );
    // Payouts are read by key; making one needs the merchant's step-up code (DESIGN §5), so it stays in the dashboard (POST /payouts, session only).
    app.get(
      '/merchant/payouts',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: {
          tags: PAYOUTS,
          summary: 'List payouts (newest change first)',
          description:
            'Payouts are made in the dashboard only: each needs a code sent to the merchant’s phone, which a server cannot receive, so a leaked key can never send your balance elsewhere. `POST /api/v1/payouts` with a key is 403 `api_key_not_allowed`.',
          querystring: PageQuery,
          response: { 200: PayoutPage },
        },
      },
      async (request) => ({ data: await service.payouts(contextOf(request), request.query) }),
    );
    app.get(
      '/merchant/payouts/:id',
      { preHandler: app.requireUser, config: { apiKey: true }, schema: { tags: PAYOUTS, summary: 'Retrieve a payout', params: IdParams, response: { 200: PayoutAnswer } } },
      async (request) => ({ data: await service.payout(contextOf(request), request.params.id) }),
    );
    app.get(
      '/merchant/events',
      {
        preHandler: app.requireUser,
        config: { apiKey: true },
        schema: { tags: EVENTS, summary: 'List events (newest first)', description: 'What the webhooks send, to catch up after downtime.', querystring: EventsQuery, response: { 200: MerchantEventPage } },
      },
      async (request) => ({ data: await service.events(contextOf(request), request.query) }),
    );
    app.get(
      '/merchant/events/:id',
      { preHandler: app.requireUser, config: { apiKey: true }, schema: { tags: EVENTS, summary: 'Retrieve an event', params: EventIdParams, response: { 200: MerchantEventAnswer } } },
      async (request) => ({ data: await service.event(contextOf(request), request.params.id) }),
    );
  };
}
