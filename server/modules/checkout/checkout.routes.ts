import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CheckoutCodeBody, CheckoutPaymentAnswer, CheckoutPaymentParams, CreateCheckoutPaymentBody, CreatedCheckoutPaymentAnswer } from '../../../domain/api/checkout.ts';
import { CLIENT_SECRET_HEADER } from '../../../domain/checkout.ts';
import type { CheckoutService } from './checkout.service.ts';

/** The caller's proof: the client secret header, and their session if signed in. */
function accessOf(request: FastifyRequest): { secret?: string; userId: string | null } {
  const header = request.headers[CLIENT_SECRET_HEADER];
  const user = (request as unknown as { user?: { id?: string } | null }).user;
  return { ...(typeof header === 'string' && header.length <= 200 ? { secret: header } : {}), userId: user?.id ?? null };
}

function payerOf(request: FastifyRequest): { userId: string | null; phone: string | null } {
  const user = (request as unknown as { user?: { id?: string; phone?: string } | null }).user;
  return { userId: user?.id ?? null, phone: user?.phone ?? null };
}

/** Idempotency scope of a creation: the merchant paid, and the signed-in payer if any. */
function creationScope(request: FastifyRequest): string | null {
  const merchantId = (request.body as { merchantId?: unknown } | undefined)?.merchantId;
  if (typeof merchantId !== 'string') return null;
  const userId = payerOf(request).userId;
  return `checkout:${merchantId}${userId ? `:${userId}` : ''}`;
}

/** Idempotency scope of a step on one payment (its code, confirm, cancel). */
function paymentScope(request: FastifyRequest): string | null {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? `checkout-payment:${id}` : null;
}

/**
 * Public checkout (no sign-in needed; a session, when present, makes the payment the user's):
 * create a payment, then follow it with the client secret in `x-client-secret`.
 */
export function checkoutRoutes(checkout: CheckoutService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    const response = { 200: CheckoutPaymentAnswer };
    app.post(
      '/checkout/payments',
      {
        // The page makes the key when confirm is first pressed: taps, reloads and retries make one payment.
        config: { idempotency: { guestScope: creationScope } },
        schema: {
          body: CreateCheckoutPaymentBody,
          response: { 201: CreatedCheckoutPaymentAnswer },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await checkout.create(request.body, payerOf(request)) }),
    );
    app.get('/checkout/payments/:id', { schema: { params: CheckoutPaymentParams, response } }, async (request) => ({
      data: await checkout.get(request.params.id, accessOf(request)),
    }));
    app.post(
      '/checkout/payments/:id/code',
      { config: { idempotency: { guestScope: paymentScope } }, schema: { params: CheckoutPaymentParams, body: CheckoutCodeBody, response } },
      async (request) => ({ data: await checkout.submitCode(request.params.id, request.body.code, accessOf(request)) }),
    );
    app.post(
      '/checkout/payments/:id/confirm',
      { config: { idempotency: { guestScope: paymentScope } }, schema: { params: CheckoutPaymentParams, response } },
      async (request) => ({ data: await checkout.confirm(request.params.id, accessOf(request)) }),
    );
    app.post(
      '/checkout/payments/:id/cancel',
      { config: { idempotency: { guestScope: paymentScope } }, schema: { params: CheckoutPaymentParams, response } },
      async (request) => ({ data: await checkout.cancel(request.params.id, accessOf(request)) }),
    );
  };
}
