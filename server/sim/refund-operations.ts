/**
 * Refund operations for the simulation (issue 11): a real sandbox payment completed through the
 * payments module, then several refunds of it at once (a merchant tapping twice, two devices, a
 * retrying client), each its own request. Whatever the interleaving: the refunds that succeeded
 * add up to at most the payment's amount, a refusal is one a merchant would understand
 * (`refund_exceeds_payment`, or `insufficient_balance` only when the model agrees the balance was
 * short), and the merchant's model balance moves by exactly the refunded total. The auditor's
 * refund check (REFUND_AUDIT_CHECKS) then proves each refund's ledger legs match its status.
 */
import { DomainError } from '../domain-error.ts';
import { extension } from './payment-operations.ts';
import { SimFailure, type SimOperation } from './operations.ts';
import { expectChange, expectedAvailable, type SimWorld } from './world.ts';

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new SimFailure(message);
}

function planRefundRace(world: SimWorld, copies: number): (() => Promise<void>) | null {
  const merchant = world.random.next() < 0.5 ? world.hot : world.random.pick(world.merchants);
  // One debit per merchant and wave, so a refusal for lack of funds can be judged by the model.
  if (world.debiting.has(merchant.accountId)) return null;
  world.debiting.add(merchant.accountId);
  const plannedAvailable = expectedAvailable(world, merchant);
  const id = world.random.uuid();
  const amount = world.random.int(1_000, 2_000_000);
  const wallet = `+23299${String(world.random.int(0, 999_999)).padStart(6, '0')}`;
  // Each copy asks for up to 60 % of the payment, so two or more often exceed it together.
  const asks = Array.from({ length: copies }, () => ({ id: world.random.uuid(), amount: world.random.int(1, Math.floor(amount * 0.6)) }));
  return async () => {
    const { runtime, codes } = extension(world);
    const { payments, refunds } = runtime;
    const created = await payments.create({ id, merchantId: merchant.userId, payerUserId: null, payerPhone: wallet, amount, currency: 'SLE', method: 'orange_money', source: 'api', description: 'sim refund' });
    await payments.submitCode(id, codes.get(created.reference) ?? '');
    await payments.poll({ paymentId: id });
    const paid = await payments.get(id);
    check(paid.status === 'completed', `payment ${id} for a refund ended ${paid.status}`);
    expectChange(world, merchant, paid.net);

    const outcomes = await Promise.allSettled(asks.map((ask) => refunds.create({ id: ask.id, merchantId: merchant.userId, paymentId: id, amount: ask.amount })));
    let refunded = 0;
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') refunded += outcome.value.amount;
    check(refunded <= amount, `payment ${id} of ${amount}: refunds of ${refunded} succeeded`);
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') {
        check(outcome.value.status === 'completed', `refund ${outcome.value.id} ended ${outcome.value.status}`);
        continue;
      }
      const error: unknown = outcome.reason;
      const ask = asks[index] as { amount: number };
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'refund_exceeds_payment') {
        check(refunded + ask.amount > amount, `refund of ${ask.amount} refused as exceeding payment ${id} (${amount}) with only ${refunded} refunded`);
      } else if (error.code === 'insufficient_balance') {
        // Credits only add during the wave: refused for lack of funds only if the model had too little.
        check(plannedAvailable + paid.net - refunded < ask.amount, `refund of ${ask.amount} refused for balance with ${plannedAvailable + paid.net - refunded} in the model`);
      } else {
        throw error;
      }
    }
    expectChange(world, merchant, -refunded);
    const stored = await refunds.listOfPayment(id);
    check(stored.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amount, 0) === refunded, `payment ${id}: stored refunds differ from the answers`);
  };
}

export const REFUND_OPERATIONS: SimOperation[] = [
  { name: 'refund a payment, 1 request', weight: 6, plan: (world) => planRefundRace(world, 1) },
  { name: 'refund a payment, 2–5 requests at once', weight: 6, plan: (world) => planRefundRace(world, world.random.int(2, 5)) },
];
