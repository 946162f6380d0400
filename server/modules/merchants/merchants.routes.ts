import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MerchantProfileAnswer, MerchantProfileBody } from '../../../domain/api/dashboard.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { MerchantsService } from './merchants.service.ts';

/** GET/PUT /merchant-profile: the business profile that makes the signed-in user a merchant. */
export function merchantsRoutes(merchants: MerchantsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/merchant-profile',
      { preHandler: app.requireUser, schema: { summary: 'Your business profile', response: { 200: MerchantProfileAnswer } } },
      async (request) => ({ data: await merchants.get(signedInUser(request).id) }),
    );
    app.put(
      '/merchant-profile',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { summary: 'Save your business profile (makes you a merchant)', body: MerchantProfileBody, response: { 200: MerchantProfileAnswer } },
      },
      async (request) => ({ data: await merchants.save(signedInUser(request).id, request.body) }),
    );
  };
}
