/**
 * `npm run soak`: a bounded load run against the real server (started as `npm start` starts it)
 * on PostgreSQL, from 127.0.0.1. Default: 200 connections for 60 s of mixed dashboard reads,
 * profile saves and sign-ins (soak-scenarios.ts). Reports req/s, p50, p99, errors and the
 * server's resident memory at start and end; exits non-zero on any error or on memory that keeps
 * climbing. Not part of CI at full size (CI runs a tiny one).
 *
 * Flags: --connections N  --duration SECONDS  --users N (signed-in people the reads and saves
 * spread over; default enough that nobody reaches the per-user quota)  --mix read=70,profile=20,signin=10
 * (or refused=100: the issue 36 probe, 16 connections of anonymous 15,000-character URLs that must all be refused;
 * that run also fails if memory grows 100 MB or more, or climbs after minute 2, or the server's
 * log grows by more than 1 KB per refused request: docs/hostile-traffic.md)
 * --database-url postgres://… (a server to create the run's database on; SOAK_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import autocannon, { type Request as SoakStep } from 'autocannon';
import type { DevMessage } from '../../domain/api-contract.ts';
import { startServer, stopServer, type ServerProcess } from '../test/server-process.ts';
import { parseMix, someAddress, type Scenario, type SoakUser, type Vars } from './soak-scenarios.ts';

// A tool run from a shell, like bench:api: it reads its own settings from the environment.
// eslint-disable-next-line no-restricted-properties -- see above
const parentEnv = process.env;

const { values: flags } = parseArgs({
  options: {
    connections: { type: 'string' },
    duration: { type: 'string', default: '60' },
    users: { type: 'string' },
    mix: { type: 'string', default: 'read=70,profile=20,signin=10' },
    'database-url': { type: 'string', default: parentEnv.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const duration = Number(flags.duration);
const mix = parseMix(flags.mix);
/** A run of refused traffic only needs nobody signed in. */
const refusedOnly = mix.every((entry) => entry.scenario.refused === true);
const hasRefused = mix.some((entry) => entry.scenario.refused === true);
// Refused traffic alone: the probe's 16 connections by default (200 otherwise).
const connections = Number(flags.connections ?? (refusedOnly ? 16 : 200));
// Each user must stay under the per-user quota (1800 requests per 15 minutes) at any speed the
// server reaches here: 10 users per second of run keeps a user near 0.1 requests per second per 1000 req/s.
const userCount = Number(flags.users ?? Math.max(2 * connections, 10 * Math.min(duration, 900)));
for (const [name, value] of [['connections', connections], ['duration', duration], ['users', userCount]] as const) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
}

async function signInPool(base: string, count: number): Promise<SoakUser[]> {
  const users: SoakUser[] = [];
  const one = async (index: number): Promise<void> => {
    const phone = `7${String(index).padStart(7, '0')}`;
    const address = someAddress();
    const post = (url: string, body: object) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
    const send = await post('/api/v1/auth/phone/login', { phone });
    if (!send.ok) throw new Error(`pool sign-in: send ${send.status} ${await send.text()}`);
    const outbox = (await (await fetch(`${base}/api/v1/dev/messages?to=%2B232${phone}`)).json()) as { data: DevMessage[] };
    const verify = await post('/api/v1/auth/phone/verify-otp', { phone, code: outbox.data[0]?.code ?? '' });
    if (!verify.ok) throw new Error(`pool sign-in: verify ${verify.status} ${await verify.text()}`);
    users.push({ phone, token: ((await verify.json()) as { data: { token: string } }).data.token });
  };
  for (let start = 0; start < count; start += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - start) }, (_, offset) => one(start + offset)));
  }
  return users;
}

interface Tally {
  requests: number;
  failed: number;
  firstFailure?: string;
}

/** autocannon's request list: each connection runs one weighted scenario per round of steps. */
function soakRequests(users: SoakUser[], tallies: Map<string, Tally>): SoakStep[] {
  const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const choose = (): Scenario => {
    let roll = Math.random() * totalWeight;
    for (const entry of mix) if ((roll -= entry.weight) < 0) return entry.scenario;
    return mix[0]!.scenario;
  };
  const longest = Math.max(...mix.map((entry) => entry.scenario.steps.length));
  type Context = { scenario?: Scenario; step: number; vars: Vars; stop?: boolean };
  return Array.from({ length: longest }, (_, index) => ({
    setupRequest(request, raw) {
      const context = raw as Context;
      if (index === 0) Object.assign(context, { scenario: choose(), step: 0, vars: {}, stop: false });
      const step = context.scenario?.steps[index];
      // A shorter scenario, or one whose earlier step failed, ends its round here.
      if (!step || context.stop) return null;
      const next = step.request(context.vars, users);
      return { ...request, method: next.method, path: next.path, headers: next.headers ?? {}, body: next.body ?? '' };
    },
    onResponse(status, body, raw) {
      const context = raw as Context;
      const scenario = context.scenario;
      if (!scenario) return;
      const tally = tallies.get(scenario.name) ?? { requests: 0, failed: 0 };
      tallies.set(scenario.name, tally);
      tally.requests += 1;
      const step = scenario.steps[index];
      const accepted = step?.accept ? step.accept(status) : status >= 200 && status < 300;
      let problem = accepted ? undefined : `${status} ${body.slice(0, 200)}`;
      if (!problem) {
        try {
          step?.read?.(body, context.vars);
        } catch (error) {
          problem = error instanceof Error ? error.message : String(error);
        }
      }
      if (problem) {
        tally.failed += 1;
        tally.firstFailure ??= `step ${index + 1}: ${problem}`;
        context.stop = true;
      }
    },
  }));
}

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: flags['database-url'] });
  await admin.connect();
  // The pid too: CI runs two soaks side by side (.ci/run), which may start in the same millisecond.
  const name = `salone_soak_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(flags['database-url']);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Memory that keeps climbing: after warm-up each third of the run is higher than the one before,
 * and once the load has stopped the process still holds much more than when it began. (A heap
 * that grows until V8's next full collection passes the first test alone, so both must hold.)
 */
export function keepsClimbing(samples: number[], atStart: number, afterLoad: number): boolean {
  const settled = samples.slice(Math.floor(samples.length / 4));
  if (settled.length < 6) return false;
  const third = Math.floor(settled.length / 3);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const [a, b, c] = [settled.slice(0, third), settled.slice(third, 2 * third), settled.slice(2 * third)].map(median) as [number, number, number];
  return a < b && b < c && afterLoad - atStart > Math.max(50, atStart * 0.25);
}

/** Refused traffic: memory is measured from minute 2 (or the run's first quarter if shorter). */
const WARM_UP_SAMPLES = 120;
/** Refused traffic: at most this much more resident memory than before the load (issue 36). */
const REFUSED_MAX_GROWTH_MB = 100;
/** Refused traffic: at most this many bytes of log per refused request. */
const REFUSED_MAX_LOG_BYTES = 1024;

/**
 * Memory that keeps climbing after warm-up (one sample a second): the median of each third of the
 * samples after minute 2 is higher than the one before, by more than 20 MB from first to last.
 */
export function climbsAfterWarmUp(samples: number[], warmUp = WARM_UP_SAMPLES): boolean {
  const settled = samples.slice(Math.min(warmUp, Math.floor(samples.length / 4)));
  if (settled.length < 6) return false;
  const third = Math.floor(settled.length / 3);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const [a, b, c] = [settled.slice(0, third), settled.slice(third, 2 * third), settled.slice(2 * third)].map(median) as [number, number, number];
  return a < b && b < c && c - a > 20;
}

/** After the load: the process is left idle this long before its memory is read. */
const SETTLE_MS = 5000;

async function soak(databaseUrl: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-soak-'));
  const logFile = path.join(dataDir, 'server.log');
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
      NODE_ENV: 'development',
      // Refused traffic: the request log is part of what is measured, so it is written as in production.
      LOG_LEVEL: hasRefused ? 'info' : 'warn',
      TRUSTED_PROXIES: 'loopback',
    }, undefined, { stdoutFile: logFile });
    const pid = server.child.pid ?? 0;
    const rssAfterStart = rssMb(pid);
    const users = refusedOnly ? [] : (process.stdout.write(`Signing in ${userCount} people…\n`), await signInPool(server.base, userCount));
    const rssAtLoadStart = rssMb(pid);
    const logAtLoadStart = statSync(logFile).size;
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
    const tallies = new Map<string, Tally>();
    process.stdout.write(`Load: ${connections} connections, ${duration} s, mix ${flags.mix}…\n`);
    const result = await autocannon({ url: server.base, connections, duration, requests: soakRequests(users, tallies) });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    clearInterval(sampler);
    const rssAtEnd = rssMb(pid);
    // Every answer is judged by its scenario (a refused step expects 414 or 429, the others 2xx).
    const failedAnswers = [...tallies.values()].reduce((sum, tally) => sum + tally.failed, 0);
    const errors = result.errors + result.timeouts + (hasRefused ? failedAnswers : result.non2xx + failedAnswers);
    const climbing = keepsClimbing(samples, rssAtLoadStart, rssAtEnd);
    const refusedRequests = [...mix].filter((entry) => entry.scenario.refused).reduce((sum, entry) => sum + (tallies.get(entry.scenario.name)?.requests ?? 0), 0);
    const logBytes = statSync(logFile).size - logAtLoadStart;
    const growth = Math.max(rssAtLoadStart, ...samples) - rssAtLoadStart;
    const refusedProblems = !hasRefused
      ? []
      : [
          ...(climbsAfterWarmUp(samples) ? ['the server\'s memory kept climbing after minute 2'] : []),
          ...(growth >= REFUSED_MAX_GROWTH_MB ? [`the server's memory grew ${growth} MB (limit ${REFUSED_MAX_GROWTH_MB} MB)`] : []),
          ...(refusedRequests > 0 && logBytes / refusedRequests > REFUSED_MAX_LOG_BYTES
            ? [`the log grew ${Math.round(logBytes / refusedRequests)} bytes per refused request (limit ${REFUSED_MAX_LOG_BYTES})`]
            : []),
        ];
    console.table([
      {
        'req/s': Math.round(result.requests.average),
        requests: result.requests.total,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors,
        'RSS start MB': rssAtLoadStart,
        'RSS end MB (5 s after)': rssAtEnd,
        'RSS peak MB': Math.max(rssAtLoadStart, ...samples),
        ...(hasRefused ? { 'log KB': Math.round(logBytes / 1024), 'log bytes per refused': refusedRequests > 0 ? Math.round(logBytes / refusedRequests) : 0 } : {}),
      },
    ]);
    console.table([...tallies].map(([scenario, tally]) => ({ scenario, requests: tally.requests, failed: tally.failed, 'first failure': tally.firstFailure ?? '' })));
    process.stdout.write(`Server RSS after start-up ${rssAfterStart} MB; samples every second: ${samples.join(' ')}\n`);
    if (errors > 0) process.stderr.write(`FAIL: ${errors} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}).\n`);
    if (climbing) process.stderr.write('FAIL: the server\'s memory kept climbing through the run.\n');
    for (const problem of refusedProblems) process.stderr.write(`FAIL: ${problem}.\n`);
    return errors === 0 && !climbing && refusedProblems.length === 0;
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

withDatabase(soak)
  .then((passed) => {
    process.exitCode = passed ? 0 : 1;
  })
  .catch((error: unknown) => {
    process.stderr.write(`soak failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(1);
  });
