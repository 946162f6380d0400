import type { FastifyInstance } from 'fastify';
import { FEE_BEARERS } from '../../../domain/fees.ts';
import { BUSINESS_NAME_MAX, CATEGORY_MAX, LOGO_URL_MAX } from '../../../domain/merchant-profile.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf, nullableString } from '../../http/schemas.ts';
import type { MerchantProfileInput, MerchantsService } from './merchants.service.ts';

const profileSchema = {
  type: 'object',
  required: ['businessName', 'category', 'logoUrl', 'feeBearer'],
  properties: { businessName: { type: 'string' }, category: { type: 'string' }, logoUrl: nullableString, feeBearer: { type: 'string' } },
} as const;

const profileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['businessName', 'category'],
  properties: {
    businessName: { type: 'string', maxLength: BUSINESS_NAME_MAX + 20 },
    category: { type: 'string', maxLength: CATEGORY_MAX + 20 },
    logoUrl: { type: ['string', 'null'], maxLength: LOGO_URL_MAX },
    feeBearer: { type: 'string', enum: [...FEE_BEARERS] },
  },
} as const;

/** GET/PUT /merchant-profile: the business profile that makes the signed-in user a merchant. */
export function merchantsRoutes(merchants: MerchantsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/merchant-profile', { preHandler: app.requireUser, schema: { response: { 200: dataOf(profileSchema) } } }, async (request) => ({
      data: await merchants.get(signedInUser(request).id),
    }));
    app.put<{ Body: MerchantProfileInput }>(
      '/merchant-profile',
      { preHandler: app.requireUser, config: { idempotency: 'user' }, schema: { body: profileBody, response: { 200: dataOf(profileSchema) } } },
      async (request) => ({ data: await merchants.save(signedInUser(request).id, request.body) }),
    );
  };
}
