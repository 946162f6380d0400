/**
 * Step-up confirmation (DESIGN §5): money moves, and payout accounts change, only after a fresh
 * one-time code sent to the signed-in user's own phone for that kind of action. Each purpose is
 * its own code channel, so a code asked for one action never confirms another (and a sign-in
 * code never confirms either). A payout number is also proven by a code sent to that number.
 * The code rules are the sign-in code's (otp.service.ts): 10 minutes, single use, 5 tries, 60 s
 * between sends, 5 sends an hour per number and purpose.
 */
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../domain/otp.ts';
import type { Db } from '../../db/client.ts';
import type { Delivery } from './delivery.service.ts';
import type { OtpService, OtpTarget } from './otp.service.ts';

export type StepUpPurpose = 'payout_account' | 'payout' | 'staff_action';

const CHANNEL = { payout_account: 'stepup_payout_account', payout: 'stepup_payout', staff_action: 'stepup_staff_action' } as const;

const TEXT: Record<StepUpPurpose, (code: string) => string> = {
  payout_account: (code) => `Salone Pay: ${code} is your code to change where your payouts go. If you did not ask for it, do not share it and contact support.`,
  payout: (code) => `Salone Pay: ${code} is your code to confirm a payout from your balance. Never share it.`,
  // Issue 34: a staff decision (approve, reject, freeze, unfreeze, adding staff).
  staff_action: (code) => `Salone Pay: ${code} is your code to confirm a staff action in the back office. Never share it.`,
};

export interface StepUpUser {
  id: string;
  /** E.164 */
  phone: string;
}

export interface CodeSent {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface StepUpService {
  /** A fresh code for `purpose` to the user's own phone (429 under the send rules). */
  send(user: StepUpUser, purpose: StepUpPurpose): Promise<CodeSent>;
  /** A code to a payout number (E.164) to prove the user holds it. */
  sendWalletProof(user: StepUpUser, walletPhone: string): Promise<CodeSent>;
  /**
   * Checks the step-up code (and the wallet proof, when given) and runs `onAccepted` in the
   * transaction that consumes them. 400 invalid_code when any is wrong; nothing is consumed then.
   */
  confirm<T>(
    user: StepUpUser,
    purpose: StepUpPurpose,
    code: string,
    onAccepted: (tx: Db) => Promise<T>,
    walletProof?: { walletPhone: string; code: string },
  ): Promise<T>;
}

export function createStepUpService(deps: { otp: OtpService; delivery: Delivery }): StepUpService {
  const { otp, delivery } = deps;
  const stepUpTarget = (user: StepUpUser, purpose: StepUpPurpose): OtpTarget => ({ channel: CHANNEL[purpose], destination: user.phone, userId: user.id });
  const walletTarget = (user: StepUpUser, walletPhone: string): OtpTarget => ({ channel: 'wallet_proof', destination: walletPhone, userId: user.id });

  async function sendTo(target: OtpTarget, text: (code: string) => string): Promise<CodeSent> {
    const issued = await otp.issue(target);
    try {
      await delivery.sms(target.destination, text(issued.code), issued.code);
    } catch (error) {
      await otp.withdraw(issued.id);
      throw error;
    }
    return { resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_MINUTES * 60 };
  }

  return {
    send: (user, purpose) => sendTo(stepUpTarget(user, purpose), TEXT[purpose]),
    sendWalletProof: (user, walletPhone) =>
      sendTo(walletTarget(user, walletPhone), (code) => `Salone Pay: ${code} is your code to receive payouts on this number. Never share it.`),
    confirm(user, purpose, code, onAccepted, walletProof) {
      const checks = [{ target: stepUpTarget(user, purpose), code }];
      if (walletProof) checks.push({ target: walletTarget(user, walletProof.walletPhone), code: walletProof.code });
      return otp.verifyAll(checks, onAccepted);
    },
  };
}
