import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import { dataOf } from '../../http/schemas.ts';
import type { StepUpPurpose, StepUpService } from './step-up.service.ts';

const sentSchema = dataOf({
  type: 'object',
  required: ['resendAfterSeconds', 'expiresInSeconds'],
  properties: { resendAfterSeconds: { type: 'integer' }, expiresInSeconds: { type: 'integer' } },
});

/**
 * POST /step-up/code { purpose }: a fresh code to the signed-in user's own phone, which the
 * payout or payout-account request then carries (DESIGN §5). Not idempotent on purpose: each
 * call is a new send, under the code rules' 60 s and hourly limits.
 */
export function stepUpRoutes(stepUp: StepUpService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: { purpose: StepUpPurpose } }>(
      '/step-up/code',
      {
        preHandler: app.requireUser,
        schema: {
          body: { type: 'object', additionalProperties: false, required: ['purpose'], properties: { purpose: { type: 'string', enum: ['payout_account', 'payout'] } } },
          response: { 200: sentSchema },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return { data: await stepUp.send({ id: user.id, phone: user.phone }, request.body.purpose) };
      },
    );
  };
}
