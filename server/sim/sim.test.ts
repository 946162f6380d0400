import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { LEDGER_OPERATIONS } from './operations.ts';
import { runSimulation, type SimResult } from './run.ts';

// The small run of `npm run sim` that rides in the normal server suite (PGlite, and PostgreSQL
// with TEST_DATABASE_URL). Larger runs: npm run sim -- --ops 20000 --seed S.
describe('ledger simulation', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('runs 400 random operations, 8 at a time, and the auditor and the model find nothing', { timeout: 180_000 }, async () => {
    const result = await runSimulation({ db: testDb.database.db, seed: 20_260_301, ops: 400, concurrency: 8, merchants: 30 });
    expect(result.failures, `seed ${result.seed}`).toEqual([]);
    expect(result.breaches, `seed ${result.seed}`).toEqual([]);
    expect(result.ops).toBe(400);
    // Every kind of operation happened, so the run exercised what it claims to.
    expect(Object.keys(result.counts).sort()).toEqual(LEDGER_OPERATIONS.map((operation) => operation.name).sort());
    // Money really moved: the hot merchant got paid, and some payouts left.
    expect(result.world.expected.get(result.world.hot.accountId)?.available).toBeGreaterThan(0);
  });
});

describe('a seed replays', () => {
  it('the same operations, ids and resulting balances', { timeout: 180_000 }, async () => {
    // One operation at a time and without the post/void race, whose winner is up to the database.
    const operations = LEDGER_OPERATIONS.filter((operation) => operation.name !== 'post and void the same payout at once');
    const runs: SimResult[] = [];
    for (let run = 0; run < 2; run += 1) {
      // A fresh database each time: the seed's transfer ids would otherwise already be stored.
      const testDb = await createTestDatabase();
      try {
        runs.push(await runSimulation({ db: testDb.database.db, seed: 99, ops: 60, concurrency: 1, merchants: 5, operations }));
      } finally {
        await testDb.drop();
      }
    }
    const [first, second] = runs as [SimResult, SimResult];
    expect(first.failures).toEqual([]);
    expect(second.journal).toEqual(first.journal);
    // Account ids are new in each database; transfer ids, amounts and codes come from the seed.
    const transfersOf = (result: SimResult) => result.world.settled.flatMap((payment) => payment.set.map((transfer) => [transfer.id, transfer.amount, transfer.code]));
    expect(transfersOf(first).length).toBeGreaterThan(10);
    expect(transfersOf(second)).toEqual(transfersOf(first));
    const balancesOf = (result: SimResult) => result.world.merchants.map((merchant) => result.world.expected.get(merchant.accountId));
    expect(balancesOf(second)).toEqual(balancesOf(first));
  });
});
