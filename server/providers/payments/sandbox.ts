/**
 * The sandbox payment provider (DESIGN §7): default in local mode and for test keys. It keeps
 * what a real provider keeps on its side (sandbox_provider_payments) and behaves like one:
 * - mobile money sends the payer a 6-digit code by SMS (the dev outbox in local mode);
 * - processing takes SPEC §4's times (3 s Orange Money and Africell Money, 5 s bank transfer, 3 s
 *   card), scaled by `delayScale` (0 for demo seeding and tests);
 * - when processing ends it sends a signed callback, and `status` answers polls at any time.
 * Test numbers (the payer's phone) pick a behaviour: see SANDBOX_TEST_NUMBERS and the README.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../domain/money.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import type { Db } from '../../db/client.ts';
import { sandboxProviderPayments } from '../../db/schema.ts';
import type { InitiateRequest, PaymentProvider, ProviderCallback, ProviderStatus, SubmitCodeResult } from './payment-provider.ts';

export type SandboxBehaviour = 'approve' | 'decline' | 'never_confirm' | 'lose_callback' | 'slow';

/** Payer phones (E.164) with a documented behaviour; every other number is approved. */
export const SANDBOX_TEST_NUMBERS: Readonly<Record<string, Exclude<SandboxBehaviour, 'approve'>>> = {
  '+23276000001': 'decline',
  '+23276000002': 'never_confirm',
  '+23276000003': 'lose_callback',
  '+23276000004': 'slow',
};

/** SPEC §4: processing 3 s for Orange Money, 5 s for bank transfer; mobile money and card like Orange Money. */
export const SANDBOX_PROCESSING_MS: Readonly<Record<PaymentMethod, number>> = {
  orange_money: 3000,
  mobile_money: 3000,
  card: 3000,
  bank_transfer: 5000,
  cash: 0,
};
/** "Slow" test number: the provider holds the payment for a day (a bank clearing overnight). */
const SLOW_PROCESSING_MS = 24 * 60 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

/**
 * Payout destinations (E.164 phone or bank account number) with a documented outcome: the
 * provider refuses the payout after its processing time. Every other destination is paid.
 */
export const SANDBOX_PAYOUT_TEST_DESTINATIONS: Readonly<Record<string, string>> = {
  '+23276000001': 'provider_account_blocked',
  '0000000001': 'provider_account_missing',
};
/** SPEC §9: mobile money payouts 2-4 hours (the sandbox takes 2), bank payouts 1-2 business days (1 day). */
export const SANDBOX_PAYOUT_MS = { mobile: 2 * 60 * 60 * 1000, bank: 24 * 60 * 60 * 1000 } as const;
const PAYOUT_REF = /^sbx_po_(ok|[a-z_]+)_(\d+)_([0-9a-f-]{36})$/;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxDeps {
  db: Db;
  /** Signs codes and callbacks (the app secret). */
  secret: string;
  now: () => Date;
  /** SPEC timings × delayScale: 1 in normal use, 0 for seeding and tests. */
  delayScale: number;
  /** Sends the payer's code by SMS (the app's delivery: dev outbox and/or the real gateway). */
  sendCode(to: string, body: string, code: string): Promise<void>;
  /** Sandbox payouts take SPEC §9's time × delayScale ÷ this (default 720: 10 s for mobile money). */
  payoutSpeedup?: number;
  /** Delivers a signed callback after `delayMs` (the app enqueues a durable job). */
  scheduleCallback(callback: { headers: Record<string, string>; body: string }, delayMs: number): Promise<void>;
}

/** Where the sandbox's hosted card page lives (served by our own server in local mode). */
export const SANDBOX_CARD_PAGE_PATH = '/sandbox/card';

export type SandboxProvider = PaymentProvider & {
  /**
   * The hosted card page's answer: decline makes the payment fail when processed. Returns the
   * payment id, or null when the card payment is unknown or no longer awaiting the payer.
   */
  cardDecision(providerRef: string, approve: boolean): Promise<{ paymentId: string } | null>;
  /** The card payment behind a hosted page, for the page to show (null when unknown). */
  cardPayment(providerRef: string): Promise<{ paymentId: string; state: string } | null>;
};

export function sandboxBehaviour(phone: string | null): SandboxBehaviour {
  return (phone && SANDBOX_TEST_NUMBERS[phone]) || 'approve';
}

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { db, secret, now } = deps;
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  const codeHash = (providerRef: string, code: string) => hmac(`sandbox-code:${providerRef}:${code}`);

  async function find(providerRef: string) {
    const [row] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.providerRef, providerRef)).limit(1);
    return row;
  }

  function signedCallback(callback: ProviderCallback): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify(callback);
    return { headers: { [SANDBOX_SIGNATURE_HEADER]: hmac(`sandbox-callback:${body}`) }, body };
  }

  /** Processing ends at completes_at: the state a poll sees from then on, written once. */
  async function resolve(providerRef: string): Promise<ProviderStatus> {
    const row = await find(providerRef);
    if (!row) return { state: 'failed', reason: 'unknown_payment' };
    if (row.state !== 'processing' || !row.completesAt || row.completesAt.getTime() > now().getTime()) return { state: row.state };
    const final = row.behaviour === 'decline' ? 'failed' : 'succeeded';
    await db
      .update(sandboxProviderPayments)
      .set({ state: final })
      .where(sql`${sandboxProviderPayments.providerRef} = ${providerRef} AND ${sandboxProviderPayments.state} = 'processing'`);
    return final === 'failed' ? { state: 'failed', reason: 'declined' } : { state: 'succeeded' };
  }

  return {
    name: 'sandbox',

    async initiate(request: InitiateRequest) {
      const behaviour = sandboxBehaviour(request.payerPhone);
      const needsCode = request.method === 'orange_money' || request.method === 'mobile_money';
      const providerRef = `sbx_${randomBytes(12).toString('hex')}`;
      const [created] = await db
        .insert(sandboxProviderPayments)
        .values({ providerRef, paymentId: request.paymentId, method: request.method, phone: request.payerPhone, behaviour, state: 'awaiting_code', createdAt: now() })
        .onConflictDoNothing({ target: sandboxProviderPayments.paymentId })
        .returning();
      if (!created) {
        // A retried initiate: the first registration stands and no second code is sent.
        const [existing] = await db.select().from(sandboxProviderPayments).where(eq(sandboxProviderPayments.paymentId, request.paymentId)).limit(1);
        if (!existing) throw new Error('sandbox payment vanished');
        return { providerRef: existing.providerRef, needsCode };
      }
      // "Never confirms": the payer never gets (or never answers) the code; the payment expires.
      if (needsCode && request.payerPhone && behaviour !== 'never_confirm') {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await db.update(sandboxProviderPayments).set({ codeHash: codeHash(providerRef, code) }).where(eq(sandboxProviderPayments.providerRef, providerRef));
        const body = `Salone Pay: your code to pay ${formatMoney(request.total, request.currency)} (ref ${request.reference}) is ${code}. Never share it.`;
        await deps.sendCode(request.payerPhone, body, code);
      }
      return { providerRef, needsCode };
    },

    async submitCode(providerRef, code): Promise<SubmitCodeResult> {
      const row = await find(providerRef);
      if (!row || row.state !== 'awaiting_code') return row?.state === 'processing' || row?.state === 'succeeded' ? { outcome: 'accepted' } : { outcome: 'refused' };
      if (row.codeHash !== null) {
        if (row.codeAttempts >= MAX_CODE_ATTEMPTS) return { outcome: 'refused' };
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(codeHash(providerRef, code ?? ''), 'hex');
        if (!timingSafeEqual(expected, given)) {
          // Counted atomically, so parallel guesses cannot exceed the limit.
          const [counted] = await db
            .update(sandboxProviderPayments)
            .set({ codeAttempts: sql`${sandboxProviderPayments.codeAttempts} + 1` })
            .where(eq(sandboxProviderPayments.providerRef, providerRef))
            .returning({ attempts: sandboxProviderPayments.codeAttempts });
          const attemptsLeft = Math.max(0, MAX_CODE_ATTEMPTS - (counted?.attempts ?? MAX_CODE_ATTEMPTS));
          return attemptsLeft > 0 ? { outcome: 'wrong_code', attemptsLeft } : { outcome: 'refused' };
        }
      } else if (row.phone && row.behaviour === 'never_confirm') {
        return { outcome: 'refused' };
      }
      const method = row.method as PaymentMethod;
      const delayMs = row.behaviour === 'slow' ? SLOW_PROCESSING_MS : (SANDBOX_PROCESSING_MS[method] ?? 0) * deps.delayScale;
      const completesAt = new Date(now().getTime() + delayMs);
      const [started] = await db
        .update(sandboxProviderPayments)
        .set({ state: 'processing', completesAt })
        .where(sql`${sandboxProviderPayments.providerRef} = ${providerRef} AND ${sandboxProviderPayments.state} = 'awaiting_code'`)
        .returning();
      // Only the call that started processing schedules the callback (a lost one is never sent).
      if (started && row.behaviour !== 'lose_callback' && row.behaviour !== 'slow') {
        const state = row.behaviour === 'decline' ? 'failed' : 'succeeded';
        await deps.scheduleCallback(
          signedCallback({ providerRef, paymentId: row.paymentId, state, ...(state === 'failed' ? { reason: 'declined' } : {}) }),
          delayMs,
        );
      }
      return { outcome: 'accepted' };
    },

    status: resolve,

    async cancel(providerRef) {
      const [cancelled] = await db
        .update(sandboxProviderPayments)
        .set({ state: 'cancelled' })
        .where(sql`${sandboxProviderPayments.providerRef} = ${providerRef} AND ${sandboxProviderPayments.state} = 'awaiting_code'`)
        .returning();
      if (cancelled) return true;
      return (await find(providerRef))?.state === 'cancelled';
    },

    hostedPageUrl(providerRef, returnPath) {
      return `${SANDBOX_CARD_PAGE_PATH}/${providerRef}?return=${encodeURIComponent(returnPath)}`;
    },

    async cardPayment(providerRef) {
      const row = await find(providerRef);
      return row && row.method === 'card' ? { paymentId: row.paymentId, state: row.state } : null;
    },

    async cardDecision(providerRef, approve) {
      const row = await find(providerRef);
      if (!row || row.method !== 'card' || row.state !== 'awaiting_code') return null;
      if (!approve) {
        await db.update(sandboxProviderPayments).set({ behaviour: 'decline' }).where(eq(sandboxProviderPayments.providerRef, providerRef));
      }
      return { paymentId: row.paymentId };
    },

    // The payout's outcome and end time travel in its reference, so the sandbox keeps no payout rows.
    async payout(request) {
      const mobile = request.provider === 'orange_money' || request.provider === 'africell_money';
      const delayMs = ((mobile ? SANDBOX_PAYOUT_MS.mobile : SANDBOX_PAYOUT_MS.bank) * deps.delayScale) / (deps.payoutSpeedup ?? 720);
      const outcome = SANDBOX_PAYOUT_TEST_DESTINATIONS[request.destination] ?? 'ok';
      return { providerRef: `sbx_po_${outcome}_${now().getTime() + Math.round(delayMs)}_${request.payoutId}` };
    },

    async payoutStatus(providerRef) {
      const match = PAYOUT_REF.exec(providerRef);
      if (!match) return { state: 'failed', reason: 'unknown_payout' };
      if (Number(match[2]) > now().getTime()) return { state: 'processing' };
      return match[1] === 'ok' ? { state: 'succeeded' } : { state: 'failed', reason: match[1] as string };
    },

    verifyCallback(headers, rawBody) {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(hmac(`sandbox-callback:${rawBody}`), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      const parsed = JSON.parse(rawBody) as ProviderCallback;
      return parsed;
    },
  };
}
