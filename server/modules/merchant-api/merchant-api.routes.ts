import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../domain/api/common.ts';
import { CreatePaymentRequestBody, ListPaymentsQuery, MerchantPaymentAnswer, MerchantPaymentPage } from '../../../domain/api/merchant-payments.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { MerchantApiService, MerchantContext } from './merchant-api.service.ts';

const TAGS = ['Payments'];

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
        config: { apiKey: true, idempotency: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Create a payment request',
          description: 'Returns the checkout URL where the payer pays, and the content of its QR code. Send an Idempotency-Key: a retry with the same key and body returns the same payment.',
          body: CreatePaymentRequestBody,
          response: { 201: MerchantPaymentAnswer },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await service.createPaymentRequest(contextOf(request), request.body) }),
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
  };
}
