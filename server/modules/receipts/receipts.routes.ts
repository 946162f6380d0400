import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReceiptAnswer, ReceiptParams, ReceiptQuery } from '../../../domain/api/receipts.ts';
import type { ReceiptsService } from './receipts.service.ts';

/**
 * GET /receipts/{id}?t={token}: the public receipt the guest's SMS links to. No sign-in; it is
 * registered inside the API quota, so it is rate limited per address like the other public reads.
 */
export function receiptsRoutes(receipts: ReceiptsService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/receipts/:id',
      {
        schema: {
          summary: 'A completed payment\'s receipt (public, by the link in the payer\'s SMS)',
          params: ReceiptParams,
          querystring: ReceiptQuery,
          response: { 200: ReceiptAnswer },
        },
      },
      // Like every API answer, not cached (no-store): a receipt is one person's.
      async (request) => ({ data: await receipts.get(request.params.id, request.query.t) }),
    );
  };
}
