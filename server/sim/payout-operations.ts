/**
 * Payout operations for the simulation (issue 11): real payouts through the payouts service and
 * the sandbox (delays zero), two-phase: a request reserves the money (refused when the model says
 * the balance cannot cover it), then it completes through the send and poll jobs, or fails while a
 * completion races it. The model follows: available drops at the request, pending holds the
 * reservation until it is posted or voided, and a failure gives the money back.
 */
import { randomUUID } from 'node:crypto';
import { linkedAccounts } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { DomainError } from '../domain-error.ts';
import type { PaymentsRuntime } from '../modules/payments/payments-runtime.service.ts';
import { createPayoutsService, type PayoutsService } from '../modules/payouts/payouts.service.ts';
import { SimFailure, type SimOperation } from './operations.ts';
import { expectChange, expectedAvailable, type SimMerchant, type SimWorld } from './world.ts';

interface PayoutsExtension {
  payouts: PayoutsService;
  /** Merchant user id → its linked Orange Money account. */
  accounts: Map<string, string>;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SimFailure(message);
}

function extension(world: SimWorld): PayoutsExtension {
  const found = world.extensions.payouts as PayoutsExtension | undefined;
  if (!found) throw new Error('payouts simulation was not prepared (preparePayoutsWorld)');
  return found;
}

/** After preparePaymentsWorld: a payout account per merchant and a payouts service on the sandbox. */
export async function preparePayoutsWorld(world: SimWorld, jobs: Jobs): Promise<void> {
  const runtime = (world.extensions.payments as { runtime: PaymentsRuntime } | undefined)?.runtime;
  if (!runtime) throw new Error('prepare the payments world first');
  const accounts = new Map<string, string>();
  const at = new Date();
  for (const merchant of world.merchants) {
    const id = randomUUID();
    await world.db.insert(linkedAccounts).values({
      id,
      userId: merchant.userId,
      type: 'mobile_money',
      provider: 'Orange Money',
      providerCode: 'orange_money',
      accountNumber: `076${String(world.random.int(100_000, 999_999))}`,
      accountName: 'Sim Merchant',
      isDefault: true,
      createdAt: at,
      verifiedAt: at,
    });
    accounts.set(merchant.userId, id);
  }
  const payouts = createPayoutsService({
    db: world.db,
    jobs,
    provider: runtime.provider,
    now: () => new Date(),
    // Limits far above the sim's amounts: here the balance is what refuses.
    config: { maxAmount: Number.MAX_SAFE_INTEGER, dailyLimit: Number.MAX_SAFE_INTEGER, fee: { basisPoints: 0, fixed: 0 }, sandboxSpeedup: 1 },
    firstPollDelaySeconds: 0,
  });
  world.extensions.payouts = { payouts, accounts } satisfies PayoutsExtension;
}

/** One debit per merchant and wave (credits only add), so a refusal can be judged by the model. */
function claim(world: SimWorld, merchant: SimMerchant): SimMerchant | undefined {
  if (world.debiting.has(merchant.accountId)) return undefined;
  world.debiting.add(merchant.accountId);
  return merchant;
}

function planPayout(world: SimWorld, ending: 'complete' | 'fail'): (() => Promise<void>) | null {
  const merchant = claim(world, world.random.chance(0.5) ? world.hot : world.random.pick(world.merchants));
  if (!merchant) return null;
  const planned = expectedAvailable(world, merchant);
  // Now and then more than the balance, to see it refused.
  const amount = world.random.int(1, Math.max(1, Math.floor(planned * 1.1)));
  const id = world.random.uuid();
  return async () => {
    const { payouts, accounts } = extension(world);
    try {
      await payouts.request({ id, merchantId: merchant.userId, accountId: accounts.get(merchant.userId) ?? '', amount, currency: 'SLE' });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'insufficient_funds' && planned < amount) return;
      throw error;
    }
    expectChange(world, merchant, -amount, amount);
    if (ending === 'complete') {
      // Two workers run the send job and then the poll job at once: one moves the payout each time.
      await Promise.all([payouts.send({ payoutId: id }), payouts.send({ payoutId: id })]);
      await Promise.all([payouts.poll({ payoutId: id }), payouts.poll({ payoutId: id })]);
      const row = await payouts.get(merchant.userId, id);
      check(row.status === 'completed', `payout ${id}: ended ${row.status}, not completed`);
      expectChange(world, merchant, 0, -amount);
    } else {
      // Once with the provider, its failure races a success report: exactly one ending wins.
      await payouts.send({ payoutId: id });
      const [failed, completed] = await Promise.all([payouts.fail(id, 'provider_unknown'), payouts.complete(id)]);
      check(failed !== completed, `payout ${id}: fail ${failed} and complete ${completed}`);
      const row = await payouts.get(merchant.userId, id);
      expectChange(world, merchant, row.status === 'failed' ? amount : 0, -amount);
    }
  };
}

export const PAYOUT_OPERATIONS: SimOperation[] = [
  { name: 'payout requested and completed through the sandbox', weight: 8, plan: (world) => planPayout(world, 'complete') },
  { name: 'payout failing while a completion races it', weight: 4, plan: (world) => planPayout(world, 'fail') },
];
