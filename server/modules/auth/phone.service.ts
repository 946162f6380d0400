/**
 * Phone sign-in (SPEC §4, §7): send a code to any valid number (the answer never reveals whether
 * an account exists), then verify it; the first successful verify creates the user.
 */
import { randomUUID } from 'node:crypto';
import type { CodeSentResponse, VerifyPhoneResponse } from '../../../domain/api-contract.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES, isCompleteOtp } from '../../../domain/otp.ts';
import { formatPhone, phoneError, toE164 } from '../../../domain/phone.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import type { Delivery } from './delivery.service.ts';
import type { OtpService } from './otp.service.ts';
import { toUserProfile } from './profile.service.ts';
import type { SessionService } from './session.service.ts';
import { insertUserIfAbsent } from './users.queries.ts';

export interface PhoneAuthService {
  sendCode(phone: string): Promise<CodeSentResponse>;
  verifyCode(phone: string, code: string): Promise<VerifyPhoneResponse & { expiresAt: Date }>;
}

export function checkPhone(phone: string): string {
  const problem = phoneError(phone);
  if (problem) throw new DomainError(ERROR_CODES.invalidInput, problem, { details: [{ field: 'phone', message: problem }] });
  return toE164(phone);
}

export function checkCode(code: string): void {
  if (!isCompleteOtp(code)) {
    const message = 'Code must be 6 digits';
    throw new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field: 'code', message }] });
  }
}

export function smsText(code: string): string {
  return `${code} is your Salone Pay sign-in code. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone, not even Salone Pay staff.`;
}

export function createPhoneAuthService(deps: {
  db: Db;
  now: () => Date;
  otp: OtpService;
  sessions: SessionService;
  delivery: Delivery;
}): PhoneAuthService {
  return {
    async sendCode(phone) {
      const e164 = checkPhone(phone);
      // No user lookup here: known and unknown numbers take the same path and get the same answer.
      const issued = await deps.otp.issue({ channel: 'sms', destination: e164, userId: null });
      try {
        await deps.delivery.sms(e164, smsText(issued.code), issued.code);
      } catch (error) {
        await deps.otp.withdraw(issued.id);
        throw error;
      }
      return {
        message: `We sent a 6-digit code to ${formatPhone(phone)}. It expires in ${OTP_TTL_MINUTES} minutes.`,
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: OTP_TTL_MINUTES * 60,
      };
    },

    async verifyCode(phone, code) {
      const e164 = checkPhone(phone);
      checkCode(code);
      return deps.otp.verify({ channel: 'sms', destination: e164, userId: null }, code, async (tx) => {
        const at = deps.now();
        const { user, created } = await insertUserIfAbsent(tx, { id: randomUUID(), phone: e164, createdAt: at, updatedAt: at });
        const session = await deps.sessions.create(user.id, tx);
        return { token: session.token, user: toUserProfile(user), isNewUser: created, expiresAt: session.expiresAt };
      });
    },
  };
}
