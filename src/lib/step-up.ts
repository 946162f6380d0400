/**
 * Step-up codes (DESIGN §5): a fresh one-time code to the signed-in user's own phone, asked for
 * right before a payout or a payout-account change, which that request then carries.
 */
import { apiData } from './api-client.ts';

export type StepUpPurpose = 'payout_account' | 'payout' | 'staff_action';

export function requestStepUpCode(purpose: StepUpPurpose): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  return apiData('/step-up/code', { method: 'POST', body: { purpose } });
}

/** A key per confirmed action: a retried request (lost answer) is answered once by the server. */
export function newIdempotencyKey(): Record<string, string> {
  return { 'Idempotency-Key': crypto.randomUUID() };
}
