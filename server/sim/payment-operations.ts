/**
 * Payment-level operations for the simulation: real payments through the payments service and
 * the sandbox provider (delays zero), with the races real life brings: duplicate code
 * submissions, a poll racing duplicate callbacks and settle jobs, a cancel racing a confirm.
 * A merchant's model balance moves only by the net of a payment that ended completed, so the
 * auditor (with the payments check) and the model together prove each payment settled once.
 */
import type { Jobs } from '../jobs/jobs.ts';
import type { ProviderCallback } from '../providers/payments/payment-provider.ts';
import { saveMerchantProfile } from '../modules/merchants/merchants.service.ts';
import { createPaymentsRuntime, type PaymentsRuntime } from '../modules/payments/payments-runtime.service.ts';
import type { SimOperation } from './operations.ts';
import { SimFailure } from './operations.ts';
import { expectChange, type SimMerchant, type SimWorld } from './world.ts';

interface PaymentsExtension {
  runtime: PaymentsRuntime;
  /** Payment reference → the code the sandbox sent for it. */
  codes: Map<string, string>;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SimFailure(message);
}

export function extension(world: SimWorld): PaymentsExtension {
  const found = world.extensions.payments as PaymentsExtension | undefined;
  if (!found) throw new Error('payments simulation was not prepared (preparePaymentsWorld)');
  return found;
}

/** Gives every simulated merchant a business profile and a payments runtime on the world's database. */
export async function preparePaymentsWorld(world: SimWorld, jobs: Jobs): Promise<void> {
  const at = new Date();
  for (const [index, merchant] of world.merchants.entries()) {
    await saveMerchantProfile(world.db, merchant.userId, { businessName: `Sim Merchant ${index}`, category: 'Retail' }, at);
  }
  const codes = new Map<string, string>();
  const runtime = createPaymentsRuntime({
    db: world.db,
    jobs,
    now: () => new Date(),
    secret: 'simulation-secret-simulation-secret',
    sandboxDelayScale: 0,
    // Keyed by the payment reference the SMS names, so concurrent payments never read each other's code.
    async sendCode(_to, body, code) {
      const reference = /\(ref ([A-Z0-9]+)\)/.exec(body)?.[1];
      if (reference) codes.set(reference, code);
    },
  });
  world.extensions.payments = { runtime, codes } satisfies PaymentsExtension;
}

/** Half the payments go to the hot merchant. */
function pickMerchant(world: SimWorld): SimMerchant {
  return world.random.next() < 0.5 ? world.hot : world.random.pick(world.merchants);
}

/** A guest wallet of its own per payment (+232 99 …), so codes of concurrent payments never mix. */
function guestWallet(world: SimWorld): string {
  return `+23299${String(world.random.int(0, 999_999)).padStart(6, '0')}`;
}

function planMobilePayment(world: SimWorld, options: { wallet?: string; duplicates: number }): () => Promise<void> {
  const merchant = pickMerchant(world);
  const wallet = options.wallet ?? guestWallet(world);
  const amount = world.random.int(1_000, 2_000_000);
  const id = world.random.uuid();
  return async () => {
    const { runtime, codes } = extension(world);
    const { payments } = runtime;
    const created = await payments.create({ id, merchantId: merchant.userId, payerUserId: null, payerPhone: wallet, amount, currency: 'SLE', method: 'orange_money', source: 'api', description: 'sim' });
    check(created.status === 'pending_otp', `payment ${id}: created in ${created.status}, not pending_otp`);
    const code = codes.get(created.reference) ?? '';
    // The payer's app retries the code submission: every copy answers, one moves the payment.
    await Promise.all(Array.from({ length: options.duplicates }, () => payments.submitCode(id, code)));
    const row = await payments.get(id);
    check(row.status === 'processing', `payment ${id}: ${row.status} after its code, not processing`);
    const callback = { providerRef: row.providerRef ?? '', paymentId: id, state: 'succeeded' as const };
    // The poll, duplicate callbacks and a replayed settle race each other.
    await Promise.all([
      payments.poll({ paymentId: id }),
      ...Array.from({ length: options.duplicates }, () => payments.settleFromCallback(callback)),
      payments.settle(id, 'completed'),
    ]);
    const final = await payments.get(id);
    check(final.status === 'completed', `payment ${id}: ended ${final.status}`);
    expectChange(world, merchant, final.net);
  };
}

function planDeclined(world: SimWorld): () => Promise<void> {
  const merchant = pickMerchant(world);
  const id = world.random.uuid();
  const amount = world.random.int(1_000, 500_000);
  return async () => {
    const { runtime, codes } = extension(world);
    const { payments } = runtime;
    const wallet = '+23276000001';
    const created = await payments.create({ id, merchantId: merchant.userId, payerUserId: null, payerPhone: wallet, amount, currency: 'SLE', method: 'mobile_money', source: 'api', description: 'sim decline' });
    await payments.submitCode(id, codes.get(created.reference) ?? '');
    await payments.poll({ paymentId: id });
    const final = await payments.get(id);
    check(final.status === 'failed', `declined payment ${id} ended ${final.status}`);
  };
}

function planExpire(world: SimWorld): () => Promise<void> {
  const merchant = pickMerchant(world);
  const id = world.random.uuid();
  return async () => {
    const { payments } = extension(world).runtime;
    await payments.create({ id, merchantId: merchant.userId, payerUserId: null, payerPhone: '+23276000002', amount: 50_000, currency: 'SLE', method: 'orange_money', source: 'api', description: 'sim expire', ttlMs: 0 });
    // Two expiry jobs at once (two workers): one expires it, the other changes nothing.
    const results = await Promise.all([payments.expire(id), payments.expire(id)]);
    check(results.filter(Boolean).length === 1, `payment ${id}: expired ${results.filter(Boolean).length} times`);
    check((await payments.get(id)).status === 'expired', `payment ${id} did not expire`);
  };
}

function planCancelRace(world: SimWorld): () => Promise<void> {
  const merchant = pickMerchant(world);
  const id = world.random.uuid();
  const amount = world.random.int(10_000, 1_000_000);
  const wallet = guestWallet(world);
  return async () => {
    const { payments } = extension(world).runtime;
    await payments.create({ id, merchantId: merchant.userId, payerUserId: null, payerPhone: wallet, amount, currency: 'SLE', method: 'bank_transfer', source: 'api', description: 'sim cancel' });
    // The payer confirms on one phone and cancels on another: whichever wins, the other is refused or a no-op.
    await Promise.allSettled([payments.confirm(id), payments.cancel(id)]);
    await payments.poll({ paymentId: id });
    const final = await payments.get(id);
    check(final.status === 'completed' || final.status === 'cancelled', `payment ${id}: cancel/confirm race ended ${final.status}`);
    if (final.status === 'completed') expectChange(world, merchant, final.net);
  };
}

/**
 * Issue 41: the settle worker takes several due callbacks at once. A batch of a few payments
 * (one declined) races a second worker's batch of the same callbacks in the other order and each
 * callback run alone; a batch the database refuses (a deadlock, a set stored meanwhile) is run
 * again job by job, as the worker does. Each payment ends once, each completed one paid once.
 */
function planSettleBatch(world: SimWorld): () => Promise<void> {
  const size = world.random.int(2, 5);
  const plans = Array.from({ length: size }, (_, index) => ({
    merchant: pickMerchant(world),
    id: world.random.uuid(),
    amount: world.random.int(1_000, 1_000_000),
    wallet: guestWallet(world),
    declined: index === 0 && world.random.next() < 0.5,
  }));
  return async () => {
    const { payments } = extension(world).runtime;
    const callbacks: ProviderCallback[] = [];
    for (const plan of plans) {
      await payments.create({ id: plan.id, merchantId: plan.merchant.userId, payerUserId: null, payerPhone: plan.wallet, amount: plan.amount, currency: 'SLE', method: 'bank_transfer', source: 'api', description: 'sim batch' });
      await payments.confirm(plan.id);
      const row = await payments.get(plan.id);
      check(row.status === 'processing', `payment ${plan.id}: ${row.status} after confirm, not processing`);
      callbacks.push({ providerRef: row.providerRef ?? '', paymentId: plan.id, state: plan.declined ? ('failed' as const) : ('succeeded' as const) });
    }
    const asWorker = (batch: typeof callbacks) =>
      payments.settleFromCallbacks(batch).catch(async () => {
        for (const callback of batch) await payments.settleFromCallback(callback);
      });
    await Promise.all([asWorker([...callbacks, ...callbacks.slice(-1)]), asWorker([...callbacks].reverse()), ...callbacks.map((callback) => payments.settleFromCallback(callback))]);
    for (const plan of plans) {
      const final = await payments.get(plan.id);
      check(final.status === (plan.declined ? 'failed' : 'completed'), `batched payment ${plan.id}: ended ${final.status}`);
      if (final.status === 'completed') expectChange(world, plan.merchant, final.net);
    }
  };
}

export const PAYMENT_OPERATIONS: SimOperation[] = [
  { name: 'pay through the sandbox', weight: 15, plan: (world) => planMobilePayment(world, { duplicates: 1 }) },
  { name: 'pay with duplicate code submissions and callbacks', weight: 8, plan: (world) => planMobilePayment(world, { duplicates: 3 }) },
  { name: 'declined payment', weight: 4, plan: planDeclined },
  { name: 'expired payment', weight: 4, plan: planExpire },
  { name: 'cancel racing confirm', weight: 6, plan: planCancelRace },
  { name: 'settle worker batch racing its callbacks', weight: 4, plan: planSettleBatch },
];
