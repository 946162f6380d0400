/**
 * The auth module's public face: builds its services once per app. Other modules reach sign-in
 * state through server/plugins/auth.ts (`app.requireUser`, `signedInUser`), and the demo merchant
 * through demo-merchant.service.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DevOutbox } from '../dev-messages/dev-messages.service.ts';
import { createDelivery, type Delivery } from './delivery.service.ts';
import { createEmailVerificationService, type EmailVerificationService } from './email.service.ts';
import { createOtpService } from './otp.service.ts';
import { createPhoneAuthService, type PhoneAuthService } from './phone.service.ts';
import { createProfileService, type ProfileService } from './profile.service.ts';
import { createSessionService, type SessionService } from './session.service.ts';
import { createStepUpService, type StepUpService } from './step-up.service.ts';

export { authLimits, EMAIL_SEND_PER_USER, PHONE_VERIFY_LIMIT } from './auth-limits.ts';

export interface AuthServices {
  sessions: SessionService;
  phone: PhoneAuthService;
  profile: ProfileService;
  email: EmailVerificationService;
  delivery: Delivery;
  /** Fresh codes for payouts and payout-account changes (DESIGN §5). */
  stepUp: StepUpService;
}

export function createAuthServices(deps: {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  outbox: DevOutbox | undefined;
}): AuthServices {
  const { db, config, now } = deps;
  const delivery = createDelivery({ config, outbox: deps.outbox, log: deps.log });
  const otp = createOtpService({ db, secret: config.appSecret, now });
  const sessions = createSessionService({ db, now, idleHours: config.sessionIdleHours, maxDays: config.sessionMaxDays });
  return {
    sessions,
    delivery,
    phone: createPhoneAuthService({ db, now, otp, sessions, delivery }),
    profile: createProfileService({ db, now }),
    email: createEmailVerificationService({ db, now, otp, delivery }),
    stepUp: createStepUpService({ otp, delivery }),
  };
}
