/**
 * The operation registry of the simulation and the ledger-level operations. An operation draws
 * its parameters when planned (in a fixed order, from the seeded source), then runs and checks
 * its own outcome; it updates the model only with what the ledger applied. Other modules add
 * their operations (payments: pay through a provider, decline, expire, cancel, callbacks) by
 * passing them to runSimulation next to LEDGER_OPERATIONS.
 */
import { LedgerError, postPending, postTransfers, voidPending, type TransferInput } from '../modules/ledger/ledger.service.ts';
import { expectChange, expectedAvailable, SIM_PROVIDERS, type SimMerchant, type SimWorld } from './world.ts';

export interface SimOperation {
  name: string;
  /** Relative frequency among the operations of a run. */
  weight: number;
  /** Draws this operation's parameters now, or null when it cannot run in this world yet. */
  plan(world: SimWorld): (() => Promise<void>) | null;
}

/** An outcome the ledger must never produce; the run stops and prints its seed. */
export class SimFailure extends Error {
  override name = 'SimFailure';
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SimFailure(message);
}

function isRefusal(error: unknown, code: LedgerError['code']): boolean {
  return error instanceof LedgerError && error.code === code;
}

/** A merchant not yet debited in this wave, marked as debited now; undefined if none is free. */
function claimForDebit(world: SimWorld, merchant: SimMerchant): SimMerchant | undefined {
  if (world.debiting.has(merchant.accountId)) return undefined;
  world.debiting.add(merchant.accountId);
  return merchant;
}

/** A settlement set as the payments module posts it: clearing → merchant (net), clearing → fees (fee). */
function settlementSet(world: SimWorld, merchant: SimMerchant, provider: string, amount: number): { set: TransferInput[]; net: number; paymentId: string } {
  const paymentId = world.random.uuid();
  // Mobile money's 1.5%, half-up to a whole unit (the payments module owns the real fee rules).
  const fee = Math.floor((amount * 150 + 5_000) / 10_000);
  const clearing = world.clearing[provider] as string;
  const common = { currency: world.currency, businessType: 'payment', businessId: paymentId } as const;
  const set: TransferInput[] = [
    { ...common, id: world.random.uuid(), debitAccountId: clearing, creditAccountId: merchant.accountId, amount: amount - fee, code: 'payment_settlement' },
  ];
  if (fee > 0) set.push({ ...common, id: world.random.uuid(), debitAccountId: clearing, creditAccountId: world.fees, amount: fee, code: 'payment_fee' });
  return { set, net: amount - fee, paymentId };
}

function planPay(world: SimWorld, merchant: SimMerchant, copies: number): () => Promise<void> {
  const provider = world.random.pick(SIM_PROVIDERS);
  const { set, net, paymentId } = settlementSet(world, merchant, provider, world.random.int(100, 500_000));
  return async () => {
    // Several copies at once: a replayed callback racing the first one. One is applied.
    const results = await Promise.all(Array.from({ length: copies }, () => postTransfers(world.db, structuredClone(set))));
    const applied = results.filter((result) => result.applied).length;
    check(applied === 1, `payment ${paymentId}: ${copies} concurrent submissions applied ${applied} times`);
    expectChange(world, merchant, net);
    world.settled.push({ paymentId, merchant, provider, net, set });
  };
}

export const LEDGER_OPERATIONS: SimOperation[] = [
  { name: 'pay', weight: 30, plan: (world) => planPay(world, world.random.pick(world.merchants), 1) },
  { name: 'pay hot merchant', weight: 20, plan: (world) => planPay(world, world.hot, 1) },
  { name: 'pay, submitted 2–5 times at once', weight: 8, plan: (world) => planPay(world, world.random.pick(world.merchants), world.random.int(2, 5)) },
  {
    name: 'retry an applied settlement',
    weight: 5,
    plan(world) {
      if (world.settled.length === 0) return null;
      const payment = world.random.pick(world.settled);
      return async () => {
        const result = await postTransfers(world.db, structuredClone(payment.set));
        check(!result.applied, `payment ${payment.paymentId}: a retried settlement was applied again`);
      };
    },
  },
  {
    name: 'refund',
    weight: 8,
    plan(world) {
      const index = world.settled.length === 0 ? -1 : world.random.int(0, world.settled.length - 1);
      const payment = world.settled[index];
      if (!payment || !claimForDebit(world, payment.merchant)) return null;
      world.settled.splice(index, 1);
      const amount = world.random.chance(0.7) ? payment.net : world.random.int(1, payment.net);
      const plannedAvailable = expectedAvailable(world, payment.merchant);
      const refund: TransferInput = {
        id: world.random.uuid(),
        debitAccountId: payment.merchant.accountId,
        creditAccountId: world.clearing[payment.provider] as string,
        amount,
        currency: world.currency,
        code: 'refund',
        businessType: 'refund',
        businessId: world.random.uuid(),
      };
      return async () => {
        try {
          check((await postTransfers(world.db, [refund])).applied, `refund ${refund.id} answered applied=false on first submission`);
          expectChange(world, payment.merchant, -amount);
        } catch (error) {
          // Only credits run beside this debit, so with enough in the model the ledger must accept.
          if (isRefusal(error, 'insufficient_funds') && plannedAvailable < amount) return;
          throw error;
        }
      };
    },
  },
  {
    name: 'start a payout (pending)',
    weight: 8,
    plan(world) {
      const merchant = claimForDebit(world, world.random.chance(0.3) ? world.hot : world.random.pick(world.merchants));
      if (!merchant) return null;
      const plannedAvailable = expectedAvailable(world, merchant);
      // Now and then more than the balance, to see it refused.
      const amount = world.random.int(1, Math.max(1, Math.floor(plannedAvailable * 1.1)));
      const payout: TransferInput = {
        id: world.random.uuid(),
        debitAccountId: merchant.accountId,
        creditAccountId: world.payoutClearing,
        amount,
        currency: world.currency,
        code: 'payout',
        businessType: 'payout',
        businessId: world.random.uuid(),
        pending: true,
      };
      return async () => {
        try {
          check((await postTransfers(world.db, [payout])).applied, `payout ${payout.id} answered applied=false on first submission`);
        } catch (error) {
          if (isRefusal(error, 'insufficient_funds') && plannedAvailable < amount) return;
          throw error;
        }
        // Reserved: out of available, and pending (on its way out) until posted or voided.
        expectChange(world, merchant, -amount, amount);
        world.pendingPayouts.push({ transferId: payout.id, merchant, amount });
      };
    },
  },
  ...(['post', 'void'] as const).map(
    (phase): SimOperation => ({
      name: `${phase} a pending payout, twice`,
      weight: phase === 'post' ? 5 : 3,
      plan(world) {
        const payout = world.pendingPayouts.splice(world.random.int(0, world.pendingPayouts.length - 1), 1)[0];
        if (!payout) return null;
        const second = { id: world.random.uuid(), pendingId: payout.transferId };
        const resolve = phase === 'post' ? postPending : voidPending;
        return async () => {
          check((await resolve(world.db, second)).applied, `${phase} of payout ${payout.transferId} was not applied`);
          check(!(await resolve(world.db, second)).applied, `${phase} of payout ${payout.transferId} was applied twice`);
          expectChange(world, payout.merchant, phase === 'void' ? payout.amount : 0, -payout.amount);
        };
      },
    }),
  ),
  {
    name: 'post and void the same payout at once',
    weight: 2,
    plan(world) {
      const payout = world.pendingPayouts.splice(world.random.int(0, world.pendingPayouts.length - 1), 1)[0];
      if (!payout) return null;
      const post = { id: world.random.uuid(), pendingId: payout.transferId };
      const cancel = { id: world.random.uuid(), pendingId: payout.transferId };
      return async () => {
        const [posted, voided] = await Promise.allSettled([postPending(world.db, post), voidPending(world.db, cancel)]);
        const winners = [posted, voided].filter((outcome) => outcome.status === 'fulfilled');
        check(winners.length === 1, `payout ${payout.transferId}: post and void both ${winners.length === 2 ? 'applied' : 'refused'}`);
        for (const outcome of [posted, voided]) {
          if (outcome.status === 'rejected' && !isRefusal(outcome.reason, 'pending_already_resolved')) throw outcome.reason;
        }
        expectChange(world, payout.merchant, voided.status === 'fulfilled' ? payout.amount : 0, -payout.amount);
      };
    },
  },
];
