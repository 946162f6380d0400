/**
 * Payouts (issue 11, DESIGN §7): a merchant's available money sent to one of their linked
 * accounts. Life: pending (reserved in the ledger, queued) → processing (the provider took it)
 * → completed (the reservation is posted) | failed (voided: the money is back in the balance).
 * The request, its limits and the reservation commit in ONE transaction, serialised per
 * merchant and currency, and the ledger's CHECK refuses any overdraft on top; every later move
 * is a conditional status update plus its ledger second phase and event in one transaction, so
 * replayed jobs change nothing twice. Provider calls happen outside transactions.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from '../../../domain/transactions.ts';
import { ERROR_CODES, type ErrorCode } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import { arrivalEstimate, payoutFee, payoutMethodFor, walletNumberToE164, type PayoutMethod } from '../../../domain/payouts.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import type { PayoutsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { DomainError } from '../../domain-error.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { findPayoutAccount, listPayoutAccounts, markAccountUsed, type LinkedAccountRow } from '../accounts/accounts.service.ts';
import { recordEvent } from '../events/events.service.ts';
import {
  balances,
  ensureUserAccount,
  LedgerError,
  movements,
  platformAccount,
  postPending,
  postTransfers,
  voidPending,
  walletBalances,
  type AuditCheck,
} from '../ledger/ledger.service.ts';
import type { ActivitySource } from '../payments/activity.service.ts';
import { clearingRole, uuidFromName } from '../payments/settlement.service.ts';
import {
  findAutoPayoutMerchants,
  findPayout,
  findPayoutLedgerBreaches,
  findPayoutOfMerchant,
  findPayoutSettings,
  insertPayout,
  listPayoutsOfMerchant,
  tryLockMerchantPayouts,
  savePayoutSettings,
  sumPayoutsSince,
  transitionPayout,
} from './payouts.queries.ts';
import { maskAccountNumber } from '../../../domain/linked-accounts.ts';

const MAX_POLL_DELAY_SECONDS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PayoutsDeps {
  db: Db;
  jobs: Jobs;
  provider: PaymentProvider;
  now: () => Date;
  config: PayoutsConfig;
  /** Seconds before the first status poll; 0 when the sandbox has no delays (tests). */
  firstPollDelaySeconds?: number;
  /**
   * Issue 34: the check a live payout passes first (activation approved, not frozen, a live
   * provider) and, for an account added after approval, that account's own review
   * (activation/payout-account-review.ts). Test payouts never ask it.
   */
  liveGate?: (tx: Db, merchantId: string, accountId: string) => Promise<void>;
}

export interface RequestPayoutInput {
  /** Caller-chosen id (the daily automatic payout derives it); a new one by default. */
  id?: string;
  merchantId: string;
  accountId: string;
  amount: number;
  currency: Currency;
  trigger?: 'manual' | 'auto';
  livemode?: boolean;
}

export type PayoutJob = { payoutId: string; attempt?: number };

/** The ids of a payout's transfers, derived from it, so every retry names the same transfers. */
export function payoutTransferIds(payoutId: string) {
  const id = (part: string) => uuidFromName(`payout:${payoutId}:${part}`);
  return {
    reserve: id('reserve'),
    reserveFee: id('reserve-fee'),
    post: id('post'),
    postFee: id('post-fee'),
    void: id('void'),
    voidFee: id('void-fee'),
  };
}

function maskedDestination(row: Pick<PayoutRow, 'destination'>): string {
  return maskAccountNumber(row.destination);
}

/** A payout as the API shows it to its merchant. */
export function toPublicPayout(row: PayoutRow) {
  return {
    id: row.id,
    accountId: row.accountId,
    method: row.method,
    provider: providerLabel(row.provider),
    accountNumber: maskedDestination(row),
    accountName: row.accountName,
    amount: row.amount,
    fee: row.fee,
    net: row.net,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    reference: row.reference,
    arrivalEstimate: arrivalEstimate(row.method as PayoutMethod),
    trigger: row.trigger,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.statusChangedAt.toISOString(),
  };
}
export type PublicPayout = ReturnType<typeof toPublicPayout>;

/** SPEC §3's transaction: a payout is a `transfer` to the merchant's own account. */
export function toPayoutTransaction(row: PayoutRow): Transaction {
  const provider = providerLabel(row.provider);
  return {
    id: row.id,
    type: 'transfer',
    amount: row.amount,
    currency: row.currency as Currency,
    status: row.status,
    merchant: null,
    recipient: `${row.accountName} (${provider} ${maskedDestination(row)})`,
    paymentMethod: row.method,
    provider,
    timestamp: row.statusChangedAt.toISOString(),
    description: `Payout to ${provider} ${maskedDestination(row)}`,
    transactionId: `PO${row.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
    reference: row.reference,
  };
}

function newReference(at: Date): string {
  return `PO${at.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
}

const refused = (code: ErrorCode, message: string) => new DomainError(code, message);

/** Another payout request of the same merchant and currency holds the lock: roll back and try again. */
export class PayoutBusy extends Error {
  override name = 'PayoutBusy';
}

const BUSY_RETRY_MS = 10_000;

/**
 * Runs `attempt` (a whole transaction) again while it meets PayoutBusy, with a short random
 * wait, for up to 10 s; then answers 409 so the client may retry with its idempotency key.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_RETRY_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PayoutBusy)) throw error;
      if (Date.now() > deadline) throw new DomainError(ERROR_CODES.conflict, 'Another payout is being set up right now. Please try again.');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 25));
    }
  }
}

export function createPayoutsService(deps: PayoutsDeps) {
  const { db, jobs, provider, now, config } = deps;
  const firstPollDelay = deps.firstPollDelaySeconds ?? 5;

  function usableAccount(account: LinkedAccountRow | undefined): LinkedAccountRow & { providerCode: string } {
    if (!account) throw new DomainError(ERROR_CODES.notFound, 'No linked account with this id');
    if (!account.isActive || !account.providerCode) throw refused(ERROR_CODES.payoutAccountInactive, 'This account is deactivated and cannot receive payouts.');
    return account as LinkedAccountRow & { providerCode: string };
  }

  function quoteFor(amount: number, account: LinkedAccountRow & { providerCode: string }) {
    const fee = payoutFee(amount, config.fee);
    const method = payoutMethodFor(account.providerCode);
    return { amount, fee, net: amount - fee, method, arrivalEstimate: arrivalEstimate(method) };
  }

  /** Second phase of a payout's reservation, with its status move and event, in one transaction. */
  async function finish(id: string, outcome: 'completed' | 'failed', reason?: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const at = now();
      const row = await transitionPayout(tx, id, { from: outcome === 'completed' ? ['processing'] : ['pending', 'processing'], to: outcome, at, ...(reason ? { reason } : {}) });
      if (!row) return false;
      const ids = payoutTransferIds(id);
      const second = outcome === 'completed' ? postPending : voidPending;
      await second(tx, { id: outcome === 'completed' ? ids.post : ids.void, pendingId: ids.reserve }, { at });
      if (row.fee > 0) await second(tx, { id: outcome === 'completed' ? ids.postFee : ids.voidFee, pendingId: ids.reserveFee }, { at });
      await recordEvent(tx, { type: outcome === 'completed' ? 'payout.completed' : 'payout.failed', merchantId: row.merchantId, livemode: row.livemode, data: toPublicPayout(row), at });
      return true;
    });
  }

  const service = {
    async quote(merchantId: string, input: { accountId: string; amount: number }) {
      return quoteFor(input.amount, usableAccount(await findPayoutAccount(db, merchantId, input.accountId)));
    },

    /**
     * Reserves the money and queues the payout, in `tx` when given (the step-up code's
     * transaction) or a transaction of its own. A known id returns that payout unchanged.
     */
    async request(input: RequestPayoutInput, tx?: Db): Promise<PayoutRow> {
      if (!tx) {
        await jobs.ready();
        return retryWhileBusy(() => db.transaction((own) => service.request(input, own)));
      }
      const id = input.id ?? randomUUID();
      const known = await findPayout(tx, id);
      if (known) {
        if (known.merchantId !== input.merchantId) throw new DomainError(ERROR_CODES.conflict, 'This payout id is taken');
        return known;
      }
      const account = usableAccount(await findPayoutAccount(tx, input.merchantId, input.accountId));
      const { currency } = input;
      const livemode = input.livemode ?? false;
      // Issue 34: a frozen or not activated merchant makes no live payouts (money held stays held).
      if (livemode && deps.liveGate) await deps.liveGate(tx, input.merchantId, account.id);
      const quote = quoteFor(input.amount, account);
      if (input.amount > config.maxAmount) throw refused(ERROR_CODES.payoutLimitExceeded, 'This amount is above the limit for one payout.');
      if (quote.net <= 0) throw refused(ERROR_CODES.amountTooSmall, 'This amount does not cover the payout fee.');
      // Lookups first, outside the lock (they create nothing that matters if we roll back).
      const merchant = await ensureUserAccount(tx, { userId: input.merchantId, currency, livemode });
      const clearing = await platformAccount(tx, { role: clearingRole(account.providerCode), currency, livemode });
      const fees = quote.fee > 0 ? await platformAccount(tx, { role: 'fees', currency, livemode }) : undefined;
      // From here to the commit, no other payout of this merchant in this currency is decided.
      if (!(await tryLockMerchantPayouts(tx, input.merchantId, currency))) throw new PayoutBusy();
      const at = now();
      const dayStart = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
      const today = await sumPayoutsSince(tx, input.merchantId, currency, dayStart, livemode);
      if (today + input.amount > config.dailyLimit) throw refused(ERROR_CODES.dailyPayoutLimitExceeded, 'This payout would pass your daily payout limit.');
      const available = (await balances(tx, input.merchantId, { livemode })).find((balance) => balance.currency === currency)?.available ?? 0;
      if (input.amount > available) throw refused(ERROR_CODES.insufficientFunds, 'Your available balance does not cover this payout.');
      const row: PayoutRow = {
        id,
        merchantId: input.merchantId,
        accountId: account.id,
        method: quote.method,
        provider: account.providerCode,
        destination: account.type === 'mobile_money' ? walletNumberToE164(account.accountNumber) : account.accountNumber,
        accountName: account.accountName,
        amount: input.amount,
        fee: quote.fee,
        net: quote.net,
        currency,
        status: 'pending',
        failureReason: null,
        providerRef: null,
        reference: newReference(at),
        trigger: input.trigger ?? 'manual',
        livemode,
        createdAt: at,
        statusChangedAt: at,
      };
      await insertPayout(tx, row);
      await markAccountUsed(tx, account.id, at);
      await jobs.send(tx, 'payout-send', { payoutId: id });
      const ids = payoutTransferIds(id);
      const common = { currency, businessType: 'payout', businessId: id, pending: true } as const;
      const transfers = [{ id: ids.reserve, debitAccountId: merchant, creditAccountId: clearing, amount: quote.net, code: 'payout', ...common }];
      if (fees) {
        transfers.push({ id: ids.reserveFee, debitAccountId: merchant, creditAccountId: fees, amount: quote.fee, code: 'payout_fee', ...common });
      }
      try {
        await postTransfers(tx, transfers, { at });
      } catch (error) {
        // The check above saw enough; a refusal here means the database's own guard caught a race.
        if (error instanceof LedgerError && error.code === 'insufficient_funds') throw refused(ERROR_CODES.insufficientFunds, 'Your available balance does not cover this payout.');
        throw error;
      }
      return row;
    },

    /** The merchant's payout `id`; of one mode only when `livemode` is given. */
    async get(merchantId: string, id: string, livemode?: boolean): Promise<PayoutRow> {
      const row = await findPayoutOfMerchant(db, merchantId, id, livemode);
      if (!row) throw new DomainError(ERROR_CODES.notFound, 'No payout with this id');
      return row;
    },

    find: (merchantId: string, id: string) => findPayoutOfMerchant(db, merchantId, id),

    list: (merchantId: string, options: { limit: number; after?: { at: Date; id: string }; livemode?: boolean }) => listPayoutsOfMerchant(db, merchantId, options),

    /** The /wallet balances: each currency's money, with the part payouts hold named (issue 38: the route asks here, not the ledger). */
    wallet: (merchantId: string, livemode: boolean) => walletBalances(db, merchantId, { livemode }),

    /** The wallet's ledger movements in `currency` with the running available balance, newest first. */
    walletMovements: (merchantId: string, input: { currency: string; livemode: boolean; limit: number; after?: { at: Date; id: string } }) =>
      movements(db, { userId: merchantId, ...input }),

    /** The send job: hands a pending payout to the provider (idempotent by the payout id). */
    async send(job: PayoutJob): Promise<void> {
      const row = await findPayout(db, job.payoutId);
      if (!row || row.status !== 'pending') return;
      const result = await provider.payout({ payoutId: row.id, provider: row.provider, amount: row.net, currency: row.currency as Currency, destination: row.destination, livemode: row.livemode });
      await jobs.ready();
      await db.transaction(async (tx) => {
        const moved = await transitionPayout(tx, row.id, { from: ['pending'], to: 'processing', at: now(), providerRef: result.providerRef });
        if (moved) await jobs.send(tx, 'payout-poll', { payoutId: row.id, attempt: 0 }, { delaySeconds: firstPollDelay });
      });
    },

    /**
     * The poll job: completes or fails a processing payout, or asks again later with backoff.
     * `providerRef`: only the payout the provider knows by this id; `reschedule: false`: one look,
     * no further poll (a webhook's hint, which leaves the poll chain as it was).
     */
    async poll(job: PayoutJob, options: { providerRef?: string; reschedule?: boolean } = {}): Promise<void> {
      const row = await findPayout(db, job.payoutId);
      if (!row || row.status !== 'processing' || !row.providerRef) return;
      if (options.providerRef !== undefined && options.providerRef !== row.providerRef) return;
      const status = await provider.payoutStatus(row.providerRef);
      if (status.state === 'succeeded') await finish(row.id, 'completed');
      else if (status.state === 'failed' || status.state === 'cancelled') await finish(row.id, 'failed', status.reason ?? status.state);
      else if (options.reschedule !== false) {
        const attempt = (job.attempt ?? 0) + 1;
        const delaySeconds = Math.min(MAX_POLL_DELAY_SECONDS, Math.max(1, firstPollDelay) * 2 ** Math.min(attempt, 8));
        await jobs.ready();
        await db.transaction((tx) => jobs.send(tx, 'payout-poll', { payoutId: row.id, attempt }, { delaySeconds }));
      }
    },

    /**
     * A provider's webhook said this payout ended (issue 33). Only a hint: the payout is read back
     * from the provider and settled exactly as the poll job settles it (one transaction, a
     * conditional move, so a hint twice, late, or for a payout not ours changes nothing).
     */
    settleFromHint: (hint: { payoutId: string; providerRef: string }): Promise<void> => service.poll({ payoutId: hint.payoutId }, { providerRef: hint.providerRef, reschedule: false }),

    complete: (id: string) => finish(id, 'completed'),
    fail: (id: string, reason: string) => finish(id, 'failed', reason),

    settings: (merchantId: string) => findPayoutSettings(db, merchantId),
    async saveSettings(merchantId: string, autoDaily: boolean, tx?: Db): Promise<{ autoDaily: boolean }> {
      await savePayoutSettings(tx ?? db, merchantId, autoDaily, now());
      return { autoDaily };
    },

    /**
     * The daily automatic payout: for each merchant who turned it on, the whole available
     * balance of each currency (up to the per-payout limit) to the default account. The id is
     * derived from merchant, currency and day, so a replayed job pays out once a day.
     */
    async runAutoPayouts(): Promise<number> {
      const day = now().toISOString().slice(0, 10);
      let created = 0;
      for (const merchantId of await findAutoPayoutMerchants(db)) {
        const account = (await listPayoutAccounts(db, merchantId)).find((row) => row.isDefault && row.isActive && row.providerCode);
        if (!account) continue;
        for (const balance of await balances(db, merchantId)) {
          const amount = Math.min(balance.available, config.maxAmount);
          if (amount <= 0) continue;
          try {
            await service.request({ id: uuidFromName(`payout-auto:${merchantId}:${balance.currency}:${day}`), merchantId, accountId: account.id, amount, currency: balance.currency as Currency, trigger: 'auto' });
            created += 1;
          } catch (error) {
            // A limit or a balance spent meanwhile skips this merchant today; anything else is a fault.
            if (!(error instanceof DomainError && error.statusCode === 422)) throw error;
          }
        }
      }
      return created;
    },
  };
  return service;
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;

/** The payouts check the ledger auditor runs beside its own. */
export const PAYOUT_AUDIT_CHECKS: AuditCheck[] = [
  { name: 'every payout is reserved in the ledger, posted when completed, voided when failed, and open otherwise', run: findPayoutLedgerBreaches },
];

/** One handler per payout queue; each is idempotent by the payout id it carries. */
export function payoutJobHandlers(payouts: PayoutsService) {
  return {
    'payout-send': (data: PayoutJob) => payouts.send(data),
    'payout-poll': (data: PayoutJob) => payouts.poll(data),
    'payout-auto-daily': async () => void (await payouts.runAutoPayouts()),
  } as const;
}

/** Starts this process's payout workers and the daily schedule (08:00 UTC = Freetown time). */
export async function startPayoutWorkers(jobs: Jobs, payouts: PayoutsService): Promise<void> {
  for (const [queue, handler] of Object.entries(payoutJobHandlers(payouts))) {
    await jobs.work(queue as keyof ReturnType<typeof payoutJobHandlers>, handler as (data: object) => Promise<void>);
  }
  await jobs.schedule('payout-auto-daily', '0 8 * * *');
}

/** Runs every due payout job in this process until none is left (tests, the sim). */
export async function drainPayoutJobs(jobs: Jobs, payouts: PayoutsService): Promise<number> {
  const handlers = payoutJobHandlers(payouts);
  let total = 0;
  for (let round = 0; round < 10; round += 1) {
    let ran = 0;
    for (const queue of ['payout-send', 'payout-poll'] as const) ran += await jobs.runDue(queue, handlers[queue] as (data: object) => Promise<void>);
    total += ran;
    if (ran === 0) break;
  }
  return total;
}

/** Payouts in the activity list (SPEC §3 `transfer`), merged by the payments module's projection. */
export function payoutActivitySource(payouts: PayoutsService): ActivitySource {
  return {
    async list(userId, options) {
      const rows = await payouts.list(userId, options);
      return rows.map((row) => ({ statusChangedAt: row.statusChangedAt, id: row.id, item: toPayoutTransaction(row) }));
    },
    async get(userId, id) {
      const row = await payouts.find(userId, id);
      return row ? toPayoutTransaction(row) : undefined;
    },
  };
}
