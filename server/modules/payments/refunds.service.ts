/**
 * Refunds (DESIGN §7, issue 11): a merchant gives back all or part of a completed payment.
 *
 * Life: pending (money reserved) → processing (the provider is paying the payer) → completed |
 * failed. The request, in ONE database transaction with the payment row locked: the sum of the
 * payment's refunds (failed ones aside) plus this one must not exceed the payment's amount; the
 * refund row; a pending ledger transfer merchant → clearing:<the payment's provider> that reserves
 * the amount (the ledger's CHECK refuses it when the merchant's available balance does not cover
 * it); and the job that sends it. The provider is then asked to pay the payer, outside any
 * transaction: a payout of the amount to the number that paid (mobile money wallets are the
 * rail we have; Monime has no refund endpoint for a mobile money collection), keyed by the refund
 * id so a repeat pays once (an adapter that can never pay it, e.g. Monime for a card or bank
 * payment whose payer's account we do not hold, says so and the refund fails at once, money
 * back). Its status is polled; success posts the reservation and records
 * `refund.completed` in the same transaction, failure voids it and the money is the merchant's
 * again (and may be refunded anew).
 *
 * The fee is not returned (as Stripe does by default): the payer gets back up to the payment's
 * amount, the merchant's balance gives the whole refunded amount, and the platform keeps the fee
 * it earned on the payment. So a full refund of a payment whose fee the merchant bore costs the
 * merchant the fee too. All maths is integer minor units.
 */
import { randomUUID } from 'node:crypto';
import { formatMoney, type Currency } from '../../../domain/money.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import type { RefundRow } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { DomainError } from '../../domain-error.ts';
import { isPermanentProviderError, type PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { recordEvent } from '../events/events.service.ts';
import { ensureUserAccount, LedgerError, pgError, platformAccount, postPending, postTransfers, voidPending, type AuditCheck } from '../ledger/ledger.service.ts';
import { findPayment } from './payments.queries.ts';
import { findRefund, findRefundBreaches, insertRefund, listRefundsOfPayment, lockPayment, sumActiveRefunds, transitionRefund } from './refunds.queries.ts';
import { clearingRole, uuidFromName } from './settlement.service.ts';

const MAX_POLL_DELAY_SECONDS = 300;

export interface RefundsDeps {
  db: Db;
  jobs: Jobs;
  provider: PaymentProvider;
  now: () => Date;
  /** Seconds before the first status poll; 0 when the sandbox has no delays. */
  firstPollDelaySeconds?: number;
}

export type RefundJob = { refundId: string; attempt?: number };

/** The ledger ids of a refund's two phases, derived from its id: a retry applies once. */
export function refundTransferIds(refundId: string): { reserve: string; post: string; void: string } {
  return {
    reserve: uuidFromName(`refund:${refundId}:reserve`),
    post: uuidFromName(`refund:${refundId}:post`),
    void: uuidFromName(`refund:${refundId}:void`),
  };
}

/** A refund as the API shows it. */
export function toPublicRefund(row: RefundRow) {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No payment with this id');

/** What has been given back of a payment: its completed refunds (the public receipt says so, issue 37). */
export async function refundedAmount(db: Db, paymentId: string): Promise<number> {
  const rows = await listRefundsOfPayment(db, paymentId);
  return rows.filter((row) => row.status === 'completed').reduce((sum, row) => sum + row.amount, 0);
}

export function createRefundsService(deps: RefundsDeps) {
  const { db, jobs, provider, now } = deps;
  const firstPollDelay = deps.firstPollDelaySeconds ?? 5;

  const service = {
    /** The merchant's refund of one of their completed payments; refused (409) beyond what is left or what the balance holds. */
    /** `livemode`, when given, is the request's mode: a payment of the other mode is not found. */
    async create(input: { merchantId: string; paymentId: string; amount: number; id?: string; livemode?: boolean; createdBy?: string | null }): Promise<RefundRow> {
      const id = input.id ?? randomUUID();
      // A re-run of the same request (same id): the refund it made, sent on if it was not yet.
      const earlier = async () => {
        const row = await findRefund(db, id);
        if (!row) return undefined;
        if (row.paymentId !== input.paymentId || row.merchantId !== input.merchantId || row.amount !== input.amount) {
          throw new DomainError(ERROR_CODES.conflict, 'A different refund was already made with this id.');
        }
        // A send that fails here is retried by the refund-send job enqueued with the refund.
        await service.send(row.id).catch(() => undefined);
        return (await findRefund(db, id)) ?? row;
      };
      const found = await earlier();
      if (found) return found;
      await jobs.ready();
      let created: RefundRow;
      try {
        created = await db.transaction(async (tx) => {
          const payment = await lockPayment(tx, input.paymentId);
          if (!payment || payment.merchantId !== input.merchantId) throw notFound();
          if (input.livemode !== undefined && payment.livemode !== input.livemode) throw notFound();
          if (payment.method === 'cash') {
            throw new DomainError(ERROR_CODES.paymentNotRefundable, 'A cash sale is refunded in cash, outside Salone Pay.');
          }
          if (payment.status !== 'completed') throw new DomainError(ERROR_CODES.paymentNotRefundable, 'Only a completed payment can be refunded.');
          const left = payment.amount - (await sumActiveRefunds(tx, payment.id));
          if (input.amount > left) {
            throw new DomainError(ERROR_CODES.refundExceedsPayment, left > 0 ? `You can refund at most ${formatMoney(left, payment.currency as Currency)} of this payment.` : 'This payment has already been refunded in full.');
          }
          const at = now();
          const { currency, livemode } = payment;
          const refund = await insertRefund(tx, {
            id,
            paymentId: payment.id,
            merchantId: payment.merchantId,
            amount: input.amount,
            currency,
            status: 'pending',
            livemode,
            createdAt: at,
            statusChangedAt: at,
            createdBy: input.createdBy ?? null,
          });
          // Last in the transaction: the account locks are held until commit.
          await jobs.send(tx, 'refund-send', { refundId: id });
          const clearing = await platformAccount(tx, { role: clearingRole(payment.provider), currency, livemode });
          const merchant = await ensureUserAccount(tx, { userId: payment.merchantId, currency, livemode });
          await postTransfers(
            tx,
            [{ id: refundTransferIds(id).reserve, debitAccountId: merchant, creditAccountId: clearing, amount: input.amount, currency, code: 'refund', businessType: 'refund', businessId: id, pending: true }],
            { at },
          );
          return refund;
        });
      } catch (error) {
        // Two runs of one request at once: the other committed this id first.
        if (pgError(error)?.code === '23505') {
          const other = await earlier();
          if (other) return other;
        }
        throw refusal(error);
      }
      // Sent now for a prompt answer; the job above sends it if this process stops first.
      await service.send(created.id).catch(() => undefined);
      return (await findRefund(db, created.id)) ?? created;
    },

    async listOfPayment(paymentId: string): Promise<RefundRow[]> {
      return listRefundsOfPayment(db, paymentId);
    },

    get: (id: string) => findRefund(db, id),

    /** The send job: asks the provider to pay the payer (once per refund id), then polls. */
    async send(refundId: string): Promise<void> {
      const refund = await findRefund(db, refundId);
      if (!refund || refund.status !== 'pending') return;
      const payment = await findPayment(db, refund.paymentId);
      if (!payment?.payerPhone) {
        await service.finish(refundId, 'failed', 'no_payer_wallet');
        return;
      }
      let providerRef: string;
      try {
        ({ providerRef } = await provider.payout({
          payoutId: refund.id,
          provider: payment.provider,
          amount: refund.amount,
          currency: refund.currency as Currency,
          destination: payment.payerPhone,
          livemode: refund.livemode,
        }));
      } catch (error) {
        // The provider can never pay this one (e.g. Monime and a card payment): the money returns now.
        if (!isPermanentProviderError(error)) throw error;
        await service.finish(refundId, 'failed', (error as { code?: string }).code ?? 'refused_by_provider');
        return;
      }
      await jobs.ready();
      const moved = await db.transaction(async (tx) => {
        const row = await transitionRefund(tx, refundId, { from: ['pending'], to: 'processing', at: now(), providerRef });
        if (row) await jobs.send(tx, 'refund-poll', { refundId, attempt: 0 }, { delaySeconds: firstPollDelay });
        return row;
      });
      // One look at once: a provider that pays at once (the sandbox) completes the refund now.
      if (moved) await service.poll({ refundId }, { reschedule: false });
    },

    /** The poll job: asks the provider and finishes the refund, or polls again later with backoff. */
    async poll(job: RefundJob, options: { reschedule?: boolean; providerRef?: string } = {}): Promise<void> {
      const refund = await findRefund(db, job.refundId);
      if (!refund || refund.status !== 'processing' || !refund.providerRef) return;
      if (options.providerRef !== undefined && options.providerRef !== refund.providerRef) return;
      const status = await provider.payoutStatus(refund.providerRef);
      if (status.state === 'succeeded') await service.finish(refund.id, 'completed');
      else if (status.state === 'failed' || status.state === 'cancelled') await service.finish(refund.id, 'failed', status.reason ?? status.state);
      else if (options.reschedule !== false) {
        const attempt = (job.attempt ?? 0) + 1;
        const delaySeconds = Math.min(MAX_POLL_DELAY_SECONDS, Math.max(1, firstPollDelay) * 2 ** Math.min(attempt, 8));
        await jobs.ready();
        await db.transaction((tx) => jobs.send(tx, 'refund-poll', { refundId: refund.id, attempt }, { delaySeconds }));
      }
    },

    /**
     * A provider's webhook said this refund's payout ended (issue 33): read back and finished as the
     * poll job does, without polling again (a hint twice, late, or not ours changes nothing).
     */
    settleFromHint: (hint: { payoutId: string; providerRef: string }): Promise<void> => service.poll({ refundId: hint.payoutId }, { providerRef: hint.providerRef, reschedule: false }),

    /**
     * Ends a refund exactly once: the conditional move, the second ledger phase and (on success)
     * the event commit together, so a replayed poll finds it ended and changes nothing.
     */
    async finish(refundId: string, outcome: 'completed' | 'failed', reason?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const at = now();
        const row = await transitionRefund(tx, refundId, {
          from: outcome === 'completed' ? ['processing'] : ['pending', 'processing'],
          to: outcome,
          at,
          ...(reason ? { reason } : {}),
        });
        if (!row) return false;
        const ids = refundTransferIds(refundId);
        if (outcome === 'failed') {
          await voidPending(tx, { id: ids.void, pendingId: ids.reserve }, { at });
          return true;
        }
        await postPending(tx, { id: ids.post, pendingId: ids.reserve }, { at });
        await recordEvent(tx, { type: 'refund.completed', merchantId: row.merchantId, livemode: row.livemode, data: { object: 'refund', ...toPublicRefund(row), livemode: row.livemode }, at });
        return true;
      });
    },
  };
  return service;
}

/** The ledger's and the database's refusals as the answers a merchant reads. */
function refusal(error: unknown): unknown {
  if (error instanceof LedgerError && error.code === 'insufficient_funds') {
    return new DomainError(ERROR_CODES.insufficientBalance, 'Your available balance does not cover this refund.');
  }
  const constraint = pgError(error)?.constraint;
  if (constraint === 'refunds_within_payment') return new DomainError(ERROR_CODES.refundExceedsPayment, 'This refund is more than what is left of the payment.');
  if (constraint === 'refunds_payment_completed') return new DomainError(ERROR_CODES.paymentNotRefundable, 'Only a completed payment can be refunded.');
  return error;
}

export type RefundsService = ReturnType<typeof createRefundsService>;

/** The refund checks the ledger auditor runs beside its own. */
export const REFUND_AUDIT_CHECKS: AuditCheck[] = [
  { name: "every payment's refunds stay within its amount, and each refund's ledger legs match its status", run: findRefundBreaches },
];
