import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CheckoutLinkAnswer,
  CheckoutLinkParams,
  CheckoutMerchantAnswer,
  CheckoutMerchantParams,
  CreatePaymentLinkBody,
  PaymentLinkAnswer,
  PaymentLinkPage,
  PaymentLinkParams,
  PaymentLinksQuery,
} from '../../../domain/api/payment-links.ts';
import type { Config } from '../../config.ts';
import { attributedTo, signedInUser } from '../../plugins/auth.ts';
import type { PaymentLinksService } from './payment-links.service.ts';

const HOST_SHAPE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Where links point: PUBLIC_URL, else this request's own origin (local use). */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host;
  return HOST_SHAPE.test(host) ? `${request.protocol}://${host}` : `http://localhost:${config.port}`;
}

/**
 * Payment links carry the mode they were made in (issue 33): the request's mode (a key's own, or
 * the dashboard's Test mode switch) makes, lists and disables links of that mode only, and every
 * payment through a link is of the link's mode. A live link needs live money to be possible here
 * (`app.liveWrites`: a live provider and an activated merchant).
 */
/**
 * The merchant's payment links (signed in, or by API key): create (idempotent by its id, and by Idempotency-Key),
 * list newest first, disable. And the public reads the checkout page makes without signing in.
 */
export function paymentLinksRoutes(links: PaymentLinksService, config: Pick<Config, 'publicUrl' | 'port'>) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/payment-links',
      {
        preHandler: app.requireUser,
        config: { apiKey: true, idempotency: 'user' },
        schema: { body: CreatePaymentLinkBody, response: { 200: PaymentLinkAnswer, 201: PaymentLinkAnswer } },
      },
      async (request, reply) => {
        await app.liveWrites(request);
        const { link, created } = await links.create(signedInUser(request).id, request.body, publicOrigin(config, request), request.livemode, attributedTo(request));
        return reply.code(created ? 201 : 200).send({ data: link });
      },
    );
    app.get(
      '/payment-links',
      { preHandler: app.requireUser, config: { apiKey: true }, schema: { querystring: PaymentLinksQuery, response: { 200: PaymentLinkPage } } },
      async (request) => {
        const { limit, cursor } = request.query;
        return {
          data: await links.list(
            signedInUser(request).id,
            { ...(limit !== undefined ? { limit } : {}), ...(cursor !== undefined ? { cursor } : {}) },
            publicOrigin(config, request),
            request.livemode,
          ),
        };
      },
    );
    app.post(
      '/payment-links/:id/disable',
      { preHandler: app.requireUser, config: { apiKey: true, idempotency: 'user' }, schema: { params: PaymentLinkParams, response: { 200: PaymentLinkAnswer } } },
      async (request) => {
        return { data: await links.disable(signedInUser(request).id, request.params.id, publicOrigin(config, request), request.livemode) };
      },
    );

    // Public (no sign-in): a customer who scanned a QR must not have to sign up.
    app.get(
      '/checkout/merchants/:merchantId',
      { schema: { params: CheckoutMerchantParams, response: { 200: CheckoutMerchantAnswer } } },
      async (request) => ({ data: await links.checkoutMerchant(request.params.merchantId) }),
    );
    app.get(
      '/checkout/merchants/:merchantId/links/:linkId',
      { schema: { params: CheckoutLinkParams, response: { 200: CheckoutLinkAnswer } } },
      async (request) => ({ data: await links.checkoutLink(request.params.merchantId, request.params.linkId) }),
    );
  };
}
