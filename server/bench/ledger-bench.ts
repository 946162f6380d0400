/**
 * `npm run bench:ledger`: settled payments/s and p99 through the ledger, on PGlite and on
 * PostgreSQL, for payments spread over 1,000 merchants and for one hot merchant. A settled
 * payment is what settlement commits: one transaction posting the linked set clearing → merchant
 * (amount − fee) and clearing → fees (fee). Clearing and fees are spread over shard rows
 * (0011), so "spread" rarely queues on a lock; "hot" is one merchant row that every settlement
 * holds until its commit is flushed, so it is bounded by the WAL flush time.
 *
 * The baseline is plain single-row INSERTs (autocommit) over the same connection pool with the
 * same number of concurrent workers; each figure is also printed as a ratio to it. Targets on
 * PostgreSQL: spread ≥ 0.30 of the baseline, hot ≥ 0.15. Spread and hot are each measured twice:
 * one set per call (a lone settle job, a poll) and SETTLE_BATCH_SIZE sets per call (the settle
 * worker's batch under load, settleFromCallbacks). Not part of CI. Each row also shows the
 * CPU one operation cost this process (the service and the callers) and PostgreSQL (from /proc;
 * PGlite runs inside this process), which moves less between runs than the rates do.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a database is
 * created for the run and dropped after. Skipped with a note when no server answers.
 * BENCH_SECONDS (default 3) per scenario and round; BENCH_ROUNDS (default 3) alternating rounds;
 * BENCH_WORKERS (default 20) concurrent callers;
 * BENCH_ONLY=pglite or postgres runs one half.
 *
 * BENCH_FLOOR=1 adds "where the time goes" on PostgreSQL, in a scratch database of its own: the
 * one-set-per-call spread settlement measured in alternating rounds against stripped copies of
 * ledger_apply_rows (without the statement trigger's checks; the transfers' INSERT alone, with no
 * balance change; the INSERT and two plain balance UPDATEs, with no locking order and no checks of
 * the rows). Each copy is derived from the migrated function (its INSERT statement and signature).
 * They show how near a call can come to the baseline with less of the ledger's work: the copies
 * are not safe ledgers, their database is not audited and is dropped after.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import { audit, ensureUserAccount, platformAccount, postTransferSets, postTransfers, type TransferInput } from '../modules/ledger/ledger.service.ts';
import { SETTLE_BATCH_SIZE } from '../modules/payments/payments-runtime.service.ts';
import { ownCpuMs, postgresCpuMs } from './cpu.ts';
import { withScratchPglite, withScratchPostgresDatabase } from './scratch-database.ts';

// A tool run from a shell, like bench:api: it reads its own knobs from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(env.BENCH_SECONDS ?? 3);
const WORKERS = Number(env.BENCH_WORKERS ?? 20);
const MERCHANTS = 1_000;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);

interface Measure {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per operation (µs) of this process (the service's side and the load) and of PostgreSQL. */
  cpu: { node: number; database: number };
}

interface Sample {
  latencies: number[];
  seconds: number;
  errors: number;
  /** CPU used during the sample (ms): this process, and every PostgreSQL process (0 on PGlite, which runs in this one). */
  nodeMs: number;
  databaseMs: number;
}

/**
 * Runs `op` from WORKERS concurrent loops for `seconds`; latency of each call in ms. An op that
 * settles `per` payments at once (a batch) counts as `per` settlements, each waiting as long as
 * its batch did.
 */
async function sample(seconds: number, op: Op): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const nodeBefore = ownCpuMs();
  const databaseBefore = postgresCpuMs();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          await op.run();
          const latency = performance.now() - begin;
          for (let settled = 0; settled < op.per; settled += 1) latencies.push(latency);
        } catch (error) {
          errors += 1;
          if (errors === 1) process.stderr.write(`first error: ${error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause)}` : String(error)}\n`);
        }
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, errors, nodeMs: ownCpuMs() - nodeBefore, databaseMs: postgresCpuMs() - databaseBefore };
}

/**
 * Measures the scenarios in alternating rounds (A B C A B C …) rather than one after the other,
 * so that a change in the machine's load (CI runners, other processes) weighs on every figure
 * alike and the ratios stay fair.
 */
interface Op {
  run: () => Promise<unknown>;
  /** Operations (settled payments) one run does. */
  per: number;
  /** Run before each of this op's samples, untimed (BENCH_FLOOR: puts its copy of the ledger function in place). */
  before?: () => Promise<unknown>;
}

/** Warm-up after `before` changed what the op runs: plans are made again on every connection. */
const WARM_SECONDS = 0.3;

async function measureInRounds(seconds: number, rounds: number, ops: Op[]): Promise<Measure[]> {
  const samples: Sample[][] = ops.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, op] of ops.entries()) {
      if (op.before) {
        await op.before();
        await sample(WARM_SECONDS, op);
      }
      samples[index]?.push(await sample(seconds / rounds, op));
    }
  }
  return samples.map((parts) => {
    const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
    const elapsed = parts.reduce((sum, part) => sum + part.seconds, 0);
    const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
    const perOperation = (ms: number) => Math.round((ms * 1000) / Math.max(1, latencies.length));
    return {
      perSecond: Math.round(latencies.length / elapsed),
      p50: at(0.5),
      p99: at(0.99),
      errors: parts.reduce((sum, part) => sum + part.errors, 0),
      cpu: { node: perOperation(parts.reduce((sum, part) => sum + part.nodeMs, 0)), database: perOperation(parts.reduce((sum, part) => sum + part.databaseMs, 0)) },
    };
  });
}

/** A scenario's rate as a ratio to the baseline's, as the table prints it. */
function ratioTo(baseline: Measure): (value: Measure) => number {
  return (value) => Number((value.perSecond / baseline.perSecond).toFixed(2));
}

interface Row {
  database: string;
  scenario: string;
  result: Measure;
  ratio: number | null;
}

interface LedgerBench {
  db: Db;
  settle: (merchant: string) => Promise<unknown>;
  settleBatch: (pick: () => string) => Promise<unknown>;
  baselineInsert: () => Promise<unknown>;
  hot: string;
  anyMerchant: () => string;
}

/** A migrated database with the baseline table, the platform accounts and MERCHANTS merchants. */
async function setUp(database: Database): Promise<LedgerBench> {
  await migrate(database);
  const db: Db = database.db;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS bench_baseline (id uuid PRIMARY KEY, amount bigint NOT NULL, created_at timestamptz NOT NULL)`);
  const clearing = await platformAccount(db, { role: 'clearing:orange_money', currency: 'SLE' });
  const fees = await platformAccount(db, { role: 'fees', currency: 'SLE' });
  const merchants: string[] = [];
  const now = new Date();
  const userRows = Array.from({ length: MERCHANTS }, (_, index) => ({
    id: randomUUID(),
    phone: `+2329${String(index).padStart(7, '0')}`,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insert(users).values(userRows);
  for (const user of userRows) merchants.push(await ensureUserAccount(db, { userId: user.id, currency: 'SLE' }));

  // Settlement of a Le 100.00 payment with the mobile-money fee of 1.5%.
  const settlementSet = (merchant: string): TransferInput[] => {
    const paymentId = randomUUID();
    return [
      { id: randomUUID(), debitAccountId: clearing, creditAccountId: merchant, amount: 9_850, currency: 'SLE', code: 'payment_settlement', businessType: 'payment', businessId: paymentId },
      { id: randomUUID(), debitAccountId: clearing, creditAccountId: fees, amount: 150, currency: 'SLE', code: 'payment_fee', businessType: 'payment', businessId: paymentId },
    ];
  };
  const settle = (merchant: string) => postTransfers(db, settlementSet(merchant));
  // The settle worker's batch (payments-runtime.service.ts): the sets of SETTLE_BATCH_SIZE
  // payments in one ledger call, as settleFromCallbacks posts them.
  const settleBatch = (pick: () => string) => postTransferSets(db, Array.from({ length: SETTLE_BATCH_SIZE }, () => settlementSet(pick())));
  const baselineInsert = () => db.execute(sql`INSERT INTO bench_baseline (id, amount, created_at) VALUES (${randomUUID()}, 10000, ${new Date().toISOString()})`);
  const hot = merchants[0] as string;
  const anyMerchant = () => merchants[Math.floor(Math.random() * MERCHANTS)] as string;
  return { db, settle, settleBatch, baselineInsert, hot, anyMerchant };
}

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  const { db, settle, settleBatch, baselineInsert, hot, anyMerchant } = await setUp(database);
  // A short warm-up of each path so JIT, plans and the pool are settled before measuring.
  await measureInRounds(2, 1, [
    { run: baselineInsert, per: 1 },
    { run: () => settle(hot), per: 1 },
    { run: () => settleBatch(() => hot), per: SETTLE_BATCH_SIZE },
  ]);
  const [baseline, spread, hotMerchant, spreadBatched, hotBatched] = (await measureInRounds(SECONDS * ROUNDS, ROUNDS, [
    { run: baselineInsert, per: 1 },
    { run: () => settle(anyMerchant()), per: 1 },
    { run: () => settle(hot), per: 1 },
    { run: () => settleBatch(anyMerchant), per: SETTLE_BATCH_SIZE },
    { run: () => settleBatch(() => hot), per: SETTLE_BATCH_SIZE },
  ])) as [Measure, Measure, Measure, Measure, Measure];
  const report = await audit(db);
  if (report.breaches.length > 0) throw new Error(`audit after the ${label} bench: ${report.breaches.join('; ')}`);
  const ratio = ratioTo(baseline);
  return [
    { database: label, scenario: 'baseline: single-row INSERT', result: baseline, ratio: null },
    { database: label, scenario: `settle, spread over ${MERCHANTS} merchants`, result: spread, ratio: ratio(spread) },
    { database: label, scenario: 'settle, one hot merchant', result: hotMerchant, ratio: ratio(hotMerchant) },
    { database: label, scenario: `settle, spread, ${SETTLE_BATCH_SIZE} per call (settle worker)`, result: spreadBatched, ratio: ratio(spreadBatched) },
    { database: label, scenario: `settle, hot merchant, ${SETTLE_BATCH_SIZE} per call (settle worker)`, result: hotBatched, ratio: ratio(hotBatched) },
  ];
}

/** The statement trigger that checks inserted transfers (0380). */
const CHECK_TRIGGER = 'ledger_transfers_check_inserted';

/**
 * BENCH_FLOOR: where a one-set call's time goes (see the top of this file). The migrated
 * ledger_apply_rows, then copies built from its own text: its signature and SET clause, and its
 * INSERT statement, so the copies insert exactly what the real function does.
 */
async function benchFloor(database: Database): Promise<Row[]> {
  const { db, settle, baselineInsert, anyMerchant } = await setUp(database);
  const read = await db.execute(sql`SELECT pg_get_functiondef('ledger_apply_rows'::regproc) AS definition`);
  const definition = String((read as unknown as { rows: { definition: string }[] }).rows[0]?.definition ?? '');
  const header = /^[\s\S]*?AS \$function\$/.exec(definition)?.[0];
  const insert = /INSERT INTO ledger_transfers[\s\S]*?ON CONFLICT \(id\) DO NOTHING;/.exec(definition)?.[0];
  if (!header || !insert) throw new Error('bench:ledger BENCH_FLOOR: ledger_apply_rows no longer has the shape its copies are cut from (a signature, an INSERT … ON CONFLICT (id) DO NOTHING)');
  const copy = (rest: string) => `${header}\nDECLARE inserted_count integer;\nBEGIN\n${insert}\nGET DIAGNOSTICS inserted_count = ROW_COUNT;\n${rest}\nRETURN inserted_count;\nEND\n$function$`;
  // Single transfers only, as a settlement posts them: debits on the debit rows, credits on the credit rows.
  const plainUpdates = `IF inserted_count > 0 THEN
    UPDATE ledger_accounts AS account SET debits_posted = account.debits_posted + d.amount
      FROM unnest(p_debit_rows, p_amounts) AS d (row_id, amount) WHERE account.id = d.row_id;
    UPDATE ledger_accounts AS account SET credits_posted = account.credits_posted + c.amount
      FROM unnest(p_credit_rows, p_amounts) AS c (row_id, amount) WHERE account.id = c.row_id;
  END IF;`;
  const use = (text: string, trigger: boolean) => async () => {
    await db.execute(sql.raw(text));
    await db.execute(sql.raw(`ALTER TABLE ledger_transfers ${trigger ? 'ENABLE' : 'DISABLE'} TRIGGER ${CHECK_TRIGGER}`));
  };
  const spread = () => settle(anyMerchant());
  const ops: Op[] = [
    { run: baselineInsert, per: 1 },
    { run: spread, per: 1, before: use(definition, true) },
    { run: spread, per: 1, before: use(definition, false) },
    { run: spread, per: 1, before: use(copy(''), true) },
    { run: spread, per: 1, before: use(copy(plainUpdates), false) },
  ];
  await measureInRounds(1, 1, ops);
  const [baseline, current, noTrigger, transfersOnly, plain] = (await measureInRounds(SECONDS * ROUNDS, ROUNDS, ops)) as [Measure, Measure, Measure, Measure, Measure];
  const label = 'PostgreSQL, where the time goes';
  const ratio = ratioTo(baseline);
  return [
    { database: label, scenario: 'baseline: single-row INSERT', result: baseline, ratio: null },
    { database: label, scenario: 'settle, spread: ledger_apply_rows as migrated', result: current, ratio: ratio(current) },
    { database: label, scenario: 'the same without the statement trigger', result: noTrigger, ratio: ratio(noTrigger) },
    { database: label, scenario: 'its INSERT alone (checked), no balance change', result: transfersOnly, ratio: ratio(transfersOnly) },
    { database: label, scenario: 'its INSERT and two plain UPDATEs, unchecked', result: plain, ratio: ratio(plain) },
  ];
}

async function main(): Promise<void> {
  process.stdout.write(`bench:ledger: ${WORKERS} concurrent callers, pool of 10 (PostgreSQL), ${SECONDS} s × ${ROUNDS} alternating rounds per scenario, on this machine.\n`);
  const rows: Row[] = [];
  const only = env.BENCH_ONLY;
  if (only !== 'postgres') rows.push(...(await withScratchPglite('salone-ledger-bench', (database) => benchDatabase('PGlite', database))));
  if (only !== 'pglite') rows.push(...((await withScratchPostgresDatabase(adminUrl, 'salone_ledger_bench', (database) => benchDatabase('PostgreSQL', database))) ?? []));
  if (env.BENCH_FLOOR === '1' && only !== 'pglite') rows.push(...((await withScratchPostgresDatabase(adminUrl, 'salone_ledger_floor', benchFloor)) ?? []));
  console.table(
    rows.map((row) => ({
      database: row.database,
      scenario: row.scenario,
      'ops/s': row.result.perSecond,
      'p50 ms': row.result.p50,
      'p99 ms': row.result.p99,
      'ratio to baseline': row.ratio ?? '1.00',
      'node µs/op': row.result.cpu.node,
      'PostgreSQL µs/op': row.database.startsWith('PostgreSQL') ? row.result.cpu.database : '',
      errors: row.result.errors,
    })),
  );
  if (rows.some((row) => row.result.errors > 0)) {
    process.stderr.write('Some operations failed during the benchmark.\n');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:ledger failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
