/**
 * A payment's life (DESIGN §7), one attempt to move money to a merchant:
 *   create → pending_initiation; the provider registers it → pending_confirmation, and for mobile
 *   money sends the payer a code → pending_otp; the payer's code (or, for bank and card, their
 *   confirmation) → processing; the provider's callback or our poll → completed | failed.
 *   Cancel is refused from processing on; a pending payment expires at expires_at (a job).
 * Every status change is a conditional update plus an event row, with the jobs it causes and, on
 * completion, the ledger settlement, in ONE database transaction. Provider calls happen outside
 * transactions (they are network calls) and are safe to repeat.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { calculateFee, DEFAULT_FEE_RULES, type FeeRules } from '../../../domain/fees.ts';
import { amountLimitMessage, DEFAULT_AMOUNT_LIMITS, maxPaymentAmount, type AmountLimits } from '../../../domain/amount-limits.ts';
import type { Currency } from '../../../domain/money.ts';
import { canCancel, isPendingStatus, type PaymentStatus } from '../../../domain/payment-status.ts';
import { providerCodeFor } from '../../../domain/payment-providers.ts';
import type { PaymentMethod } from '../../../domain/statuses.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { DomainError } from '../../domain-error.ts';
import type { PaymentProvider, ProviderCallback, ProviderPayoutHint } from '../../providers/payments/payment-provider.ts';
import { getMerchantProfile } from '../merchants/merchants.service.ts';
import { findPayment, insertPayment, listPaymentEvents } from './payments.queries.ts';
import { transitionPayment } from './payment-transition.service.ts';
import { settlementSet } from './settlement.service.ts';
import { postTransferSets, type TransferInput } from '../ledger/ledger.service.ts';

/** How a processing payment ends, and why when it failed. */
interface PaymentEnding {
  id: string;
  outcome: 'completed' | 'failed';
  reason?: string | undefined;
}

export const DEFAULT_PAYMENT_TTL_MS = 30 * 60 * 1000;
const MAX_POLL_DELAY_SECONDS = 300;

export interface CreatePaymentInput {
  /** Caller-chosen id (seeding, API retries); a new one by default. A known id returns that payment. */
  id?: string;
  merchantId: string;
  payerUserId: string | null;
  /** E.164: the wallet to charge (mobile money) or the guest's number. */
  payerPhone: string | null;
  payerName?: string | null;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  bankCode?: string;
  source: 'link' | 'qr' | 'checkout' | 'api' | 'pos';
  linkId?: string | null;
  description: string;
  reference?: string;
  ttlMs?: number;
  metadata?: Record<string, unknown>;
  livemode?: boolean;
  /** Issue 35: the person who made it (a cash sale's seller); null or absent for API keys and payers. */
  createdBy?: string | null;
  /** False leaves it in pending_initiation (e.g. a checkout the payer has not started). */
  start?: boolean;
  /**
   * Cash only: when the sale happened (a field merchant's phone recorded it offline, hours before
   * it synced). Its creation and completion times are this, not the sync time; the caller bounds it.
   */
  occurredAt?: Date;
  /**
   * Runs inside the creating transaction once the payment row is inserted (e.g. a single-use
   * payment link claimed by this payment); a throw rolls the payment back and reaches the caller.
   */
  onInsert?: (tx: Db, paymentId: string) => Promise<void>;
}

export interface PaymentsDeps {
  db: Db;
  jobs: Jobs;
  provider: PaymentProvider;
  now: () => Date;
  feeRules?: FeeRules;
  /** Issue 36: the most one payment may be, by method and currency (default: the rails' limits). */
  amountLimits?: AmountLimits;
  /** Seconds before the first status poll of a processing payment; 0 when the sandbox has no delays. */
  firstPollDelaySeconds?: number;
  /** Runs in the transaction that completed a payment (issue 17: its SMS jobs are enqueued there). */
  onCompleted?: (tx: Db, payment: PaymentRow) => Promise<void>;
}

export type PaymentJob = { paymentId: string; attempt?: number };

function newReference(at: Date): string {
  return `SP${at.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
}

export { toPublicPayment } from './payment-view.ts';

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No payment with this id');

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, jobs, provider, now } = deps;
  const feeRules = deps.feeRules ?? DEFAULT_FEE_RULES;
  const amountLimits = deps.amountLimits ?? DEFAULT_AMOUNT_LIMITS;
  const firstPollDelay = deps.firstPollDelaySeconds ?? 5;

  async function move(id: string, to: PaymentStatus, extra: { reason?: string; providerRef?: string } = {}): Promise<PaymentRow | undefined> {
    await jobs.ready();
    return db.transaction(async (tx) => {
      const row = await transitionPayment(tx, id, { to, at: now(), ...extra });
      if (row && to === 'processing') await jobs.send(tx, 'payment-poll', { paymentId: id, attempt: 0 }, { delaySeconds: firstPollDelay });
      return row;
    });
  }

  /**
   * Ends processing payments in `tx`: each moves out of processing at most once (its event, and
   * when completed the onCompleted jobs, with it), then every settlement set goes in one ledger
   * call, last, so the balance rows are locked only until the commit. A settle job alone, a poll
   * and the settle worker's batch all end payments here. How many this call moved.
   */
  async function endPayments(tx: Db, endings: PaymentEnding[]): Promise<number> {
    const at = now();
    const sets: TransferInput[][] = [];
    let moved = 0;
    for (const { id, outcome, reason } of endings) {
      const row = await transitionPayment(tx, id, { to: outcome, at, ...(reason ? { reason } : {}) });
      if (!row) continue;
      moved += 1;
      if (outcome === 'completed' && row.method !== 'cash') sets.push(await settlementSet(tx, row));
      if (outcome === 'completed') await deps.onCompleted?.(tx, row);
    }
    await postTransferSets(tx, sets, { at });
    return moved;
  }

  async function mustFind(id: string): Promise<PaymentRow> {
    const row = await findPayment(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Registers the payment with the provider: pending_confirmation, then pending_otp when a code was sent. */
  async function initiate(payment: PaymentRow): Promise<PaymentRow> {
    const result = await provider.initiate({
      paymentId: payment.id,
      method: payment.method as PaymentMethod,
      provider: payment.provider,
      total: payment.total,
      currency: payment.currency as Currency,
      payerPhone: payment.payerPhone,
      reference: payment.reference,
      livemode: payment.livemode,
    });
    return db.transaction(async (tx) => {
      let row = await transitionPayment(tx, payment.id, { to: 'pending_confirmation', at: now(), providerRef: result.providerRef });
      if (row && result.needsCode) row = await transitionPayment(tx, payment.id, { to: 'pending_otp', at: now() });
      return row ?? (await findPayment(tx, payment.id)) ?? payment;
    });
  }

  const service = {
    async create(input: CreatePaymentInput): Promise<PaymentRow> {
      const merchant = await getMerchantProfile(db, input.merchantId);
      if (!merchant) throw new DomainError(ERROR_CODES.merchantNotFound, 'No merchant with this id');
      if (input.payerUserId === input.merchantId) throw new DomainError(ERROR_CODES.cannotPayYourself, 'You cannot pay your own business.');
      const providerCode = providerCodeFor(input.method, input.bankCode);
      if (!providerCode) throw new DomainError(ERROR_CODES.invalidInput, 'Unknown bank', { details: [{ field: 'bankCode', message: 'Unknown bank' }] });
      // Every path that makes a payment comes here (checkout, links, merchant API, cash sales, P2P).
      const limit = maxPaymentAmount(amountLimits, input.method, input.currency);
      if (input.amount > limit) {
        const message = amountLimitMessage(limit, input.currency);
        throw new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field: 'amount', message }] });
      }
      const fees = calculateFee({ amount: input.amount, currency: input.currency, method: input.method, bearer: merchant.feeBearer, rules: feeRules });
      if (fees.net <= 0) throw new DomainError(ERROR_CODES.amountTooSmall, 'This amount does not cover the payment fee.');
      const at = input.method === 'cash' && input.occurredAt ? input.occurredAt : now();
      const id = input.id ?? randomUUID();
      const expiresAt = new Date(at.getTime() + (input.ttlMs ?? DEFAULT_PAYMENT_TTL_MS));
      await jobs.ready();
      await db.transaction(async (tx) => {
        const inserted = await insertPayment(tx, {
          id,
          merchantId: input.merchantId,
          payerUserId: input.payerUserId,
          payerPhone: input.payerPhone,
          payerName: input.payerName ?? null,
          ...fees,
          currency: input.currency,
          method: input.method,
          provider: providerCode,
          feeBearer: merchant.feeBearer,
          status: 'pending_initiation',
          source: input.source,
          linkId: input.linkId ?? null,
          description: input.description,
          reference: input.reference ?? newReference(at),
          expiresAt,
          metadata: input.metadata ?? {},
          livemode: input.livemode ?? false,
          createdAt: at,
          statusChangedAt: at,
          createdBy: input.createdBy ?? null,
        });
        if (inserted && input.onInsert) await input.onInsert(tx, id);
        if (inserted && input.method !== 'cash') {
          await jobs.send(tx, 'payment-expire', { paymentId: id }, { delaySeconds: (expiresAt.getTime() - at.getTime()) / 1000 });
        }
        if (inserted && input.method === 'cash') {
          // A cash sale is recorded as done: it moves no ledger money (DESIGN §7).
          for (const to of ['pending_confirmation', 'processing', 'completed'] as const) await transitionPayment(tx, id, { to, at });
        }
        return inserted;
      });
      const row = await mustFind(id);
      // A repeat of the same id (a retry after a crash) carries on where the first stopped.
      if (input.start === false || row.status !== 'pending_initiation') return row;
      return initiate(row);
    },

    get: mustFind,

    /** Registers a payment created unstarted (`start: false`) with the provider; a started one is returned as it is. */
    async start(id: string): Promise<PaymentRow> {
      const row = await mustFind(id);
      return row.status === 'pending_initiation' ? initiate(row) : row;
    },

    /** The payer confirms (bank transfer, card) or retries a registration that did not reach the provider. */
    async confirm(id: string): Promise<PaymentRow> {
      let row = await mustFind(id);
      if (row.status === 'pending_initiation') row = await initiate(row);
      if (row.status === 'pending_otp') throw new DomainError(ERROR_CODES.codeRequired, 'Enter the code sent to your phone to confirm this payment.');
      if (row.status !== 'pending_confirmation') return row;
      return service.authorise(row, null);
    },

    async submitCode(id: string, code: string): Promise<PaymentRow> {
      const row = await mustFind(id);
      if (row.status !== 'pending_otp') {
        if (row.status === 'processing' || row.status === 'completed') return row;
        throw new DomainError(ERROR_CODES.paymentNotPending, 'This payment is no longer waiting for a code.');
      }
      return service.authorise(row, code);
    },

    async authorise(row: PaymentRow, code: string | null): Promise<PaymentRow> {
      if (!row.providerRef) throw new DomainError(ERROR_CODES.paymentNotStarted, 'This payment has not reached the provider yet.');
      const result = await provider.submitCode(row.providerRef, code);
      if (result.outcome === 'wrong_code') {
        throw new DomainError(ERROR_CODES.wrongCode, `That code is not right. ${result.attemptsLeft} ${result.attemptsLeft === 1 ? 'try' : 'tries'} left.`);
      }
      if (result.outcome === 'refused') throw new DomainError(ERROR_CODES.codeRefused, 'This code can no longer be used. Start the payment again.');
      return (await move(row.id, 'processing')) ?? (await mustFind(row.id));
    },

    /** Payer or merchant; refused from processing on. Cancelling twice answers the cancelled payment. */
    async cancel(id: string): Promise<PaymentRow> {
      const row = await mustFind(id);
      if (row.status === 'cancelled') return row;
      if (!canCancel(row.status as PaymentStatus)) {
        if (row.status === 'processing') {
          throw new DomainError(ERROR_CODES.paymentProcessing, 'This payment is already being processed and can no longer be cancelled.');
        }
        throw new DomainError(ERROR_CODES.paymentNotPending, 'This payment has already ended.');
      }
      const cancelled = await move(id, 'cancelled', { reason: 'cancelled' });
      if (!cancelled) return service.cancel(id);
      // Tell the provider too; if it already began processing, the poll still settles what it reports.
      if (cancelled.providerRef) await provider.cancel(cancelled.providerRef).catch(() => false);
      return cancelled;
    },

    /** The expiry job: a pending payment past expires_at becomes expired (a no-op otherwise). */
    async expire(id: string): Promise<PaymentRow | undefined> {
      // A process may have died between the provider accepting the payer's code and our move to
      // processing: ask the provider first, so money it took is settled, never expired away.
      const current = await findPayment(db, id);
      if (current?.providerRef && isPendingStatus(current.status as PaymentStatus)) {
        const status = await provider.status(current.providerRef);
        if (status.state === 'processing' || status.state === 'succeeded' || status.state === 'failed') {
          await move(id, 'processing', { reason: 'recovered from provider status' });
          await service.poll({ paymentId: id });
          return undefined;
        }
      }
      const expired = await db.transaction((tx) => transitionPayment(tx, id, { to: 'expired', at: now(), reason: 'expired', onlyIfExpiredAt: now() }));
      if (expired?.providerRef) await provider.cancel(expired.providerRef).catch(() => false);
      if (!expired) {
        // Not yet due (a clock between processes, or expires_at moved): try again at its time.
        const row = await findPayment(db, id);
        if (row && isPendingStatus(row.status as PaymentStatus) && row.expiresAt.getTime() > now().getTime()) {
          await jobs.ready();
          await db.transaction((tx) => jobs.send(tx, 'payment-expire', { paymentId: id }, { delaySeconds: (row.expiresAt.getTime() - now().getTime()) / 1000 }));
        }
      }
      return expired;
    },

    /** Why a failed payment failed: the reason its last event recorded (a provider's code), or null. */
    async failureReason(id: string): Promise<string | null> {
      const events = await listPaymentEvents(db, id);
      return events.at(-1)?.reason ?? null;
    },

    /**
     * Ends a processing payment exactly once: the conditional move out of processing and the
     * ledger settlement commit together, so a replay or a concurrent callback finds the payment
     * no longer processing and changes nothing. True when this call settled it.
     */
    async settle(id: string, outcome: 'completed' | 'failed', reason?: string): Promise<boolean> {
      // onCompleted may enqueue jobs in the transaction: pg-boss must be up before it opens.
      if (deps.onCompleted) await jobs.ready();
      return db.transaction(async (tx) => (await endPayments(tx, [{ id, outcome, reason }])) === 1);
    },

    /** The poll job: asks the provider and settles, or polls again later with backoff. */
    async poll(job: PaymentJob): Promise<void> {
      const row = await findPayment(db, job.paymentId);
      if (!row || row.status !== 'processing' || !row.providerRef) return;
      const status = await provider.status(row.providerRef);
      if (status.state === 'succeeded') await service.settle(row.id, 'completed');
      else if (status.state === 'failed' || status.state === 'cancelled') await service.settle(row.id, 'failed', status.reason ?? status.state);
      else {
        const attempt = (job.attempt ?? 0) + 1;
        const delaySeconds = Math.min(MAX_POLL_DELAY_SECONDS, Math.max(1, firstPollDelay) * 2 ** Math.min(attempt, 8));
        await jobs.ready();
        await db.transaction((tx) => jobs.send(tx, 'payment-poll', { paymentId: row.id, attempt }, { delaySeconds }));
      }
    },

    /** A provider callback over HTTP: verified, then queued for settlement (answered at once). */
    async acceptCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<ProviderPayoutHint | undefined> {
      const callback = provider.verifyCallback(headers, rawBody);
      if (!callback) throw new DomainError(ERROR_CODES.unauthorized, 'Callback signature is not valid');
      // A payout's hint is the payouts' and refunds' business (payout-hints.ts): handed back, verified.
      if ('kind' in callback) return callback;
      await jobs.ready();
      await db.transaction((tx) => jobs.send(tx, 'payment-settle', callback));
      return undefined;
    },

    /**
     * Settle jobs, one or several at once (issue 41: the settle worker takes up to
     * SETTLE_BATCH_SIZE due callbacks): one transaction ends each payment whose provider reference
     * matches, then posts all their settlement sets in one ledger call, so a busy hour pays for
     * one insert, lock and commit per batch rather than per payment. Any error rolls the whole
     * batch back and is thrown; the worker then runs each callback alone (jobs.ts), so nothing is
     * settled twice or lost.
     */
    async settleFromCallbacks(callbacks: ProviderCallback[]): Promise<void> {
      if (deps.onCompleted) await jobs.ready();
      // In payment id order: two batches sharing a payment (a replayed callback) lock in one order.
      const ordered = [...callbacks].sort((a, b) => (a.paymentId < b.paymentId ? -1 : a.paymentId > b.paymentId ? 1 : 0));
      await db.transaction(async (tx) => {
        const endings: PaymentEnding[] = [];
        for (const callback of ordered) {
          const row = await findPayment(tx, callback.paymentId);
          if (row && row.providerRef === callback.providerRef) {
            endings.push({ id: row.id, outcome: callback.state === 'succeeded' ? 'completed' : 'failed', reason: callback.reason });
          }
        }
        await endPayments(tx, endings);
      });
    },

    /** The settle job: one verified callback. Its payment must match the provider's reference. */
    settleFromCallback(callback: ProviderCallback): Promise<void> {
      return service.settleFromCallbacks([callback]);
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
