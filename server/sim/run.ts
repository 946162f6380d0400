/**
 * Runs a seeded simulation: waves of operations drawn from the registry run concurrently (real
 * concurrency on PostgreSQL), then the auditor and the model judge the ledger. The same seed
 * draws the same operations with the same ids and amounts; on PostgreSQL the operations of one
 * wave may interleave differently from run to run, which is the point of running them there.
 */
import type { Db } from '../db/client.ts';
import { audit, type AuditCheck } from '../modules/ledger/ledger.service.ts';
import { LEDGER_OPERATIONS, type SimOperation } from './operations.ts';
import { createRandom } from './random.ts';
import { compareWithModel, createWorld, type SimWorld } from './world.ts';

export interface SimOptions {
  db: Db;
  seed: number;
  ops: number;
  /** Operations in flight at once (one wave). */
  concurrency?: number;
  merchants?: number;
  operations?: SimOperation[];
  extraChecks?: AuditCheck[];
  /** Called once the world exists, e.g. to set up another module's state in world.extensions. */
  prepare?: (world: SimWorld) => Promise<void>;
}

export interface SimResult {
  seed: number;
  ops: number;
  /** How many times each operation ran. */
  counts: Record<string, number>;
  /** Operations whose outcome was wrong (the run stops after the wave of the first). */
  failures: string[];
  /** The auditor's breaches, and merchants whose balance differs from the model. */
  breaches: string[];
  /** Every operation in planned order: the same seed gives the same list. */
  journal: string[];
  world: SimWorld;
}

export async function runSimulation(options: SimOptions): Promise<SimResult> {
  const operations = options.operations ?? LEDGER_OPERATIONS;
  const concurrency = options.concurrency ?? 8;
  const random = createRandom(options.seed);
  const world = await createWorld(options.db, random, { merchants: options.merchants ?? 50 });
  await options.prepare?.(world);
  const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0);
  const draw = (): SimOperation => {
    let point = random.next() * totalWeight;
    for (const operation of operations) {
      point -= operation.weight;
      if (point < 0) return operation;
    }
    return operations[operations.length - 1] as SimOperation;
  };

  const counts: Record<string, number> = {};
  const failures: string[] = [];
  const journal: string[] = [];
  let planned = 0;
  while (planned < options.ops && failures.length === 0) {
    world.debiting.clear();
    const wave: { index: number; name: string; run: () => Promise<void> }[] = [];
    while (wave.length < concurrency && planned < options.ops) {
      // An operation that cannot run yet (no pending payout to post) gives way to another draw.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const operation = draw();
        const run = operation.plan(world);
        if (run) {
          wave.push({ index: planned, name: operation.name, run });
          journal.push(operation.name);
          counts[operation.name] = (counts[operation.name] ?? 0) + 1;
          break;
        }
      }
      planned += 1;
    }
    const outcomes = await Promise.allSettled(wave.map((entry) => entry.run()));
    outcomes.forEach((outcome, position) => {
      if (outcome.status === 'rejected') {
        const entry = wave[position] as (typeof wave)[number];
        // The database's own words too (Drizzle wraps them as the cause: a deadlock, a CHECK).
        const cause = outcome.reason instanceof Error ? (outcome.reason as { cause?: unknown }).cause : undefined;
        const reason = outcome.reason instanceof Error ? `${outcome.reason.message}${cause instanceof Error ? ` (${cause.message})` : ''}` : String(outcome.reason);
        failures.push(`operation ${entry.index} (${entry.name}): ${reason}`);
      }
    });
  }
  const report = await audit(options.db, options.extraChecks);
  const breaches = [...report.breaches, ...(await compareWithModel(world))];
  return { seed: options.seed, ops: planned, counts, failures, breaches, journal, world };
}
