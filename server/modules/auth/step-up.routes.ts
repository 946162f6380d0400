import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StepUpCodeAnswer, StepUpCodeBody } from '../../../domain/api/auth.ts';
import { actingPerson, signedInUser } from '../../plugins/auth.ts';
import type { StepUpService } from './step-up.service.ts';

/**
 * POST /step-up/code { purpose }: a fresh code to the signed-in user's own phone, which the
 * payout or payout-account request then carries (DESIGN §5). Not idempotent on purpose: each
 * call is a new send, under the code rules' 60 s and hourly limits.
 */
export function stepUpRoutes(stepUp: StepUpService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/step-up/code',
      {
        preHandler: app.requireUser,
        schema: { body: StepUpCodeBody, response: { 200: StepUpCodeAnswer } },
      },
      async (request) => {
        // A payout's code is kept for the business it pays out of (issue 35); a staff action's for the person.
        const user = request.body.purpose === 'staff_action' ? actingPerson(request) : signedInUser(request);
        return { data: await stepUp.send({ id: user.id, phone: user.phone }, request.body.purpose) };
      },
    );
  };
}
