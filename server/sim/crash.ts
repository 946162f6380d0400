/**
 * `npm run sim:crash -- --ops N --seed S --kills K [--concurrency C] [--database-url URL]`:
 * the crash variant of the simulation (issue 9). The real server runs as `npm start` runs it, on
 * a fresh PostgreSQL database; seeded clients pay, confirm, cancel and send duplicates through
 * the HTTP API with Idempotency-Keys, while the server is killed with SIGKILL at K seeded moments
 * and restarted. A client whose request got no answer retries it with the same key, as the web
 * app's outbox does. At the end, once every processing payment has settled, the ledger auditor
 * runs and two promises are checked:
 * - nothing acknowledged is missing: every payment a client was answered about exists with its
 *   amount, and every one the server accepted for processing ended completed or failed;
 * - nothing is applied twice: each client operation made at most one payment, and the auditor
 *   finds each completed payment settled exactly once.
 * Prints the seed first; on a failure prints the replay command, keeps the database, exits 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { DevMessage } from '../../domain/api-contract.ts';
import { openDatabase } from '../db/client.ts';
import { audit } from '../modules/ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { REFUND_AUDIT_CHECKS } from '../modules/payments/refunds.service.ts';
import { startServer, stopServer, type ServerProcess } from '../test/server-process.ts';
import { createRandom, type Random } from './random.ts';

// A tool run from a shell, like npm run soak: it reads its own settings from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const parentEnv = process.env;

const { values: flags } = parseArgs({
  options: {
    ops: { type: 'string', default: '300' },
    seed: { type: 'string' },
    kills: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '6' },
    'database-url': { type: 'string', default: parentEnv.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seed = flags.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(flags.seed);
const opCount = Number(flags.ops);
const killCount = Number(flags.kills);
const concurrency = Number(flags.concurrency);
for (const [name, value] of [['seed', seed], ['ops', opCount], ['kills', killCount], ['concurrency', concurrency]] as const) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
}
if (concurrency < 1) throw new Error('--concurrency must be at least 1');

/** A killed request's key may be taken over after this (IDEMPOTENCY_STALE_SECONDS, its minimum). */
const STALE_SECONDS = 5;
/** How long a client keeps retrying one request before it gives up (as a person would). */
const GIVE_UP_MS = 90_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; error?: { code: string } };
}

/** The server under test: killed and restarted on its database; clients follow its address. */
class Target {
  server: ServerProcess | undefined;
  restarts = 0;
  private starting: Promise<void> | undefined;
  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    this.starting ??= startServer(this.env).then((server) => {
      this.server = server;
      this.starting = undefined;
    });
    await this.starting;
  }

  /** SIGKILL now (no graceful anything), then start again. */
  async crash(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await stopServer(server, 'SIGKILL');
    this.restarts += 1;
    await this.start();
  }

  base(): string | undefined {
    return this.server?.base;
  }
}

interface Stats {
  retried: number;
  gaveUp: number;
}

/**
 * One request, retried with the same Idempotency-Key until it gets a real answer: a lost
 * connection, a 5xx, or 409 in flight (the first try died with the server) means "try again".
 */
async function call(target: Target, stats: Stats, method: 'GET' | 'POST' | 'PUT', url: string, options: { token?: string; body?: object; key?: string } = {}): Promise<Answer | undefined> {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  for (let attempt = 0; Date.now() < giveUpAt; attempt += 1) {
    if (attempt > 0) {
      stats.retried += 1;
      await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
    }
    const base = target.base();
    if (!base) continue;
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.json().catch(() => ({}))) as Answer['body'];
      if (response.status >= 500 || (response.status === 409 && body.error?.code === 'idempotency_in_flight')) continue;
      return { status: response.status, body };
    } catch {
      // The server died under this request (or is restarting): retry with the same key.
    }
  }
  stats.gaveUp += 1;
  return undefined;
}

interface Person {
  phone: string;
  token: string;
  userId: string;
}

async function signIn(target: Target, stats: Stats, phone: string): Promise<Person> {
  const sent = await call(target, stats, 'POST', '/api/v1/auth/phone/login', { body: { phone } });
  if (sent?.status !== 200) throw new Error(`sign-in of ${phone}: ${sent?.status}`);
  const outbox = await call(target, stats, 'GET', `/api/v1/dev/messages?to=%2B232${phone}`);
  const code = ((outbox?.body.data ?? []) as unknown as DevMessage[])[0]?.code ?? '';
  const verified = await call(target, stats, 'POST', '/api/v1/auth/phone/verify-otp', { body: { phone, code } });
  const data = verified?.body.data as { token?: string; user?: { id?: string } } | undefined;
  if (!data?.token || !data.user?.id) throw new Error(`sign-in of ${phone}: verify ${verified?.status}`);
  return { phone, token: data.token, userId: data.user.id };
}

/** What the clients were told: the facts the database must still hold at the end. */
interface Acknowledged {
  /** The operation's tag, written into the payment's description. */
  tag: string;
  paymentId: string;
  amount: number;
  /** The server accepted the payer's authorisation: the payment must end completed or failed. */
  authorised: boolean;
}

interface World {
  target: Target;
  stats: Stats;
  merchants: Person[];
  payers: Person[];
  acknowledged: Acknowledged[];
  counts: Record<string, number>;
}

const NORMAL = 'normal';
/** The sandbox's documented numbers (README): decline, and a lost callback (settles by polling). */
const WALLETS = [NORMAL, NORMAL, NORMAL, '76000001', '76000003'] as const;

async function paymentCode(world: World, phone: string, reference: string): Promise<string | undefined> {
  for (let tries = 0; tries < 40; tries += 1) {
    const outbox = await call(world.target, world.stats, 'GET', `/api/v1/dev/messages?to=%2B232${phone}`);
    const message = ((outbox?.body.data ?? []) as unknown as DevMessage[]).find((entry) => entry.body.includes(`(ref ${reference})`));
    if (message?.code) return message.code;
    await sleep(250);
  }
  return undefined;
}

/** One seeded client operation; returns its name for the tally. */
async function operate(world: World, random: Random, index: number): Promise<string> {
  const payer = random.pick(world.payers);
  const merchant = random.pick(world.merchants);
  const tag = `crash-sim ${seed}/${index}`;
  const amount = random.int(1_000, 2_000_000);
  const kind = random.pick(['orange', 'orange', 'bank', 'cancel', 'duplicate'] as const);
  const wallet = random.pick(WALLETS);
  const walletPhone = wallet === NORMAL ? payer.phone : wallet;
  const key = () => `${tag.replace(/[^A-Za-z0-9]/g, '-')}-${random.uuid()}`;
  const createBody =
    kind === 'bank'
      ? { merchantId: merchant.userId, amount, method: 'bank_transfer', bankCode: 'SBL', description: tag }
      : { merchantId: merchant.userId, amount, method: 'orange_money', walletNumber: walletPhone, description: tag };
  const createKey = key();
  const create = () => call(world.target, world.stats, 'POST', '/api/v1/payments', { token: payer.token, body: createBody, key: createKey });
  const answers = kind === 'duplicate' ? await Promise.all([create(), create()]) : [await create()];
  const created = answers.find((answer) => answer?.status === 201)?.body.data as { id: string; reference: string; status: string } | undefined;
  if (!created) return `${kind}: no answer`;
  if (answers.some((answer) => answer?.status === 201 && (answer.body.data as { id: string }).id !== created.id)) {
    throw new Error(`${tag}: one Idempotency-Key answered with two payments`);
  }
  const entry: Acknowledged = { tag, paymentId: created.id, amount, authorised: false };
  world.acknowledged.push(entry);

  if (kind === 'cancel') {
    const cancelled = await call(world.target, world.stats, 'POST', `/api/v1/payments/${created.id}/cancel`, { token: payer.token, key: key() });
    return cancelled?.status === 200 ? 'cancel' : `cancel: ${cancelled?.status ?? 'no answer'}`;
  }
  if (kind === 'bank') {
    const confirmed = await call(world.target, world.stats, 'POST', `/api/v1/payments/${created.id}/confirm`, { token: payer.token, key: key() });
    if (confirmed?.status === 200) entry.authorised = true;
    return confirmed?.status === 200 ? 'bank' : `bank: ${confirmed?.status ?? 'no answer'}`;
  }
  if (created.status === 'failed') return `${kind}: declined at once`;
  const code = await paymentCode(world, walletPhone, created.reference);
  if (!code) return `${kind}: no code (left to expire)`;
  const submitted = await call(world.target, world.stats, 'POST', `/api/v1/payments/${created.id}/code`, { token: payer.token, body: { code }, key: key() });
  const status = (submitted?.body.data as { status?: string } | undefined)?.status;
  if (submitted?.status === 200 && (status === 'processing' || status === 'completed' || status === 'failed')) entry.authorised = true;
  return submitted?.status === 200 ? kind : `${kind}: code ${submitted?.status ?? 'no answer'}`;
}

async function runOperations(world: World, random: Random): Promise<void> {
  // Kill points: after these many finished operations (seeded), while others are in flight.
  const killAt = new Set(Array.from({ length: killCount }, (_, k) => Math.floor(((k + 1) * opCount) / (killCount + 1)) + random.int(0, 3)));
  let next = 0;
  let finished = 0;
  let crashing: Promise<void> = Promise.resolve();
  const worker = async (): Promise<void> => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= opCount) return;
      // Each operation draws from its own source, so the run replays whatever the interleaving.
      const name = await operate(world, createRandom(seed * 7919 + index), index);
      world.counts[name] = (world.counts[name] ?? 0) + 1;
      finished += 1;
      if (killAt.has(finished)) {
        killAt.delete(finished);
        const delay = random.int(0, 400);
        crashing = crashing.then(async () => {
          await sleep(delay);
          process.stdout.write(`  SIGKILL after ${finished} operations (+${delay} ms)\n`);
          await world.target.crash();
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await crashing;
}

async function settledCheck(url: string, acknowledged: Acknowledged[]): Promise<string[]> {
  const database = await openDatabase({ url, dataDir: '' });
  const failures: string[] = [];
  try {
    const { breaches, checks } = await audit(database.db, [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS]);
    process.stdout.write(`  auditor: ${checks.length} checks, ${breaches.length} breaches\n`);
    failures.push(...breaches.map((breach) => `auditor: ${breach}`));
    const rows = await database.withSession((session) =>
      session.query<{ id: string; amount: string; status: string; description: string }>("SELECT id, amount::text, status, description FROM payments WHERE description LIKE 'crash-sim %'"),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const perTag = new Map<string, number>();
    for (const row of rows) perTag.set(row.description, (perTag.get(row.description) ?? 0) + 1);
    for (const [tag, count] of perTag) if (count > 1) failures.push(`applied twice: ${tag} made ${count} payments`);
    for (const entry of acknowledged) {
      const row = byId.get(entry.paymentId);
      if (!row) failures.push(`missing: ${entry.tag} was answered with payment ${entry.paymentId}, which is gone`);
      else if (Number(row.amount) !== entry.amount) failures.push(`changed: ${entry.tag} amount ${row.amount}, answered ${entry.amount}`);
      else if (entry.authorised && !['completed', 'failed'].includes(row.status)) failures.push(`unsettled: ${entry.tag} was accepted for processing and is ${row.status}`);
    }
    process.stdout.write(`  payments: ${rows.length}, acknowledged ${acknowledged.length}, of which authorised ${acknowledged.filter((entry) => entry.authorised).length}\n`);
  } finally {
    await database.close();
  }
  return failures;
}

/** Waits until no payment of the run is processing (jobs of killed workers expire, then run again). */
async function waitForSettlement(url: string, timeoutMs: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // The run's own payments: local mode's demo data keeps one processing on purpose (76000004).
      const { rows } = await client.query<{ open: string }>("SELECT count(*)::text AS open FROM payments WHERE status = 'processing' AND description LIKE 'crash-sim %'");
      const open = Number(rows[0]?.open ?? 0);
      if (open === 0 || Date.now() > deadline) return open;
      await sleep(1000);
    }
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  process.stdout.write(`sim:crash: seed ${seed}, ${opCount} operations, ${concurrency} at a time, ${killCount} SIGKILLs, on PostgreSQL\n`);
  const started = performance.now();
  const admin = new pg.Client({ connectionString: flags['database-url'] });
  await admin.connect();
  const name = `salone_crash_${seed}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(flags['database-url']);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-crash-'));
  const target = new Target({
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'crash-sim-secret-crash-sim-secret-0123456789',
    RATE_LIMIT_USER: '1000000000',
    RATE_LIMIT_IP: '1000000000',
    // Processing takes a fraction of SPEC's seconds, so kills land mid-processing too.
    SANDBOX_DELAY_SCALE: '0.05',
    IDEMPOTENCY_STALE_SECONDS: String(STALE_SECONDS),
  });
  const world: World = { target, stats: { retried: 0, gaveUp: 0 }, merchants: [], payers: [], acknowledged: [], counts: {} };
  let failures: string[] = [];
  try {
    await target.start();
    for (let i = 0; i < 3; i += 1) {
      const merchant = await signIn(target, world.stats, `3055${String(i).padStart(4, '0')}`);
      const profile = await call(target, world.stats, 'PUT', '/api/v1/merchant-profile', { token: merchant.token, body: { businessName: `Crash Test Shop ${i + 1}`, category: 'Retail' } });
      if (profile?.status !== 200) throw new Error(`merchant profile: ${profile?.status}`);
      world.merchants.push(merchant);
    }
    for (let i = 0; i < 6; i += 1) world.payers.push(await signIn(target, world.stats, `7755${String(i).padStart(4, '0')}`));

    await runOperations(world, createRandom(seed));
    process.stdout.write('  operations done; waiting for processing payments to settle\n');
    const open = await waitForSettlement(url.toString(), 240_000);
    if (open > 0) failures.push(`${open} payments still processing four minutes after the run`);
    if (target.server) await stopServer(target.server, 'SIGTERM');
    failures = [...failures, ...(await settledCheck(url.toString(), world.acknowledged))];
  } catch (error) {
    failures.push(`run stopped: ${error instanceof Error ? error.message : String(error)}`);
    if (target.server) await stopServer(target.server, 'SIGKILL');
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const [operation, count] of Object.entries(world.counts).sort()) process.stdout.write(`  ${String(count).padStart(6)}  ${operation}\n`);
  process.stdout.write(`  restarts ${target.restarts}, retried requests ${world.stats.retried}, requests given up ${world.stats.gaveUp}\n`);
  rmSync(dataDir, { recursive: true, force: true });
  if (failures.length > 0) {
    for (const failure of failures.slice(0, 50)) process.stdout.write(`  FAILED ${failure}\n`);
    process.stdout.write(`sim:crash failed (${seconds} s); database ${name} kept. Replay: npm run sim:crash -- --ops ${opCount} --seed ${seed} --kills ${killCount} --concurrency ${concurrency}\n`);
    process.exitCode = 1;
  } else {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    process.stdout.write(`sim:crash passed: ${opCount} operations, ${target.restarts} SIGKILLs, in ${seconds} s; nothing acknowledged is missing, nothing applied twice (seed ${seed}).\n`);
  }
  await admin.end();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
