/**
 * Activation (issue 34): whether a merchant may move live money. A merchant takes live payments
 * and makes live payouts only when the installation has a live provider, its activation is
 * approved and staff have not frozen it. `assertLiveWritesAllowed` is the one check every live
 * write calls (links, checkout, payment requests, QR, payouts), so the rule lives in one place.
 */
import { ERROR_CODES } from '../../../domain/errors.ts';
import { LIVE_REFUSAL_SENTENCES, type ActivationStatus } from '../../../domain/activation.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain-error.ts';
import { findActivation } from './activation.queries.ts';

export interface LiveEligibility {
  activation: ActivationStatus;
  frozen: boolean;
  frozenReason: string | null;
}

/** The merchant's activation status and freeze state (no row yet: not started, not frozen). */
export async function readLiveEligibility(db: Db, merchantId: string): Promise<LiveEligibility> {
  const row = await findActivation(db, merchantId);
  if (!row) return { activation: 'not_started', frozen: false, frozenReason: null };
  return { activation: row.status, frozen: row.frozenAt !== null, frozenReason: row.frozenReason };
}

export interface LiveWriteOptions {
  /** The installation has a live payment provider (PAYMENT_PROVIDER=monime with a live token). */
  liveProviderConfigured: boolean;
  /**
   * Who reads the refusal: the merchant (default: what to do about it) or a customer paying them
   * (checkout, links, QR: "This business can't take payments right now", nothing about why).
   */
  audience?: 'merchant' | 'customer';
}

/**
 * Throws DomainError (answered in the API envelope) when this merchant may not write live:
 * - 422 `livemode_unavailable`: no live provider on this installation (switch to Test mode);
 * - 403 `merchant_frozen`: staff froze the merchant (no live payments, no live payouts);
 * - 403 `merchant_not_activated`: activation is not approved (send it from the Activation page).
 * Checked in that order. For `audience: 'customer'` the codes stay and the message is SPEC's
 * customer sentence (frozen or not activated alike: a customer is not told why).
 */
export async function assertLiveWritesAllowed(db: Db, merchantId: string, options: LiveWriteOptions): Promise<void> {
  if (!options.liveProviderConfigured) {
    throw new DomainError(ERROR_CODES.livemodeUnavailable, LIVE_REFUSAL_SENTENCES.livemodeUnavailable);
  }
  const eligibility = await readLiveEligibility(db, merchantId);
  const customer = options.audience === 'customer';
  if (eligibility.frozen) {
    throw new DomainError(ERROR_CODES.merchantFrozen, customer ? LIVE_REFUSAL_SENTENCES.customer : LIVE_REFUSAL_SENTENCES.merchantFrozen);
  }
  if (eligibility.activation !== 'approved') {
    throw new DomainError(ERROR_CODES.merchantNotActivated, customer ? LIVE_REFUSAL_SENTENCES.customer : LIVE_REFUSAL_SENTENCES.merchantNotActivated);
  }
}
