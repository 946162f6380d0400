/**
 * Issue 33, the one mode rule's write half: `request.livemode` (plugins/auth.ts) decides which
 * mode a merchant route reads and writes; before anything is written in live mode, this one check
 * says whether live money may move for this merchant here. Test mode is never refused. Routes call
 * `await app.liveWrites(request)` (a no-op in test mode) right before a live write.
 *
 * Live needs a live provider (PAYMENT_PROVIDER=monime): without one the answer is 422
 * `livemode_unavailable`. The merchant's own state is checked by the `merchantCheck` given at
 * registration: the activation module's assertLiveWritesAllowed (403 `merchant_not_activated`
 * until an admin approves, 403 `merchant_frozen` while frozen; a customer reads only "This
 * business can't take payments right now").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/errors.ts';
import { signedInUser } from './auth.ts';
import { DomainError } from '../domain-error.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses a live write this merchant may not make (see server/plugins/live-writes.ts); test mode passes. */
    liveWrites: (request: FastifyRequest, options?: LiveWriteScope) => Promise<void>;
    /** Whether this installation has a live provider at all. */
    liveProviderConfigured: boolean;
  }
}

export const LIVE_UNAVAILABLE_MESSAGE = 'Live payments need a payment provider: this installation has the sandbox only. Switch to Test mode.';

export function liveUnavailable(): HttpError {
  return new HttpError(422, ERROR_CODES.livemodeUnavailable, LIVE_UNAVAILABLE_MESSAGE);
}

export interface LiveWriteScope {
  /** The merchant whose live money this is (default: the signed-in merchant). */
  merchantId?: string;
  /** False for a record that moves no money through a provider (a cash sale): then only the merchant's own state counts. */
  needsProvider?: boolean;
  /** Who reads a refusal: the merchant (what to do), or a customer paying them (checkout: no reasons given). */
  audience?: 'merchant' | 'customer';
}

export interface LiveWritesOptions {
  liveProviderConfigured: boolean;
  /** The merchant's own rule (activation, freeze); throws a DomainError when live is not allowed. */
  merchantCheck?: (merchantId: string, options: { liveProviderConfigured: boolean; audience?: 'merchant' | 'customer' }) => Promise<void>;
}

/** Whether a live write by (or for) `merchantId` may happen: throws the refusal when not. */
export async function assertLiveAllowed(options: LiveWritesOptions, merchantId: string, scope: Omit<LiveWriteScope, 'merchantId'> = {}): Promise<void> {
  const liveProviderConfigured = options.liveProviderConfigured || scope.needsProvider === false;
  if (options.merchantCheck) {
    await options.merchantCheck(merchantId, { liveProviderConfigured, ...(scope.audience ? { audience: scope.audience } : {}) });
    return;
  }
  if (!liveProviderConfigured) throw liveUnavailable();
}

/**
 * Issue 35: whether the business is live here now (what GET /live-mode answers as `available`):
 * the mode of a member whose role may not switch it. A refusal is "not live"; other failures throw.
 */
export async function businessIsLive(options: LiveWritesOptions, merchantId: string): Promise<boolean> {
  try {
    await assertLiveAllowed(options, merchantId);
    return true;
  } catch (error) {
    if (error instanceof HttpError || error instanceof DomainError) return false;
    throw error;
  }
}

export function registerLiveWrites(app: FastifyInstance, options: LiveWritesOptions): void {
  app.decorate('liveProviderConfigured', options.liveProviderConfigured);
  app.decorate('liveWrites', async (request: FastifyRequest, scope: LiveWriteScope = {}) => {
    if (!request.livemode) return;
    await assertLiveAllowed(options, scope.merchantId ?? signedInUser(request).id, scope);
  });
}
