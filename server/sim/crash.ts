/**
 * `npm run sim:crash -- --ops N --seed S --kills K [--concurrency C] [--servers N] [--database-url URL]`:
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
 *
 * `--servers N` (issue 40): N API processes on the one database, each with its own DATA_DIR and no
 * APP_SECRET (they share the database's), behind a round-robin here (each request to the next
 * live one), plus `npm run worker`; each kill picks one of them at random. Besides the three
 * checks above: a session made on one process works on every other, and every completed payment
 * reaches its merchant's live stream, held on whichever process the round-robin gave it (resumed
 * with Last-Event-ID after a kill), including payments confirmed through another process.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { DevMessage } from '../../domain/api-contract.ts';
import { openDatabase } from '../db/client.ts';
import { audit } from '../modules/ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { REFUND_AUDIT_CHECKS } from '../modules/payments/refunds.service.ts';
import { ACTIVITY_AUDIT_CHECKS } from '../modules/transactions/activity-audit.ts';
import { startServer, startWorker, stopServer, type ServerProcess } from '../test/server-process.ts';
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
    servers: { type: 'string', default: '1' },
    'database-url': { type: 'string', default: parentEnv.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const seed = flags.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(flags.seed);
const opCount = Number(flags.ops);
const killCount = Number(flags.kills);
const concurrency = Number(flags.concurrency);
const serverCount = Number(flags.servers);
for (const [name, value] of [['seed', seed], ['ops', opCount], ['kills', killCount], ['concurrency', concurrency], ['servers', serverCount]] as const) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
}
if (concurrency < 1) throw new Error('--concurrency must be at least 1');
if (serverCount < 1) throw new Error('--servers must be at least 1');

/** A killed request's key may be taken over after this (IDEMPOTENCY_STALE_SECONDS, its minimum). */
const STALE_SECONDS = 5;
/** How long a client keeps retrying one request before it gives up (as a person would). */
const GIVE_UP_MS = 90_000;
/** How long one process may take to start: long, since a shared machine may be busy. */
const START_TIMEOUT_MS = 300_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  /** The process that answered. */
  via: string;
  body: { data?: Record<string, unknown>; error?: { code: string } };
}

/** One process under test (an API server, or the worker): killed and restarted on its database. */
class Target {
  server: ServerProcess | undefined;
  restarts = 0;
  private starting: Promise<void> | undefined;
  constructor(
    readonly label: string,
    private readonly env: Record<string, string>,
    private readonly kind: 'server' | 'worker' = 'server',
  ) {}

  async start(): Promise<void> {
    this.starting ??= this.launch().then((server) => {
      this.server = server;
      this.starting = undefined;
    });
    await this.starting;
  }

  /**
   * Starts the process; a start that fails or hangs (a loaded machine) is tried again, up to three
   * times, as a process manager would (the run would stall without it).
   */
  private async launch(): Promise<ServerProcess> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await (this.kind === 'server' ? startServer(this.env, START_TIMEOUT_MS) : startWorker(this.env, START_TIMEOUT_MS));
      } catch (error) {
        if (attempt >= 3) throw error;
        process.stdout.write(`  ${this.label} did not start (${error instanceof Error ? error.message.slice(0, 120) : String(error)}); trying again\n`);
      }
    }
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
    return this.kind === 'server' ? this.server?.base : undefined;
  }
}

/** The processes of the run, and the harness's round-robin over the API servers that are up. */
class Cluster {
  private next = 0;
  constructor(
    readonly servers: Target[],
    readonly worker: Target | undefined,
  ) {}

  all(): Target[] {
    return this.worker ? [...this.servers, this.worker] : this.servers;
  }

  /** The first server starts alone (it migrates and seeds local mode's demo data), the rest together. */
  async start(): Promise<void> {
    const [first, ...rest] = this.all();
    await first?.start();
    await Promise.all(rest.map((target) => target.start()));
  }

  /** The next live API server's address (a killed one is skipped until it is back). */
  base(): string | undefined {
    for (let tried = 0; tried < this.servers.length; tried += 1) {
      const target = this.servers[this.next % this.servers.length];
      this.next += 1;
      const base = target?.base();
      if (base) return base;
    }
    return undefined;
  }

  /** The process the next SIGKILL goes to, picked by `random`. */
  pick(random: Random): Target {
    return random.pick(this.all());
  }

  get restarts(): number {
    return this.all().reduce((sum, target) => sum + target.restarts, 0);
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    await Promise.all(this.all().map((target) => (target.server ? stopServer(target.server, signal) : undefined)));
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
async function call(target: Cluster, stats: Stats, method: 'GET' | 'POST' | 'PUT', url: string, options: { token?: string; body?: object; key?: string } = {}): Promise<Answer | undefined> {
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
      return { status: response.status, body, via: base };
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

async function signIn(target: Cluster, stats: Stats, phone: string): Promise<Person> {
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
  target: Cluster;
  stats: Stats;
  merchants: Person[];
  payers: Person[];
  acknowledged: Acknowledged[];
  counts: Record<string, number>;
  /** Which process answered the payer's authorisation (code or confirm), by payment id. */
  authorisedVia: Map<string, string>;
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
    if (confirmed?.status === 200) {
      entry.authorised = true;
      world.authorisedVia.set(created.id, confirmed.via);
    }
    return confirmed?.status === 200 ? 'bank' : `bank: ${confirmed?.status ?? 'no answer'}`;
  }
  if (created.status === 'failed') return `${kind}: declined at once`;
  const code = await paymentCode(world, walletPhone, created.reference);
  if (!code) return `${kind}: no code (left to expire)`;
  const submitted = await call(world.target, world.stats, 'POST', `/api/v1/payments/${created.id}/code`, { token: payer.token, body: { code }, key: key() });
  const status = (submitted?.body.data as { status?: string } | undefined)?.status;
  if (submitted?.status === 200 && (status === 'processing' || status === 'completed' || status === 'failed')) {
    entry.authorised = true;
    world.authorisedVia.set(created.id, submitted.via);
  }
  return submitted?.status === 200 ? kind : `${kind}: code ${submitted?.status ?? 'no answer'}`;
}

async function runOperations(world: World, random: Random): Promise<void> {
  // Kill points: after these many finished operations (seeded), while others are in flight.
  const killAt = new Set(Array.from({ length: killCount }, (_, k) => Math.floor(((k + 1) * opCount) / (killCount + 1)) + random.int(0, 3)));
  let next = 0;
  let finished = 0;
  let crashing: Promise<void> = Promise.resolve();
  let crashFailure: unknown;
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
        const at = finished;
        const victim = world.target.pick(random);
        crashing = crashing
          .then(async () => {
            await sleep(delay);
            process.stdout.write(`  SIGKILL to ${victim.label} after ${at} operations (+${delay} ms)\n`);
            await victim.crash();
          })
          .catch((error: unknown) => {
            crashFailure ??= error;
          });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await crashing;
  if (crashFailure !== undefined) throw crashFailure instanceof Error ? crashFailure : new Error(String(crashFailure));
}

/**
 * A merchant's live stream as the dashboard holds it: opened on whichever process the round-robin
 * gives, reopened (with Last-Event-ID) on the next one when its process is killed or drains.
 * Records which process delivered each payment.completed.
 */
class StreamWatcher {
  /** Payment id → the process whose stream delivered its payment.completed. */
  readonly received = new Map<string, string>();
  reconnects = 0;
  private lastEventId: string | undefined;
  private stopped = false;
  private controller: AbortController | undefined;
  private running: Promise<void> | undefined;
  private opened: Promise<void>;
  private markOpened: () => void = () => undefined;

  constructor(
    private readonly cluster: Cluster,
    private readonly token: string,
  ) {
    this.opened = new Promise((resolve) => (this.markOpened = resolve));
  }

  /** Starts watching; resolves once the first stream said `ready`. */
  start(): Promise<void> {
    this.running = this.loop();
    return this.opened;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.controller?.abort();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const base = this.cluster.base();
      if (base) await this.follow(base).catch(() => undefined);
      if (!this.stopped) {
        this.reconnects += 1;
        await sleep(300);
      }
    }
  }

  private async follow(base: string): Promise<void> {
    this.controller = new AbortController();
    const response = await fetch(`${base}/api/v1/events/stream`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${this.token}`, ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}) },
      signal: this.controller.signal,
    });
    if (response.status !== 200 || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        this.onMessage(buffer.slice(0, end), base);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  private onMessage(block: string, base: string): void {
    const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
    const id = field('id');
    const event = field('event');
    if (id !== undefined) this.lastEventId = id;
    if (event === 'ready') this.markOpened();
    if (event === 'payment.completed') {
      const paymentId = (JSON.parse(field('data') ?? '{}') as { data?: { id?: string } }).data?.id;
      if (paymentId) this.received.set(paymentId, base);
    }
  }
}

/** A session made on one process is accepted by every other (they share the database and secret). */
async function sessionsOnEveryProcess(world: World): Promise<string[]> {
  const failures: string[] = [];
  for (const person of [...world.merchants, ...world.payers]) {
    for (const target of world.target.servers) {
      const base = target.base();
      if (!base) continue;
      const response = await fetch(`${base}/api/v1/auth/profile`, { headers: { authorization: `Bearer ${person.token}` } }).catch(() => undefined);
      if (response?.status !== 200) failures.push(`session of ${person.phone} refused by ${target.label}: ${response?.status ?? 'no answer'}`);
    }
  }
  return failures;
}

/** Every completed payment reached its merchant's stream; counts those confirmed through another process. */
async function streamCheck(url: string, world: World, watchers: Map<string, StreamWatcher>): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const failures: string[] = [];
  try {
    const { rows } = await client.query<{ id: string; merchant_id: string; description: string }>(
      "SELECT id, merchant_id, description FROM payments WHERE status = 'completed' AND description LIKE 'crash-sim %'",
    );
    let across = 0;
    for (const row of rows) {
      const deliveredBy = watchers.get(row.merchant_id)?.received.get(row.id);
      if (!deliveredBy) failures.push(`stream missed: ${row.description} (payment ${row.id}) completed, but its merchant's live stream never received it`);
      else if (world.authorisedVia.has(row.id) && world.authorisedVia.get(row.id) !== deliveredBy) across += 1;
    }
    const reconnects = [...watchers.values()].reduce((sum, watcher) => sum + watcher.reconnects, 0);
    process.stdout.write(`  live streams: ${rows.length} completed payments received, ${across} of them confirmed through another process than the stream's; ${reconnects} reconnections\n`);
    if (world.target.servers.length > 1 && rows.length > 0 && across === 0) failures.push('no completed payment was confirmed through one process and received on a stream held by another');
  } finally {
    await client.end();
  }
  return failures;
}

async function settledCheck(url: string, acknowledged: Acknowledged[]): Promise<string[]> {
  const database = await openDatabase({ url, dataDir: '' });
  const failures: string[] = [];
  try {
    const { breaches, checks } = await audit(database.db, [...PAYMENT_AUDIT_CHECKS, ...REFUND_AUDIT_CHECKS, ...ACTIVITY_AUDIT_CHECKS]);
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
  const layout = serverCount > 1 ? `${serverCount} API processes and a worker` : 'one server';
  process.stdout.write(`sim:crash: seed ${seed}, ${opCount} operations, ${concurrency} at a time, ${killCount} SIGKILLs, ${layout}, on PostgreSQL\n`);
  const started = performance.now();
  const admin = new pg.Client({ connectionString: flags['database-url'] });
  await admin.connect();
  const name = `salone_crash_${seed}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(flags['database-url']);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-crash-'));
  const envFor = (name: string): Record<string, string> => {
    mkdirSync(path.join(dataDir, name), { mode: 0o700 });
    return envOf(name);
  };
  const envOf = (name: string): Record<string, string> => ({
    DATABASE_URL: url.toString(),
    // Each process has a folder of its own, as on separate machines.
    DATA_DIR: path.join(dataDir, name),
    WEB_ROOT: path.join(dataDir, 'no-web-build'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    // One process keeps the fixed secret of before; several share the database's (issue 40).
    ...(serverCount === 1 ? { APP_SECRET: 'crash-sim-secret-crash-sim-secret-0123456789' } : {}),
    RATE_LIMIT_USER: '1000000000',
    RATE_LIMIT_IP: '1000000000',
    // Processing takes a fraction of SPEC's seconds, so kills land mid-processing too.
    SANDBOX_DELAY_SCALE: '0.05',
    IDEMPOTENCY_STALE_SECONDS: String(STALE_SECONDS),
  });
  const target = new Cluster(
    Array.from({ length: serverCount }, (_, i) => new Target(serverCount === 1 ? 'the server' : `server ${i + 1}`, envFor(`server-${i + 1}`))),
    serverCount > 1 ? new Target('the worker', envFor('worker'), 'worker') : undefined,
  );
  const world: World = { target, stats: { retried: 0, gaveUp: 0 }, merchants: [], payers: [], acknowledged: [], counts: {}, authorisedVia: new Map() };
  const watchers = new Map<string, StreamWatcher>();
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
    if (serverCount > 1) {
      failures.push(...(await sessionsOnEveryProcess(world)));
      for (const merchant of world.merchants) watchers.set(merchant.userId, new StreamWatcher(target, merchant.token));
      await Promise.all([...watchers.values()].map((watcher) => watcher.start()));
    }

    await runOperations(world, createRandom(seed));
    process.stdout.write('  operations done; waiting for processing payments to settle\n');
    const open = await waitForSettlement(url.toString(), 240_000);
    if (open > 0) failures.push(`${open} payments still processing four minutes after the run`);
    if (serverCount > 1) {
      // The last settlements' events are on their way to the streams.
      await sleep(3000);
      for (const watcher of watchers.values()) await watcher.stop();
      failures.push(...(await streamCheck(url.toString(), world, watchers)));
    }
    await target.stop('SIGTERM');
    failures = [...failures, ...(await settledCheck(url.toString(), world.acknowledged))];
  } catch (error) {
    failures.push(`run stopped: ${error instanceof Error ? error.message : String(error)}`);
    for (const watcher of watchers.values()) await watcher.stop();
    await target.stop('SIGKILL');
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const [operation, count] of Object.entries(world.counts).sort()) process.stdout.write(`  ${String(count).padStart(6)}  ${operation}\n`);
  process.stdout.write(`  restarts ${target.restarts}, retried requests ${world.stats.retried}, requests given up ${world.stats.gaveUp}\n`);
  rmSync(dataDir, { recursive: true, force: true });
  if (failures.length > 0) {
    for (const failure of failures.slice(0, 50)) process.stdout.write(`  FAILED ${failure}\n`);
    process.stdout.write(`sim:crash failed (${seconds} s); database ${name} kept. Replay: npm run sim:crash -- --ops ${opCount} --seed ${seed} --kills ${killCount} --concurrency ${concurrency} --servers ${serverCount}\n`);
    process.exitCode = 1;
  } else {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    process.stdout.write(`sim:crash passed: ${opCount} operations, ${layout}, ${target.restarts} SIGKILLs, in ${seconds} s; nothing acknowledged is missing, nothing applied twice${serverCount > 1 ? ', sessions and live streams work across processes' : ''} (seed ${seed}).\n`);
  }
  await admin.end();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
