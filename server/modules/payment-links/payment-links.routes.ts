import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LINK_CURRENCIES, LINK_DESCRIPTION_MAX, type CreatePaymentLinkRequest } from '../../../domain/payment-links.ts';
import type { Config } from '../../config.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, idParams, nullableString, pageOf, UUID_PATTERN } from '../../http/schemas.ts';
import { LINKS_PAGE_DEFAULT, LINKS_PAGE_MAX, type PaymentLinksService } from './payment-links.service.ts';

const HOST_SHAPE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Where links point: PUBLIC_URL, else this request's own origin (local use). */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host;
  return HOST_SHAPE.test(host) ? `${request.protocol}://${host}` : `http://localhost:${config.port}`;
}

const nullableInteger = { type: ['integer', 'null'] } as const;

export const paymentLinkSchema = {
  type: 'object',
  required: ['id', 'url', 'merchantId', 'amount', 'currency', 'description', 'reusable', 'expiresAt', 'status', 'createdAt', 'paymentsCount', 'takings'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    merchantId: { type: 'string' },
    amount: nullableInteger,
    currency: { type: 'string' },
    description: { type: 'string' },
    reusable: { type: 'boolean' },
    expiresAt: nullableString,
    status: { type: 'string' },
    createdAt: { type: 'string' },
    paymentsCount: { type: 'integer' },
    takings: { type: 'integer' },
  },
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currency', 'description', 'reusable'],
  properties: {
    id: { type: 'string', pattern: UUID_PATTERN },
    amount: { type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    currency: { type: 'string', enum: [...LINK_CURRENCIES] },
    description: { type: 'string', minLength: 1, maxLength: LINK_DESCRIPTION_MAX },
    reusable: { type: 'boolean' },
    expiresAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
  },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: LINKS_PAGE_MAX, default: LINKS_PAGE_DEFAULT },
    cursor: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const merchantParams = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantId'],
  properties: { merchantId: { type: 'string', pattern: UUID_PATTERN } },
} as const;

const merchantLinkParams = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantId', 'linkId'],
  properties: { merchantId: { type: 'string', pattern: UUID_PATTERN }, linkId: { type: 'string', pattern: UUID_PATTERN } },
} as const;

const checkoutMerchantSchema = {
  type: 'object',
  required: ['id', 'name', 'category', 'logoUrl', 'feeBearer'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, category: { type: 'string' }, logoUrl: nullableString, feeBearer: { type: 'string' } },
} as const;

const checkoutLinkSchema = {
  type: 'object',
  required: ['id', 'merchantId', 'amount', 'currency', 'description', 'reusable', 'expiresAt'],
  properties: {
    id: { type: 'string' },
    merchantId: { type: 'string' },
    amount: nullableInteger,
    currency: { type: 'string' },
    description: { type: 'string' },
    reusable: { type: 'boolean' },
    expiresAt: nullableString,
  },
} as const;

/**
 * The merchant's payment links (signed in): create (idempotent by its id, and by Idempotency-Key),
 * list newest first, disable. And the public reads the checkout page makes without signing in.
 */
export function paymentLinksRoutes(links: PaymentLinksService, config: Pick<Config, 'publicUrl' | 'port'>) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: CreatePaymentLinkRequest }>(
      '/payment-links',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { body: createBody, response: { 200: dataOf(paymentLinkSchema), 201: dataOf(paymentLinkSchema) } },
      },
      async (request, reply) => {
        const { link, created } = await links.create(signedInUser(request).id, request.body, publicOrigin(config, request));
        return reply.code(created ? 201 : 200).send({ data: link });
      },
    );
    app.get<{ Querystring: { limit?: number; cursor?: string } }>(
      '/payment-links',
      { preHandler: app.requireUser, schema: { querystring: listQuery, response: { 200: pageOf(paymentLinkSchema) } } },
      async (request) => {
        const { limit, cursor } = request.query;
        return {
          data: await links.list(
            signedInUser(request).id,
            { ...(limit !== undefined ? { limit } : {}), ...(cursor !== undefined ? { cursor } : {}) },
            publicOrigin(config, request),
          ),
        };
      },
    );
    app.post<{ Params: { id: string } }>(
      '/payment-links/:id/disable',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { params: idParams, response: { 200: dataOf(paymentLinkSchema) } } },
      async (request) => ({ data: await links.disable(signedInUser(request).id, request.params.id, publicOrigin(config, request)) }),
    );

    // Public (no sign-in): a customer who scanned a QR must not have to sign up.
    app.get<{ Params: { merchantId: string } }>(
      '/checkout/merchants/:merchantId',
      { schema: { params: merchantParams, response: { 200: dataOf(checkoutMerchantSchema) } } },
      async (request) => ({ data: await links.checkoutMerchant(request.params.merchantId) }),
    );
    app.get<{ Params: { merchantId: string; linkId: string } }>(
      '/checkout/merchants/:merchantId/links/:linkId',
      { schema: { params: merchantLinkParams, response: { 200: dataOf(checkoutLinkSchema) } } },
      async (request) => ({ data: await links.checkoutLink(request.params.merchantId, request.params.linkId) }),
    );
  };
}
