/**
 * Puts the money core together for one process (the API server, a worker, the demo seeding):
 * the provider adapter, the payments service on the shared jobs, and the job handlers.
 * The sandbox is the default (DESIGN §7: local mode and test keys); PAYMENT_PROVIDER=monime selects Monime.
 */
import type { FeeRules } from '../../../domain/fees.ts';
import type { AmountLimits } from '../../../domain/amount-limits.ts';
import type { Db } from '../../db/client.ts';
import type { BatchOptions, Jobs } from '../../jobs/jobs.ts';
import type { PaymentProvider, ProviderCallback } from '../../providers/payments/payment-provider.ts';
import { createSandboxProvider, type SandboxProvider } from '../../providers/payments/sandbox.ts';
import { enqueuePaymentSms } from '../live/payment-sms.service.ts';
import { createMonimeProvider } from '../../providers/payments/monime.ts';
import { createModeRoutedProvider } from '../../providers/payments/mode-router.ts';
import { instrumentProvider } from '../../metrics/process-metrics.ts';
import type { PaymentProviderConfig } from '../../config.ts';
import { createPaymentsService, type PaymentJob, type PaymentsService } from './payments.service.ts';
import { createRefundsService, type RefundJob, type RefundsService } from './refunds.service.ts';

export interface PaymentsRuntimeDeps {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  secret: string;
  /** SPEC §4 timings × this: 1 normally, 0 for demo seeding and tests. */
  sandboxDelayScale: number;
  /** How the payer's code is sent (the app's SMS delivery). */
  sendCode(to: string, body: string, code: string): Promise<void>;
  feeRules?: FeeRules;
  amountLimits?: AmountLimits;
  /** PAYMENT_PROVIDER: the sandbox unless Monime is configured (issue 11). */
  providerConfig?: PaymentProviderConfig;
  /** Sandbox payouts: SPEC §9's times ÷ this (config SANDBOX_PAYOUT_SPEEDUP). */
  sandboxPayoutSpeedup?: number;
}

export interface PaymentsRuntime {
  payments: PaymentsService;
  refunds: RefundsService;
  provider: PaymentProvider;
  /** The sandbox adapter, the provider of test mode (its hosted card page serves test card payments). */
  sandbox: SandboxProvider;
}

export function createPaymentsRuntime(deps: PaymentsRuntimeDeps): PaymentsRuntime {
  const { db, jobs } = deps;
  const providerConfig = deps.providerConfig ?? { kind: 'sandbox' };
  // The sandbox always serves test mode (DESIGN §7), so it is built even beside Monime, and kept by
  // name: its hosted card page is served for test card payments.
  // Issue 40: every provider call is counted for GET /metrics (calls and errors per operation).
  const sandbox: SandboxProvider = instrumentProvider(createSandboxProvider({
    db,
    secret: deps.secret,
    now: deps.now,
    delayScale: deps.sandboxDelayScale,
    ...(deps.sandboxPayoutSpeedup ? { payoutSpeedup: deps.sandboxPayoutSpeedup } : {}),
    sendCode: deps.sendCode,
    async scheduleCallback(callback, delayMs) {
      await jobs.ready();
      await db.transaction((tx) => jobs.send(tx, 'sandbox-callback', callback, { delaySeconds: delayMs / 1000 }));
    },
  }));
  // With Monime, live payments go to Monime and test payments stay in the sandbox (mode-router.ts).
  const provider: PaymentProvider =
    providerConfig.kind === 'monime' ? createModeRoutedProvider({ live: instrumentProvider(createMonimeProvider(providerConfig)), test: sandbox }) : sandbox;
  const payments = createPaymentsService({
    db,
    jobs,
    provider,
    now: deps.now,
    ...(deps.feeRules ? { feeRules: deps.feeRules } : {}),
    ...(deps.amountLimits ? { amountLimits: deps.amountLimits } : {}),
    // First poll a little after the provider's usual processing time.
    firstPollDelaySeconds: deps.sandboxDelayScale === 0 ? 0 : 7,
    // Issue 17: the guest's receipt and the merchant's alert are sent by jobs committed with the settlement.
    onCompleted: (tx, row) => enqueuePaymentSms(tx, jobs, row),
  });
  const refunds = createRefundsService({ db, jobs, provider, now: deps.now, firstPollDelaySeconds: deps.sandboxDelayScale === 0 ? 0 : 7 });
  return { payments, refunds, provider, sandbox };
}

/** One handler per queue; each is idempotent by the payment id it carries. */
export function paymentJobHandlers(runtime: PaymentsRuntime) {
  const { payments, refunds } = runtime;
  return {
    'payment-poll': (data: PaymentJob) => payments.poll(data),
    'payment-expire': async (data: PaymentJob) => void (await payments.expire(data.paymentId)),
    'payment-settle': (data: ProviderCallback) => payments.settleFromCallback(data),
    'sandbox-callback': async (data: { headers: Record<string, string>; body: string }) => void (await payments.acceptCallback(data.headers, data.body)),
    'refund-send': (data: RefundJob) => refunds.send(data.refundId),
    'refund-poll': (data: RefundJob) => refunds.poll(data),
  } as const;
}

/**
 * Due settle callbacks a worker takes at once (issue 41). Each batch is one transaction that
 * holds its payments' rows and, at the end, its balance rows until it commits; eight keeps that
 * short while a busy hour's settlements share their inserts, locks and commits.
 */
export const SETTLE_BATCH_SIZE = 8;

/** The queues whose due jobs also run several at once (jobs.ts BatchOptions). */
function paymentJobBatches(runtime: PaymentsRuntime): Partial<Record<keyof ReturnType<typeof paymentJobHandlers>, BatchOptions<object>>> {
  return {
    'payment-settle': { size: SETTLE_BATCH_SIZE, handler: (data) => runtime.payments.settleFromCallbacks(data as ProviderCallback[]) },
  };
}

/** Starts this process's workers for every payment queue (`npm start` and `npm run worker`). */
export async function startPaymentWorkers(jobs: Jobs, runtime: PaymentsRuntime): Promise<void> {
  const handlers = paymentJobHandlers(runtime);
  const batches = paymentJobBatches(runtime);
  for (const [queue, handler] of Object.entries(handlers)) {
    const name = queue as keyof typeof handlers;
    await jobs.work(name, handler as (data: object) => Promise<void>, batches[name]);
  }
}

/** Runs every due payment job in this process until none is left (demo seeding, tests). */
export async function drainPaymentJobs(jobs: Jobs, runtime: PaymentsRuntime): Promise<number> {
  const handlers = paymentJobHandlers(runtime);
  const batches = paymentJobBatches(runtime);
  let total = 0;
  for (let round = 0; round < 10; round += 1) {
    let ran = 0;
    for (const [queue, handler] of Object.entries(handlers)) {
      const name = queue as keyof typeof handlers;
      ran += await jobs.runDue(name, handler as (data: object) => Promise<void>, batches[name]);
    }
    total += ran;
    if (ran === 0) break;
  }
  return total;
}
