import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_METHODS, CLIENT_SECRET_HEADER, type CreateCheckoutPaymentRequest } from '../../../domain/checkout.ts';
import { LINK_CURRENCIES } from '../../../domain/payment-links.ts';
import { dataOf, idParams, nullableString, UUID_PATTERN } from '../../http/schemas.ts';
import type { CheckoutService } from './checkout.service.ts';

export const checkoutPaymentSchema = {
  type: 'object',
  required: [
    'id', 'merchantId', 'merchantName', 'linkId', 'amount', 'fee', 'total', 'currency', 'method', 'provider', 'providerLabel',
    'status', 'displayStatus', 'reference', 'description', 'createdAt', 'expiresAt', 'statusChangedAt', 'redirectUrl',
  ],
  properties: {
    id: { type: 'string' },
    merchantId: { type: 'string' },
    merchantName: { type: 'string' },
    linkId: nullableString,
    amount: { type: 'integer' },
    fee: { type: 'integer' },
    total: { type: 'integer' },
    currency: { type: 'string' },
    method: { type: 'string' },
    provider: { type: 'string' },
    providerLabel: { type: 'string' },
    status: { type: 'string' },
    displayStatus: { type: 'string' },
    reference: { type: 'string' },
    description: { type: 'string' },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
    statusChangedAt: { type: 'string' },
    redirectUrl: nullableString,
  },
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantId', 'method'],
  properties: {
    merchantId: { type: 'string', pattern: UUID_PATTERN },
    linkId: { type: 'string', pattern: UUID_PATTERN },
    amount: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    currency: { type: 'string', enum: [...LINK_CURRENCIES] },
    method: { type: 'string', enum: [...CHECKOUT_METHODS] },
    walletNumber: { type: 'string', pattern: '^[0-9]{8}$' },
    bankCode: { type: 'string', pattern: '^[A-Z]{2,6}$' },
    accountNumber: { type: 'string', pattern: '^[0-9]{1,12}$' },
    payerPhone: { type: 'string', pattern: '^[1-9][0-9]{7}$' },
    description: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const codeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

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
  return async (app: FastifyInstance): Promise<void> => {
    const response = { 200: dataOf(checkoutPaymentSchema) };
    app.post<{ Body: CreateCheckoutPaymentRequest }>(
      '/checkout/payments',
      {
        // The page makes the key when confirm is first pressed: taps, reloads and retries make one payment.
        config: { idempotency: { guestScope: creationScope } },
        schema: {
          body: createBody,
          response: {
            201: dataOf({
              type: 'object',
              required: ['payment', 'clientSecret'],
              properties: { payment: checkoutPaymentSchema, clientSecret: { type: 'string' } },
            }),
          },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await checkout.create(request.body, payerOf(request)) }),
    );
    app.get<{ Params: { id: string } }>('/checkout/payments/:id', { schema: { params: idParams, response } }, async (request) => ({
      data: await checkout.get(request.params.id, accessOf(request)),
    }));
    app.post<{ Params: { id: string }; Body: { code: string } }>(
      '/checkout/payments/:id/code',
      { config: { idempotency: { guestScope: paymentScope } }, schema: { params: idParams, body: codeBody, response } },
      async (request) => ({ data: await checkout.submitCode(request.params.id, request.body.code, accessOf(request)) }),
    );
    app.post<{ Params: { id: string } }>(
      '/checkout/payments/:id/confirm',
      { config: { idempotency: { guestScope: paymentScope } }, schema: { params: idParams, response } },
      async (request) => ({ data: await checkout.confirm(request.params.id, accessOf(request)) }),
    );
    app.post<{ Params: { id: string } }>(
      '/checkout/payments/:id/cancel',
      { config: { idempotency: { guestScope: paymentScope } }, schema: { params: idParams, response } },
      async (request) => ({ data: await checkout.cancel(request.params.id, accessOf(request)) }),
    );
  };
}
