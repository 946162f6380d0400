import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import {
  audit,
  balances,
  ensureUserAccount,
  LedgerError,
  platformAccount,
  postPending,
  postTransferSets,
  postTransfers,
  voidPending,
  USER_SHARDS,
  type TransferInput,
} from './ledger.service.ts';
import { forgetAccountShapes } from './account-rows.ts';

let testDb: TestDatabase;
let db: Db;
let serial = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
afterAll(async () => {
  await testDb.drop();
});

async function newUser(): Promise<string> {
  const id = randomUUID();
  const at = new Date();
  await db.insert(users).values({ id, phone: `+2327${String(1_000_000 + (serial += 1))}`, createdAt: at, updatedAt: at });
  return id;
}

/** A user account holding `amount` SLE, received from Orange Money's clearing account. */
async function fundedAccount(amount: number, currency = 'SLE'): Promise<{ userId: string; accountId: string; clearing: string }> {
  const userId = await newUser();
  const accountId = await ensureUserAccount(db, { userId, currency });
  const clearing = await platformAccount(db, { role: 'clearing:orange_money', currency });
  if (amount > 0) await postTransfers(db, [transfer(clearing, accountId, amount, { currency })]);
  return { userId, accountId, clearing };
}

function transfer(debitAccountId: string, creditAccountId: string, amount: number, extra: Partial<TransferInput> = {}): TransferInput {
  return {
    id: randomUUID(),
    debitAccountId,
    creditAccountId,
    amount,
    currency: 'SLE',
    code: 'payment_settlement',
    businessType: 'payment',
    businessId: randomUUID(),
    ...extra,
  };
}

async function available(userId: string): Promise<number | undefined> {
  return (await balances(db, userId)).find((balance) => balance.currency === 'SLE')?.available;
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the ledger to refuse');
    },
    (error: unknown) => error,
  );
}

async function rawError(query: ReturnType<typeof sql>): Promise<string> {
  const error = await refusal(db.execute(query));
  const cause = (error as { cause?: { message?: string } }).cause;
  return `${(error as Error).message} ${cause?.message ?? ''}`;
}

/** What a platform account holds over all its shard rows: credits − debits posted. */
async function platformBalance(accountId: string): Promise<number> {
  const result = await db.execute(sql`SELECT coalesce(sum(credits_posted - debits_posted), 0)::text AS held FROM ledger_accounts WHERE logical_id = ${accountId}`);
  return Number((result as unknown as { rows: { held: string }[] }).rows[0]?.held);
}

async function expectClean(): Promise<void> {
  expect((await audit(db)).breaches).toEqual([]);
}

describe('accounts', () => {
  it('gives a user one account per currency and mode, however often it is asked for', async () => {
    const userId = await newUser();
    const [first, again, usd, live] = await Promise.all([
      ensureUserAccount(db, { userId, currency: 'SLE' }),
      ensureUserAccount(db, { userId, currency: 'SLE' }),
      ensureUserAccount(db, { userId, currency: 'USD' }),
      ensureUserAccount(db, { userId, currency: 'SLE', livemode: true }),
    ]);
    expect(again).toBe(first);
    expect(new Set([first, usd, live]).size).toBe(3);
    expect(await balances(db, userId)).toEqual([
      { currency: 'SLE', available: 0, pending: 0 },
      { currency: 'USD', available: 0, pending: 0 },
    ]);
    expect(await platformAccount(db, { role: 'fees', currency: 'SLE' })).toBe(await platformAccount(db, { role: 'fees', currency: 'SLE' }));
  });

  it('refuses to delete a user who has a ledger account (money rows are never cascaded away)', async () => {
    const { userId } = await fundedAccount(0);
    expect(await rawError(sql`DELETE FROM users WHERE id = ${userId}`)).toMatch(/foreign key|violates/);
  });
});

describe('postTransfers', () => {
  it('applies a settlement set once; a retry of the same ids is a no-op answering applied=false', async () => {
    const merchant = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const set = [transfer(merchant.clearing, merchant.accountId, 98_500), transfer(merchant.clearing, fees, 1_500, { code: 'payment_fee' })];
    expect(await postTransfers(db, set)).toEqual({ applied: true });
    expect(await postTransfers(db, set)).toEqual({ applied: false });
    expect(await postTransfers(db, structuredClone(set))).toEqual({ applied: false });
    expect(await available(merchant.userId)).toBe(98_500);
    await expectClean();
  });

  it('refuses a set whose ids partly exist, or an id reused for a different transfer', async () => {
    const merchant = await fundedAccount(10_000);
    const first = transfer(merchant.clearing, merchant.accountId, 100);
    await postTransfers(db, [first]);
    const partly = await refusal(postTransfers(db, [first, transfer(merchant.clearing, merchant.accountId, 200)]));
    expect(partly).toBeInstanceOf(LedgerError);
    expect((partly as LedgerError).code).toBe('id_conflict');
    const different = await refusal(postTransfers(db, [{ ...first, amount: 101 }]));
    expect((different as LedgerError).code).toBe('id_conflict');
    expect(await available(merchant.userId)).toBe(10_100);
  });

  it('is all or nothing: a set whose second transfer would overdraw applies neither', async () => {
    const payer = await fundedAccount(1_000);
    const payee = await fundedAccount(0);
    const refused = await refusal(
      postTransfers(db, [transfer(payer.accountId, payee.accountId, 600), transfer(payer.accountId, payee.accountId, 600)]),
    );
    expect((refused as LedgerError).code).toBe('insufficient_funds');
    expect(await available(payer.userId)).toBe(1_000);
    expect(await available(payee.userId)).toBe(0);
    // Inside a caller's transaction the refusal rolls back the business change too.
    const marker = randomUUID();
    await refusal(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ id: marker, phone: `+23299${String(100_000 + (serial += 1))}`, createdAt: new Date(), updatedAt: new Date() });
        await postTransfers(tx as unknown as Db, [transfer(payer.accountId, payee.accountId, 1_001)]);
      }),
    );
    expect(await db.$count(users, sql`id = ${marker}`)).toBe(0);
    await expectClean();
  });

  it('refuses an amount of zero, a negative or a fractional amount, and a transfer to the same account', async () => {
    const user = await fundedAccount(1_000);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      const error = await refusal(postTransfers(db, [transfer(user.clearing, user.accountId, amount)]));
      expect((error as LedgerError).code).toBe('invalid_transfer');
    }
    expect(((await refusal(postTransfers(db, [transfer(user.accountId, user.accountId, 5)]))) as LedgerError).code).toBe('invalid_transfer');
    expect(await available(user.userId)).toBe(1_000);
  });

  it('refuses a transfer between accounts of different currencies, or of test and live money', async () => {
    const user = await fundedAccount(1_000);
    const usdClearing = await platformAccount(db, { role: 'clearing:orange_money', currency: 'USD' });
    const wrongSide = await refusal(postTransfers(db, [transfer(usdClearing, user.accountId, 100)]));
    expect((wrongSide as LedgerError).code).toBe('currency_mismatch');
    const wrongLabel = await refusal(postTransfers(db, [transfer(user.clearing, user.accountId, 100, { currency: 'USD' })]));
    expect((wrongLabel as LedgerError).code).toBe('currency_mismatch');
    const liveClearing = await platformAccount(db, { role: 'clearing:orange_money', currency: 'SLE', livemode: true });
    expect(((await refusal(postTransfers(db, [transfer(liveClearing, user.accountId, 100)]))) as LedgerError).code).toBe('mode_mismatch');
    expect(await available(user.userId)).toBe(1_000);
  });
});

describe('the database itself, with the code bypassed', () => {
  it('refuses an overdraft of a user account and a negative balance', async () => {
    const user = await fundedAccount(1_000);
    expect(await rawError(sql`UPDATE ledger_accounts SET debits_posted = debits_posted + 1001 WHERE id = ${user.accountId}`)).toMatch(
      /ledger_accounts_no_overdraft/,
    );
    expect(await rawError(sql`UPDATE ledger_accounts SET debits_pending = 600, debits_posted = 500 WHERE id = ${user.accountId}`)).toMatch(
      /ledger_accounts_no_overdraft/,
    );
    expect(await rawError(sql`UPDATE ledger_accounts SET credits_pending = -1 WHERE id = ${user.clearing}`)).toMatch(/ledger_accounts_non_negative/);
    expect(await available(user.userId)).toBe(1_000);
  });

  it("refuses to change what an account is (currency, mode, owner, role, shard), even to its current value, while its balances move", async () => {
    const user = await fundedAccount(1_000);
    const changes = [sql`currency = 'USD'`, sql`livemode = NOT livemode`, sql`owner_user_id = NULL`, sql`platform_role = 'fees'`, sql`shard = shard`, sql`logical_id = logical_id`];
    for (const change of changes) {
      expect(await rawError(sql`UPDATE ledger_accounts SET ${change} WHERE id = ${user.accountId}`)).toMatch(/may change its balances only/);
    }
    // A balance UPDATE that names no identity column is not refused by it (the auditor sees the drift).
    await db.execute(sql`UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE id = ${user.accountId}`);
    expect(await available(user.userId)).toBe(1_001);
    await db.execute(sql`UPDATE ledger_accounts SET credits_posted = credits_posted - 1 WHERE id = ${user.accountId}`);
    expect(await available(user.userId)).toBe(1_000);
    await expectClean();
  });

  it('refuses a new account without one owner or role, with a shard out of range or a shard 0 not its own logical account, or a user account allowed below zero', async () => {
    const user = await fundedAccount(1_000);
    const account = (values: { owner?: string | null; role?: string | null; flagged?: boolean; shard?: number; shards?: number; logical?: string }) => {
      const id = randomUUID();
      return sql`INSERT INTO ledger_accounts (id, owner_user_id, platform_role, currency, livemode, debits_must_not_exceed_credits, created_at, logical_id, shard, shards)
        VALUES (${id}, ${values.owner ?? null}, ${values.role ?? null}, 'USD', false, ${values.flagged ?? true}, now(), ${values.logical ?? id}, ${values.shard ?? 0}, ${values.shards ?? 1})`;
    };
    const before = await db.$count(sql`ledger_accounts`);
    expect(await rawError(account({ owner: user.userId, role: 'fees' }))).toMatch(/violates check constraint "ledger_accounts_one_owner"/);
    expect(await rawError(account({}))).toMatch(/violates check constraint "ledger_accounts_one_owner"/);
    expect(await rawError(account({ role: 'fees', shard: 2, shards: 2, logical: user.clearing }))).toMatch(/violates check constraint "ledger_accounts_shard_range"/);
    expect(await rawError(account({ role: 'fees', shard: -1, shards: 2, logical: user.clearing }))).toMatch(/violates check constraint "ledger_accounts_shard_range"/);
    expect(await rawError(account({ role: 'fees', shard: 0, logical: user.clearing }))).toMatch(/violates check constraint "ledger_accounts_shard_zero_is_logical"/);
    expect(await rawError(account({ role: 'fees', shard: 1, shards: 2 }))).toMatch(/violates check constraint "ledger_accounts_shard_zero_is_logical"/);
    expect(await rawError(account({ owner: user.userId, flagged: false }))).toMatch(/violates check constraint "ledger_accounts_user_flagged"/);
    expect(await db.$count(sql`ledger_accounts`)).toBe(before);
    // A platform account may go below zero; a well-formed row is taken.
    await db.execute(account({ role: `test:${randomUUID()}`, flagged: false }));
    expect(await db.$count(sql`ledger_accounts`)).toBe(before + 1);
  });

  it('refuses to update or delete a transfer', async () => {
    const user = await fundedAccount(1_000);
    expect(await rawError(sql`UPDATE ledger_transfers SET amount = 1 WHERE credit_account_id = ${user.accountId}`)).toMatch(/append-only/);
    expect(await rawError(sql`DELETE FROM ledger_transfers WHERE credit_account_id = ${user.accountId}`)).toMatch(/append-only/);
    expect(await rawError(sql`TRUNCATE ledger_transfers CASCADE`)).toMatch(/append-only/);
    expect(await db.$count(sql`ledger_transfers`, sql`credit_account_id = ${user.accountId} AND amount = 1000`)).toBe(1);
  });

  it('refuses a transfer across currencies, a zero amount and a second phase that does not match its pending transfer', async () => {
    const user = await fundedAccount(1_000);
    const usd = await platformAccount(db, { role: 'clearing:orange_money', currency: 'USD' });
    const insert = (debit: string, credit: string, amount: number, currency: string, kind = 'single', pendingId: string | null = null) =>
      sql`INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, business_type, business_id, kind, pending_id, linked_set_id, created_at)
          VALUES (${randomUUID()}, ${debit}, ${credit}, ${amount}, ${currency}, 'x', 'payment', 'p', ${kind}, ${pendingId}, ${randomUUID()}, now())`;
    expect(await rawError(insert(usd, user.accountId, 100, 'USD'))).toMatch(/ledger_transfers_same_currency|joins accounts/);
    expect(await rawError(insert(usd, user.accountId, 100, 'SLE'))).toMatch(/joins accounts/);
    expect(await rawError(insert(user.clearing, user.accountId, 0, 'SLE'))).toMatch(/ledger_transfers_amount_positive/);
    const single = transfer(user.clearing, user.accountId, 100);
    await postTransfers(db, [single]);
    expect(await rawError(insert(user.clearing, user.accountId, 100, 'SLE', 'post_pending', single.id))).toMatch(/does not match its pending/);
  });

  it('checks every row of a many-row INSERT (0380: once per statement): the first bad one in id order is named, none is stored', async () => {
    const user = await fundedAccount(1_000);
    const liveClearing = await platformAccount(db, { role: 'clearing:orange_money', currency: 'SLE', livemode: true });
    const ids = Array.from({ length: 4 }, () => randomUUID()).sort();
    const row = (id: string, debit: string, credit: string) => sql`(${id}::uuid, ${debit}::uuid, ${credit}::uuid, 100, 'SLE', 'x', 'payment', 'p', 'single', NULL, ${ids[0]!}::uuid, now())`;
    const insert = (rows: ReturnType<typeof row>[]) =>
      sql`INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code, business_type, business_id, kind, pending_id, linked_set_id, created_at)
          VALUES ${sql.join(rows, sql`, `)}`;
    const good = (id: string) => row(id, user.clearing, user.accountId);
    // Two bad rows among good ones: the refusal names the lower id, whatever the VALUES order.
    const mixed = await rawError(insert([good(ids[0]!), row(ids[3]!, randomUUID(), user.accountId), row(ids[2]!, liveClearing, user.accountId), good(ids[1]!)]));
    expect(mixed).toMatch(new RegExp(`ledger transfer ${ids[2]!} joins a live and a test account`));
    expect(await rawError(insert([good(ids[0]!), row(ids[3]!, randomUUID(), user.accountId)]))).toMatch(new RegExp(`ledger transfer ${ids[3]!} names an unknown account`));
    expect(await db.$count(sql`ledger_transfers`, sql`id = ANY (${`{${ids.join(',')}}`}::uuid[])`)).toBe(0);
    // All good: all taken (then rolled back: rows inserted by hand move no balance, and the
    // auditor that other tests run would rightly flag them).
    const taken = await refusal(
      db.transaction(async (tx) => {
        await tx.execute(insert([good(ids[1]!), good(ids[0]!)]));
        throw new Error(`taken: ${await tx.$count(sql`ledger_transfers`, sql`id = ANY (${`{${ids.join(',')}}`}::uuid[])`)}`);
      }),
    );
    expect((taken as Error).message).toBe('taken: 2');
  });
});

describe('two-phase transfers', () => {
  it('reserves on pending, moves to posted on post, and resolves a pending transfer once only', async () => {
    const merchant = await fundedAccount(10_000);
    const payoutClearing = await platformAccount(db, { role: 'clearing:bank_sbl', currency: 'SLE' });
    const payout = transfer(merchant.accountId, payoutClearing, 4_000, { pending: true, code: 'payout', businessType: 'payout' });
    expect(await postTransfers(db, [payout])).toEqual({ applied: true });
    // The reservation counts against what can be spent, and shows as pending (on its way out).
    expect(await balances(db, merchant.userId)).toEqual([{ currency: 'SLE', available: 6_000, pending: 4_000 }]);
    expect(((await refusal(postTransfers(db, [transfer(merchant.accountId, payoutClearing, 6_001)]))) as LedgerError).code).toBe(
      'insufficient_funds',
    );
    const post = { id: randomUUID(), pendingId: payout.id };
    expect(await postPending(db, post)).toEqual({ applied: true });
    expect(await postPending(db, post)).toEqual({ applied: false });
    expect(await balances(db, merchant.userId)).toEqual([{ currency: 'SLE', available: 6_000, pending: 0 }]);
    const voidAfterPost = await refusal(voidPending(db, { id: randomUUID(), pendingId: payout.id }));
    expect((voidAfterPost as LedgerError).code).toBe('pending_already_resolved');
    const postAgain = await refusal(postPending(db, { id: randomUUID(), pendingId: payout.id }));
    expect((postAgain as LedgerError).code).toBe('pending_already_resolved');
    await expectClean();
  });

  it('void releases the reservation, and the pending money shows on the receiving user as pending', async () => {
    const payer = await fundedAccount(5_000);
    const payee = await fundedAccount(0);
    const hold = transfer(payer.accountId, payee.accountId, 2_000, { pending: true });
    await postTransfers(db, [hold]);
    expect(await balances(db, payee.userId)).toEqual([{ currency: 'SLE', available: 0, pending: 2_000 }]);
    const voided = { id: randomUUID(), pendingId: hold.id };
    expect(await voidPending(db, voided)).toEqual({ applied: true });
    expect(await voidPending(db, voided)).toEqual({ applied: false });
    expect(((await refusal(postPending(db, { id: randomUUID(), pendingId: hold.id }))) as LedgerError).code).toBe('pending_already_resolved');
    expect(((await refusal(postPending(db, { id: randomUUID(), pendingId: randomUUID() }))) as LedgerError).code).toBe('pending_not_found');
    expect(await available(payer.userId)).toBe(5_000);
    expect(await balances(db, payee.userId)).toEqual([{ currency: 'SLE', available: 0, pending: 0 }]);
    await expectClean();
  });

  it('lets only one of a concurrent post and void of the same pending transfer win', async () => {
    const merchant = await fundedAccount(3_000);
    const payoutClearing = await platformAccount(db, { role: 'clearing:bank_sbl', currency: 'SLE' });
    const payout = transfer(merchant.accountId, payoutClearing, 3_000, { pending: true });
    await postTransfers(db, [payout]);
    const outcomes = await Promise.allSettled([
      postPending(db, { id: randomUUID(), pendingId: payout.id }),
      voidPending(db, { id: randomUUID(), pendingId: payout.id }),
      postPending(db, { id: randomUUID(), pendingId: payout.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as LedgerError).code).toBe('pending_already_resolved');
    }
    await expectClean();
  });
});

describe('concurrency', () => {
  it('50 concurrent transfers from one account never overdraw it', async () => {
    const payer = await fundedAccount(10_000);
    const payee = await fundedAccount(0);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => postTransfers(db, [transfer(payer.accountId, payee.accountId, 300)])),
    );
    const applied = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    // 10 000 / 300: exactly 33 fit, whatever the interleaving.
    expect(applied).toBe(33);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as LedgerError).code).toBe('insufficient_funds');
    }
    expect(await available(payer.userId)).toBe(100);
    expect(await available(payee.userId)).toBe(9_900);
    await expectClean();
  });

  it('settles crossing transfers A→B and B→A running at the same time without a deadlock', async () => {
    const a = await fundedAccount(100_000);
    const b = await fundedAccount(100_000);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const work = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0
        ? postTransfers(db, [transfer(a.accountId, b.accountId, 100), transfer(a.accountId, fees, 1)])
        : postTransfers(db, [transfer(b.accountId, a.accountId, 100), transfer(b.accountId, fees, 1)]),
    );
    expect((await Promise.all(work)).every((result) => result.applied)).toBe(true);
    expect(await available(a.userId)).toBe(100_000 - 20);
    expect(await available(b.userId)).toBe(100_000 - 20);
    await expectClean();
  });

  it('applies a set submitted many times at once exactly once', async () => {
    const merchant = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const set = [transfer(merchant.clearing, merchant.accountId, 985), transfer(merchant.clearing, fees, 15, { code: 'payment_fee' })];
    const results = await Promise.all(Array.from({ length: 8 }, () => postTransfers(db, structuredClone(set))));
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(await available(merchant.userId)).toBe(985);
    await expectClean();
  });

  it('applies each of many sets submitted several times at once exactly once, without a deadlock between copies', async () => {
    // Copies of one set insert its ids in one order (0300). The simulation (sim.test.ts, on
    // PostgreSQL) found copies inserting in different orders under some plans and deadlocking;
    // this smaller race checks the outcome a replayed callback must see on any plan.
    const merchant = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const sets = Array.from({ length: 20 }, () => [
      transfer(merchant.clearing, merchant.accountId, 98),
      transfer(merchant.clearing, fees, 2, { code: 'payment_fee' }),
    ]);
    const results = await Promise.all(sets.flatMap((set) => Array.from({ length: 6 }, () => postTransfers(db, structuredClone(set)))));
    expect(results.filter((result) => result.applied)).toHaveLength(20);
    expect(await available(merchant.userId)).toBe(20 * 98);
    await expectClean();
  });
});

describe('postTransferSets (the settle worker’s batch, issue 41)', () => {
  const settlementOf = (clearing: string, merchant: string, fees: string, net: number, fee: number) => [
    transfer(clearing, merchant, net),
    transfer(clearing, fees, fee, { code: 'payment_fee' }),
  ];

  it('applies several sets in one call, each once: a retry of the whole call is a no-op, and each set alone is a retry too', async () => {
    const one = await fundedAccount(0);
    const two = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const feesBefore = await platformBalance(fees);
    // Two sets for the first merchant, one for the second: one row of each merchant takes both legs' sum.
    const sets = [settlementOf(one.clearing, one.accountId, fees, 9_850, 150), settlementOf(one.clearing, one.accountId, fees, 985, 15), settlementOf(two.clearing, two.accountId, fees, 197, 3)];
    expect(await postTransferSets(db, sets)).toEqual({ applied: true });
    expect(await available(one.userId)).toBe(9_850 + 985);
    expect(await available(two.userId)).toBe(197);
    expect((await platformBalance(fees)) - feesBefore).toBe(150 + 15 + 3);
    expect(await postTransferSets(db, structuredClone(sets))).toEqual({ applied: false });
    for (const set of sets) expect(await postTransfers(db, structuredClone(set))).toEqual({ applied: false });
    // Each set is linked as itself, not as one set of the call.
    const linked = await db.execute(sql`SELECT count(DISTINCT linked_set_id)::int AS sets FROM ledger_transfers WHERE id = ANY (${`{${sets.flat().map((t) => t.id).join(',')}}`}::uuid[])`);
    expect((linked as unknown as { rows: { sets: number }[] }).rows[0]?.sets).toBe(3);
    expect(await available(one.userId)).toBe(9_850 + 985);
    await expectClean();
  });

  it('refuses a call mixing a stored set with new ones, an id in two sets, or one bad set, and writes nothing of it', async () => {
    const merchant = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const stored = settlementOf(merchant.clearing, merchant.accountId, fees, 490, 10);
    await postTransfers(db, stored);
    const fresh = settlementOf(merchant.clearing, merchant.accountId, fees, 980, 20);
    const mixed = await refusal(postTransferSets(db, [fresh, stored]));
    expect((mixed as LedgerError).code).toBe('id_conflict');
    const twice = await refusal(postTransferSets(db, [fresh, [fresh[0] as TransferInput]]));
    expect((twice as LedgerError).code).toBe('invalid_transfer');
    // A set that would overdraw a user account takes the whole call down with it.
    const payer = await fundedAccount(100);
    const overdraw = [transfer(payer.accountId, merchant.accountId, 101)];
    const refused = await refusal(postTransferSets(db, [fresh, overdraw]));
    expect((refused as LedgerError).code).toBe('insufficient_funds');
    expect(await available(merchant.userId)).toBe(490);
    expect(await available(payer.userId)).toBe(100);
    // The new set alone still goes through: nothing of the refused calls was kept.
    expect(await postTransferSets(db, [fresh])).toEqual({ applied: true });
    expect(await available(merchant.userId)).toBe(490 + 980);
    expect(await postTransferSets(db, [])).toEqual({ applied: false });
    await expectClean();
  });

  it('races batches over one hot merchant against the same sets posted one by one: each set applied once, no deadlock', async () => {
    const merchant = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const sets = Array.from({ length: 24 }, (_, index) => settlementOf(merchant.clearing, merchant.accountId, fees, 98 + index, 2));
    const batches = [sets.slice(0, 8), sets.slice(8, 16), sets.slice(16, 24)];
    const outcomes = await Promise.allSettled([
      ...batches.map((batch) => postTransferSets(db, structuredClone(batch))),
      ...sets.map((set) => postTransfers(db, structuredClone(set))),
    ]);
    // A batch that lost a set to a lone copy is refused whole (a mix); the lone copies answer for it.
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect((outcome.reason as LedgerError).code).toBe('id_conflict');
    for (const batch of batches) await postTransferSets(db, structuredClone(batch)).catch(() => Promise.all(batch.map((set) => postTransfers(db, structuredClone(set)))));
    expect(await available(merchant.userId)).toBe(sets.reduce((sum, _set, index) => sum + 98 + index, 0));
    const stored = await db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE id = ANY (${`{${sets.flat().map((t) => t.id).join(',')}}`}::uuid[])`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(48);
    await expectClean();
  });
});

/** The rows of a user account (0300): shard 0 (the account's id) and its credit shards. */
async function accountRows(accountId: string): Promise<{ shard: number; credits: number; debits: number; pending: number }[]> {
  const result = await db.execute(sql`
    SELECT shard, credits_posted::text AS credits, (debits_posted + debits_pending)::text AS debits, (credits_pending + debits_pending)::text AS pending
    FROM ledger_accounts WHERE logical_id = ${accountId} ORDER BY shard`);
  return (result as unknown as { rows: { shard: number; credits: string; debits: string; pending: string }[] }).rows.map((row) => ({
    shard: Number(row.shard),
    credits: Number(row.credits),
    debits: Number(row.debits),
    pending: Number(row.pending),
  }));
}

describe('a user account spread over rows (0300)', () => {
  it("spreads a merchant's settlements over its rows, names the account in every transfer and spends the whole balance at once", async () => {
    const merchant = await fundedAccount(0);
    const payee = await fundedAccount(0);
    await Promise.all(Array.from({ length: 24 }, () => postTransfers(db, [transfer(merchant.clearing, merchant.accountId, 100)])));
    const rows = await accountRows(merchant.accountId);
    expect(rows).toHaveLength(USER_SHARDS);
    // 24 transfer ids over 8 rows: all on one row would be a 1 in 8^23 chance.
    expect(rows.filter((row) => row.credits > 0).length).toBeGreaterThan(1);
    expect(rows.reduce((sum, row) => sum + row.credits, 0)).toBe(2_400);
    expect(await db.$count(sql`ledger_transfers`, sql`credit_account_id = ${merchant.accountId}`)).toBe(24);
    expect(await available(merchant.userId)).toBe(2_400);

    // The whole balance in one debit: the credit shards are swept into shard 0 first.
    await postTransfers(db, [transfer(merchant.accountId, payee.accountId, 2_400, { code: 'payout', businessType: 'payout' })]);
    expect((await accountRows(merchant.accountId)).map((row) => row.credits)).toEqual([2_400, 0, 0, 0, 0, 0, 0, 0]);
    expect(await available(merchant.userId)).toBe(0);
    const overdraft = await refusal(postTransfers(db, [transfer(merchant.accountId, payee.accountId, 1)]));
    expect((overdraft as LedgerError).code).toBe('insufficient_funds');

    // A reservation sweeps too: it may hold everything the account received since.
    await Promise.all(Array.from({ length: 8 }, () => postTransfers(db, [transfer(merchant.clearing, merchant.accountId, 50)])));
    const reserve = transfer(merchant.accountId, merchant.clearing, 400, { pending: true, code: 'payout', businessType: 'payout' });
    await postTransfers(db, [reserve]);
    expect(await balances(db, merchant.userId)).toEqual([{ currency: 'SLE', available: 0, pending: 400 }]);
    await voidPending(db, { id: randomUUID(), pendingId: reserve.id });
    expect(await available(merchant.userId)).toBe(400);
    expect(await available(payee.userId)).toBe(2_400);
    await expectClean();
  });

  it('counts a credit towards a debit of the same set, and refuses a set that would overdraw across rows', async () => {
    const merchant = await fundedAccount(0);
    const payee = await fundedAccount(0);
    // Received and passed on in one set: the credit lands on shard 0, where the debit needs it.
    await postTransfers(db, [transfer(merchant.clearing, merchant.accountId, 500), transfer(merchant.accountId, payee.accountId, 500)]);
    expect(await available(merchant.userId)).toBe(0);
    expect(await available(payee.userId)).toBe(500);

    await Promise.all(Array.from({ length: 10 }, () => postTransfers(db, [transfer(merchant.clearing, merchant.accountId, 100)])));
    const tooMuch = await refusal(postTransfers(db, [transfer(merchant.accountId, payee.accountId, 600), transfer(merchant.accountId, payee.accountId, 401)]));
    expect((tooMuch as LedgerError).code).toBe('insufficient_funds');
    // Nothing of the refused set was written, the sweep included.
    expect((await accountRows(merchant.accountId)).reduce((sum, row) => sum + row.credits, 0)).toBe(1_500);
    expect(await available(merchant.userId)).toBe(1_000);
    await expectClean();
  });

  it("races one merchant's settlements against its payouts: no deadlock, never overdrawn, every leone accounted for", async () => {
    const merchant = await fundedAccount(0);
    const payee = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const work = Array.from({ length: 90 }, (_, index) =>
      index % 3 === 2
        ? postTransfers(db, [transfer(merchant.accountId, payee.accountId, 140, { code: 'payout' }), transfer(merchant.accountId, fees, 10, { code: 'payout_fee' })])
        : postTransfers(db, [transfer(merchant.clearing, merchant.accountId, 98), transfer(merchant.clearing, fees, 2, { code: 'payment_fee' })]),
    );
    const outcomes = await Promise.allSettled(work);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of refused) expect((outcome.reason as LedgerError).code).toBe('insufficient_funds');
    const settled = outcomes.filter((outcome, index) => index % 3 !== 2 && outcome.status === 'fulfilled').length;
    const paidOut = outcomes.filter((outcome, index) => index % 3 === 2 && outcome.status === 'fulfilled').length;
    expect(settled).toBe(60);
    expect(paidOut).toBeGreaterThan(0);
    expect(await available(merchant.userId)).toBe(60 * 98 - paidOut * 150);
    expect(await available(payee.userId)).toBe(paidOut * 140);
    await expectClean();
  });

  it('is guarded by the database: nothing is spent from a credit shard, an unknown account is refused, no account is deleted', async () => {
    const merchant = await fundedAccount(300);
    expect(
      await rawError(sql`UPDATE ledger_accounts SET credits_posted = credits_posted + 5, debits_posted = debits_posted + 5 WHERE logical_id = ${merchant.accountId} AND shard = 1`),
    ).toMatch(/ledger_accounts_credit_shards_credit_only/);
    const unknown = await refusal(postTransfers(db, [transfer(merchant.clearing, randomUUID(), 100)]));
    expect((unknown as LedgerError).code).toBe('account_not_found');
    expect(await rawError(sql`DELETE FROM ledger_accounts WHERE logical_id = ${merchant.accountId}`)).toMatch(/never deleted/);
    expect(await rawError(sql`TRUNCATE ledger_accounts CASCADE`)).toMatch(/never deleted/);
    expect(await available(merchant.userId)).toBe(300);
    await expectClean();
  });
});

describe('the rows a set names and changes, worked out by the server (0340)', () => {
  /** Every row of these accounts: id -> its four balances, as text. */
  async function rowBalances(accountIds: string[]): Promise<Map<string, string>> {
    const result = await db.execute(sql`
      SELECT id, concat_ws(' ', debits_posted, credits_posted, debits_pending, credits_pending) AS balances
      FROM ledger_accounts WHERE logical_id = ANY (${`{${accountIds.join(',')}}`}::uuid[])`);
    return new Map((result as unknown as { rows: { id: string; balances: string }[] }).rows.map((row) => [row.id, row.balances]));
  }

  async function accountRowIds(accountId: string): Promise<string[]> {
    return ((await db.execute(sql`SELECT id FROM ledger_accounts WHERE logical_id = ${accountId}`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  }

  /** What changed between two snapshots: row id -> [before, after]. */
  function changes(before: Map<string, string>, after: Map<string, string>): Map<string, [string | undefined, string | undefined]> {
    return new Map([...after].filter(([id, value]) => before.get(id) !== value).map(([id, value]) => [id, [before.get(id), value]]));
  }

  /** A transfer id ending in `suffix` (the set's slot comes from its first id's last four hex digits). */
  const idEnding = (suffix: string) => `${randomUUID().slice(0, -4)}${suffix}`;

  /** The set applied by ledger_apply_set, which works the rows out in SQL as 0310 did (0350), for comparison. */
  async function applyInSql(set: TransferInput[]): Promise<void> {
    const slot = Number.parseInt(set[0]!.id.slice(-4), 16);
    const at = new Date().toISOString();
    const payload = set.map((item) => ({
      id: item.id, debit: item.debitAccountId, credit: item.creditAccountId, amount: item.amount, currency: item.currency, code: item.code,
      business_type: item.businessType, business_id: item.businessId, kind: item.pending ? 'pending' : 'single', pending_id: null,
      linked_set_id: set[0]!.id, created_at: at, slot,
    }));
    await db.execute(sql`SELECT ledger_apply_set(${JSON.stringify(payload)}::jsonb)`);
  }

  it('changes the same rows and names the same accounts as ledger_apply_set did, set by set', async () => {
    const merchant = await fundedAccount(0);
    const payer = await fundedAccount(0);
    const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
    const payouts = await platformAccount(db, { role: 'clearing:bank_sbl', currency: 'SLE' });
    const accounts = [merchant.accountId, payer.accountId, merchant.clearing, fees, payouts];
    // Money to spend first, on several of each account's rows.
    for (let index = 0; index < 6; index += 1) {
      await postTransfers(db, [transfer(merchant.clearing, merchant.accountId, 5_000), transfer(merchant.clearing, payer.accountId, 5_000)]);
    }
    // A set that spends from a user account first sweeps its credit rows into shard 0: what the
    // sweep moves depends on what they hold, so for those the rows compared are the others'.
    const sets: { sweeps: string | null; build: (ids: () => string) => TransferInput[] }[] = [
      // A settlement: clearing -> merchant (a credit row), clearing -> fees.
      { sweeps: null, build: (id) => [transfer(merchant.clearing, merchant.accountId, 985, { id: id() }), transfer(merchant.clearing, fees, 15, { id: id(), code: 'payment_fee' })] },
      // A payment from a user account, to a merchant.
      { sweeps: payer.accountId, build: (id) => [transfer(payer.accountId, merchant.accountId, 700, { id: id() })] },
      // Received and passed on in one set: the credit goes to shard 0, where the debit is.
      { sweeps: merchant.accountId, build: (id) => [transfer(merchant.clearing, merchant.accountId, 300, { id: id() }), transfer(merchant.accountId, payer.accountId, 300, { id: id() })] },
      // A payout's reservation (pending) and its fee.
      { sweeps: merchant.accountId, build: (id) => [transfer(merchant.accountId, payouts, 1_000, { id: id(), pending: true, code: 'payout' }), transfer(merchant.accountId, fees, 20, { id: id(), code: 'payout_fee' })] },
      // A second settlement after the sweeps: a credit row again.
      { sweeps: null, build: (id) => [transfer(merchant.clearing, merchant.accountId, 490, { id: id() }), transfer(merchant.clearing, fees, 10, { id: id(), code: 'payment_fee' })] },
    ];
    for (const [index, { sweeps, build }] of sets.entries()) {
      const suffix = (0x1a2b + index * 0x0f13).toString(16).padStart(4, '0');
      const viaSql = build(() => idEnding(suffix));
      const before = await rowBalances(accounts);
      await applyInSql(viaSql);
      const middle = await rowBalances(accounts);
      const viaServer = build(() => idEnding(suffix));
      await postTransfers(db, viaServer);
      const after = await rowBalances(accounts);
      expect(changes(middle, after).size).toBeGreaterThan(0);
      // The same rows moved, by the same amounts: each row's change is the same both times.
      const sweptRows = new Set(sweeps === null ? [] : (await accountRowIds(sweeps)));
      const delta = (from: Map<string, string>, to: Map<string, string>) =>
        [...changes(from, to)]
          .filter(([id]) => !sweptRows.has(id))
          .map(([id, [was, now]]) => [id, (now ?? '').split(' ').map((value, column) => Number(value) - Number((was ?? '').split(' ')[column]))] as const)
          .sort();
      expect(delta(middle, after)).toEqual(delta(before, middle));
      if (sweeps !== null) {
        // Swept both times: the account's credit rows hold nothing after either.
        expect((await accountRows(sweeps)).slice(1).map((row) => row.credits)).toEqual(Array.from({ length: USER_SHARDS - 1 }, () => 0));
      }
      const named = async (ids: string[]) =>
        (await db.execute(sql`SELECT debit_account_id, credit_account_id FROM ledger_transfers WHERE id = ANY (${`{${ids.join(',')}}`}::uuid[]) ORDER BY amount, code, debit_account_id`) as unknown as { rows: unknown[] }).rows;
      expect(await named(viaServer.map((item) => item.id))).toEqual(await named(viaSql.map((item) => item.id)));
    }
    await expectClean();
  });

  it('refuses a balance row that is not a row of the account named, an account named by a credit row, and arrays of different lengths; nothing is written', async () => {
    const merchant = await fundedAccount(300);
    const other = await fundedAccount(0);
    const [creditRow] = ((await db.execute(sql`SELECT id FROM ledger_accounts WHERE logical_id = ${merchant.accountId} AND shard = 1`)) as unknown as { rows: { id: string }[] }).rows;
    const [clearingRow] = ((await db.execute(sql`SELECT id FROM ledger_accounts WHERE logical_id = ${merchant.clearing} AND shard = 3`)) as unknown as { rows: { id: string }[] }).rows;
    const apply = (id: string, credit: string, creditRowId: string, amounts = '{100}') => sql`SELECT ledger_apply_rows(
      ${`{${id}}`}::uuid[], ${`{${clearingRow!.id}}`}::uuid[], ${`{${credit}}`}::uuid[], ${`{${clearingRow!.id}}`}::uuid[], ${`{${creditRowId}}`}::uuid[],
      ${amounts}::bigint[], '{SLE}'::text[], '{payment_settlement}'::text[], '{payment}'::text[], '{p}'::text[], '{single}'::text[],
      '{NULL}'::uuid[], ${`{${id}}`}::uuid[], ${`{${new Date().toISOString()}}`}::timestamptz[], '{}'::uuid[])`;
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    // The merchant's transfer, its balance on the other account's row.
    expect(await rawError(apply(ids[0]!, merchant.accountId, other.accountId))).toMatch(/is not a row of account/);
    // The merchant's account named by its credit row.
    expect(await rawError(apply(ids[1]!, creditRow!.id, creditRow!.id))).toMatch(/names a credit row of a user account/);
    expect(await rawError(apply(ids[2]!, merchant.accountId, creditRow!.id, '{100,5}'))).toMatch(/same number of values/);
    // A balance row that does not exist (0380 counts the rows it locked and changed).
    expect(await rawError(apply(ids[2]!, merchant.accountId, randomUUID()))).toMatch(/is not a row of account/);
    expect(await db.$count(sql`ledger_transfers`, sql`id = ANY (${`{${ids.join(',')}}`}::uuid[])`)).toBe(0);
    expect(await available(merchant.userId)).toBe(300);
    expect(await available(other.userId)).toBe(0);
    // The same call with the merchant's own credit row is taken.
    await db.execute(apply(ids[0]!, merchant.accountId, creditRow!.id));
    expect(await available(merchant.userId)).toBe(400);
    await expectClean();
  });

  it('stores text with quotes, backslashes, commas and braces as given, and works again from a cold start', async () => {
    const merchant = await fundedAccount(0);
    const businessId = 'order "7",\\ {a}, b\'s';
    const set = [transfer(merchant.clearing, merchant.accountId, 250, { businessId, code: 'payment_settlement' })];
    forgetAccountShapes();
    expect(await postTransfers(db, set)).toEqual({ applied: true });
    const stored = ((await db.execute(sql`SELECT business_id FROM ledger_transfers WHERE id = ${set[0]!.id}`)) as unknown as { rows: { business_id: string }[] }).rows;
    expect(stored).toEqual([{ business_id: businessId }]);
    // A retry is the same set: nothing more is applied.
    forgetAccountShapes();
    expect(await postTransfers(db, set)).toEqual({ applied: false });
    expect(await available(merchant.userId)).toBe(250);
    await expectClean();
  });
});

describe('audit', () => {
  it('names what it checked and catches a balance changed behind the ledger’s back', async () => {
    const report = await audit(db);
    expect(report.checks.length).toBeGreaterThanOrEqual(5);
    expect(report.breaches).toEqual([]);
    const user = await fundedAccount(1_000);
    // A stray credit with no transfer behind it: allowed by the CHECKs, caught by the auditor.
    await db.execute(sql`UPDATE ledger_accounts SET credits_posted = credits_posted + 50 WHERE id = ${user.accountId}`);
    const breaches = (await audit(db)).breaches;
    expect(breaches.some((line) => line.includes(`account ${user.accountId}`) && line.includes('1050/0/0'))).toBe(true);
    expect(breaches.some((line) => line.startsWith('per currency'))).toBe(true);
    const extra = await audit(db, [{ name: 'a check added by another module', run: async () => ['something is off'] }]);
    expect(extra.checks).toContain('a check added by another module');
    expect(extra.breaches).toContain('a check added by another module: something is off');
    // Put it back so the other tests' audits see a clean ledger.
    await db.execute(sql`UPDATE ledger_accounts SET credits_posted = credits_posted - 50 WHERE id = ${user.accountId}`);
    await expectClean();
  });
});
