import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StepUpCodeAnswer, StepUpCodeBody } from '../../../domain/api/auth.ts';
import { STAFF_CODE_REFUSED } from '../../../domain/activation.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { actingPerson, signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { StepUpService } from './step-up.service.ts';

/**
 * POST /step-up/code { purpose }: a fresh code to the signed-in user's own phone, which the
 * payout or payout-account request then carries (DESIGN §5). Not idempotent on purpose: each
 * call is a new send, under the code rules' 60 s and hourly limits. A `staff_action` code goes
 * only to staff (`isStaff`, the back office's role rule): anyone else gets 403 and no SMS.
 */
export function stepUpRoutes(stepUp: StepUpService, isStaff: (user: { id: string; phone: string }) => Promise<boolean>) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/step-up/code',
      {
        preHandler: app.requireUser,
        schema: { body: StepUpCodeBody, response: { 200: StepUpCodeAnswer } },
      },
      async (request) => {
        // A payout's code is kept for the business it pays out of (issue 35); a staff action's for the
        // person, and only staff may ask for one (issue 34).
        const user = request.body.purpose === 'staff_action' ? actingPerson(request) : signedInUser(request);
        if (request.body.purpose === 'staff_action' && (request.apiKey || !(await isStaff(user)))) {
          throw new HttpError(403, ERROR_CODES.forbidden, STAFF_CODE_REFUSED);
        }
        return { data: await stepUp.send({ id: user.id, phone: user.phone }, request.body.purpose) };
      },
    );
  };
}
