/**
 * `npm run bench:api`: requests/s and p99 latency of GET /api/v1/health and the signed-in
 * GET /api/v1/transactions?limit=20, against a real server process on PGlite and on PostgreSQL,
 * printed as one table. Traffic goes only to 127.0.0.1; every run is bounded in time.
 *
 * Also the server's resident memory (issue 22): at idle after start-up, and after 10,000 mixed
 * signed-in requests (reads of every dashboard list, a write, health), printed as a second table.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a database
 * is created for the run and dropped after. Skipped with a note when no server answers.
 *
 * `--seeded` (issue 41): instead, on the data set of `npm run bench:seed` (seeded first when
 * absent, and said so), signed in as its busy merchant, every dashboard read (activity pages,
 * filters, search and totals, pending, frequent, balance, wallet and its movements, statement,
 * takings, top links, payouts) for BENCH_SECONDS (default 5) each, each printed as a ratio to
 * health's req/s of the same run, and the CSV export of about 10,000 rows timed on its own.
 * Each read also shows where its time went: CPU µs per request of the server process, of
 * PostgreSQL (its processes on this machine, read from /proc) and of this load generator.
 * BENCH_ONLY=pglite or postgres runs one half.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { ownCpuMs, postgresCpuMs, processCpuMs } from './cpu.ts';
import { withScratchPostgres } from './scratch-database.ts';
import { defaultTarget, ensureSeeded, type SeedTarget } from './seed.ts';
import { BUSY_MERCHANT_PHONE } from './seed-data.ts';
import { startServer as startServerProcess, stopServer } from '../test/server-process.ts';

const DURATION_SECONDS = 10;
const CONNECTIONS = 20;
// The bench is a tool run from a shell, not the server: it passes its own environment on to
// the server processes it starts (PATH and friends), which is why it reads process.env.
// eslint-disable-next-line no-restricted-properties -- see above
const parentEnv = process.env;
const adminUrl = parentEnv.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function signInDemoMerchant(base: string, phone = '76123456'): Promise<string> {
  const send = await fetch(`${base}/api/v1/auth/phone/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone }) });
  if (!send.ok) throw new Error(`send code: ${send.status}`);
  const outbox = (await (await fetch(`${base}/api/v1/dev/messages?to=%2B232${phone}`)).json()) as { data: { code?: string }[] };
  const code = outbox.data[0]?.code;
  if (!code) throw new Error('no code in the development outbox');
  const verify = await fetch(`${base}/api/v1/auth/phone/verify-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, code }) });
  if (!verify.ok) throw new Error(`verify code: ${verify.status}`);
  return ((await verify.json()) as { data: { token: string } }).data.token;
}

/** Resident set size of a process in MB (Linux /proc). */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

/** CPU used so far by the server process, by every PostgreSQL process on this machine, and by this load generator (ms). */
function cpuNow(serverPid: number | undefined): { server: number; database: number; load: number } {
  return { server: serverPid === undefined ? Number.NaN : processCpuMs(String(serverPid)), database: postgresCpuMs(), load: ownCpuMs() };
}

const MIXED_REQUESTS = 10_000;

/** What a signed-in dashboard does, plus a write that reaches the database (cancel of an unknown payment: 404). */
function mixedRequests(token: string): { method: 'GET' | 'POST'; path: string; headers: Record<string, string> }[] {
  const headers = { authorization: `Bearer ${token}` };
  return [
    { method: 'GET', path: '/api/v1/transactions?limit=20', headers },
    { method: 'GET', path: '/api/v1/accounts', headers },
    { method: 'GET', path: '/api/v1/payments/pending', headers },
    { method: 'GET', path: '/api/v1/payments/frequent', headers },
    { method: 'GET', path: '/api/v1/notifications/unread-count', headers },
    { method: 'POST', path: `/api/v1/payments/${randomUUID()}/cancel`, headers },
    { method: 'GET', path: '/api/v1/health', headers: {} },
  ];
}

interface MemoryRow {
  database: string;
  idleMb: number;
  afterMixedMb: number;
  mixedRequestsPerSecond: number;
  serverErrors: number;
}

interface Row {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function benchServer(label: string, extraEnv: Record<string, string>, memory: MemoryRow[]): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-bench-'));
  // Node itself with tsx's loader, on a port the system picks (server/test/server-process.ts).
  const server = await startServerProcess({
    ...(parentEnv as Record<string, string>),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // One user and one address send thousands of requests a second here: the limits still
    // count every request (their cost is measured) but must not refuse them.
    RATE_LIMIT_USER: '1000000000',
    RATE_LIMIT_IP: '1000000000',
    ...extraEnv,
  });
  const { base, child } = server;
  try {
    const token = await signInDemoMerchant(base);
    // Idle: start-up done, one sign-in, a few seconds to settle.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idleMb = residentMb(child.pid);
    const mixed = await autocannon({ url: base, connections: 10, amount: MIXED_REQUESTS, requests: mixedRequests(token) });
    const statusCounts = mixed.statusCodeStats;
    memory.push({
      database: label,
      idleMb,
      afterMixedMb: residentMb(child.pid),
      mixedRequestsPerSecond: Math.round(mixed.requests.average),
      serverErrors: mixed.errors + mixed.timeouts + Object.entries(statusCounts).filter(([status]) => Number(status) >= 500).reduce((sum, [, stat]) => sum + stat.count, 0),
    });
    const rows: Row[] = [];
    for (const [endpoint, headers] of [
      ['/api/v1/health', {}],
      ['/api/v1/transactions?limit=20', { authorization: `Bearer ${token}` }],
    ] as const) {
      // A short warm-up so JIT and connection pools are settled before measuring.
      await autocannon({ url: `${base}${endpoint}`, connections: 5, duration: 2, headers });
      const result = await autocannon({ url: `${base}${endpoint}`, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
      rows.push({
        database: label,
        endpoint,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    return rows;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SEEDED_SECONDS = Number(parentEnv.BENCH_SECONDS ?? 5);

interface SeededRow {
  database: string;
  read: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ratio: number;
  errors: number;
  /** CPU per request (µs) of the server process, of PostgreSQL (about 0 on PGlite: inside the server) and of the load generator. */
  cpu?: { server: number; database: number; load: number };
}

/** A server process on an existing database (the seeded one), stopped by the returned function. */
async function startServer(extraEnv: Record<string, string>): Promise<{ base: string; pid: number | undefined; stop: () => Promise<void> }> {
  const server = await startServerProcess({
    ...(parentEnv as Record<string, string>),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    RATE_LIMIT_USER: '1000000000',
    RATE_LIMIT_IP: '1000000000',
    ...extraEnv,
  });
  return { base: server.base, pid: server.child.pid, stop: () => stopServer(server) };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every dashboard read of the busy merchant, measured against health in the same run. */
async function benchSeeded(label: string, target: SeedTarget): Promise<SeededRow[]> {
  const { summary, seededNow } = await ensureSeeded(target, {}, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`${label}: ${seededNow ? 'seeded just now' : 'using the seeded set found'} (${summary.payments} payments, busy merchant ${summary.busyPhone}: ${summary.busyPaymentsPerMode} per mode).\n`);
  const server = await startServer(target.kind === 'postgres' ? { DATABASE_URL: target.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salone-bench-')) } : { DATA_DIR: target.dataDir });
  try {
    const token = await signInDemoMerchant(server.base, BUSY_MERCHANT_PHONE);
    const headers = { authorization: `Bearer ${token}` };
    const get = async (url: string) => {
      const response = await fetch(`${server.base}${url}`, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response;
    };
    // A keyset page deep in the list: the cursor after 10 pages of 20.
    let cursor = '';
    for (let page = 0; page < 10; page += 1) {
      const body = (await (await get(`/api/v1/transactions?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json()) as { nextCursor?: string | null; data?: unknown };
      const next = (body as { nextCursor?: string | null }).nextCursor ?? (body.data as { nextCursor?: string | null } | undefined)?.nextCursor;
      if (!next) break;
      cursor = next;
    }
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
    const month = monthStart.toISOString().slice(0, 7);
    const reads: [string, string][] = [
      ['health', '/api/v1/health'],
      ['activity, first page', '/api/v1/transactions?limit=20'],
      ['activity, page 11 (keyset)', `/api/v1/transactions?limit=20&cursor=${encodeURIComponent(cursor)}`],
      ['activity, filtered (received, completed, Orange Money)', '/api/v1/transactions?limit=20&type=received&status=completed&method=orange_money'],
      ['activity, a month', `/api/v1/transactions?limit=20&from=${day(monthStart)}&to=${day(monthEnd)}`],
      ['activity totals, a month', `/api/v1/transactions/totals?from=${day(monthStart)}&to=${day(monthEnd)}`],
      ['one activity entry', ''],
      ['pending (as payer)', '/api/v1/payments/pending'],
      ['frequent (as payer)', '/api/v1/payments/frequent'],
      ['balance', '/api/v1/balance'],
      ['wallet', '/api/v1/wallet'],
      ['wallet movements', '/api/v1/wallet/movements?limit=20'],
      ['statement, a month', `/api/v1/reports/statement?month=${month}`],
      ['takings, 30 days', '/api/v1/reports/takings?days=30'],
      ['top links', '/api/v1/reports/top-links'],
      ['payout history', '/api/v1/reports/payouts'],
      // Last: these read a merchant's whole history (no index can narrow a free-text search or
      // all time), and 20 connections of them keep the database busy for a while after.
      ['activity, search (whole history)', '/api/v1/transactions?limit=20&q=Customer%20123'],
      ['activity totals, all time', '/api/v1/transactions/totals'],
    ];
    const first = (await (await get('/api/v1/transactions?limit=1')).json()) as { data: { items?: { id: string }[] } | { id: string }[] };
    const firstItems = Array.isArray(first.data) ? first.data : (first.data.items ?? []);
    const entry = reads.find(([name]) => name === 'one activity entry');
    if (entry) entry[1] = `/api/v1/transactions/${firstItems[0]?.id ?? '00000000-0000-0000-0000-000000000000'}`;
    const rows: SeededRow[] = [];
    // The CSV export of about 10,000 rows: the newest days of the busy merchant's activity until 10,000.
    const exportDays = Math.max(1, Math.round((10_000 / (summary.busyPaymentsPerMode * 1.03)) * 730));
    const exportFrom = new Date(now.getTime() - (exportDays - 1) * 86_400_000);
    const times: number[] = [];
    let lines = 0;
    for (let run = 0; run < 3; run += 1) {
      const begin = performance.now();
      const text = await (await get(`/api/v1/transactions/export.csv?from=${day(exportFrom)}&to=${day(now)}`)).text();
      times.push(performance.now() - begin);
      lines = text.trimEnd().split('\n').length - 1;
    }
    // The month's totals, one request at a time (the target is each under 1 s).
    const totalsTimes: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const begin = performance.now();
      await (await get(`/api/v1/transactions/totals?from=${day(monthStart)}&to=${day(monthEnd)}`)).text();
      totalsTimes.push(performance.now() - begin);
    }
    const totalsRow: SeededRow = { database: label, read: 'activity totals of a month, one at a time, fastest and slowest of 3 (ms)', requestsPerSecond: 0, p50: Math.round(Math.min(...totalsTimes)), p99: Math.round(Math.max(...totalsTimes)), ratio: 0, errors: 0 };
    const exportRow: SeededRow = { database: label, read: `CSV export, ${lines} rows (${exportDays} days), fastest and slowest of 3 (ms)`, requestsPerSecond: 0, p50: Math.round(Math.min(...times)), p99: Math.round(Math.max(...times)), ratio: 0, errors: 0 };
    let health = 0;
    for (const [read, url] of reads) {
      await autocannon({ url: `${server.base}${url}`, connections: 5, duration: 1, headers });
      const before = cpuNow(server.pid);
      const result = await autocannon({ url: `${server.base}${url}`, connections: CONNECTIONS, duration: SEEDED_SECONDS, headers });
      const after = cpuNow(server.pid);
      const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, result.requests.total));
      const cpu = { server: perRequest(after.server - before.server), database: perRequest(after.database - before.database), load: perRequest(after.load - before.load) };
      const perSecond = Math.round(result.requests.average);
      if (read === 'health') health = perSecond;
      rows.push({ database: label, read, requestsPerSecond: perSecond, p50: result.latency.p50, p99: result.latency.p99, ratio: Number((perSecond / health).toFixed(3)), errors: result.errors + result.timeouts + result.non2xx, cpu });
    }
    rows.push(totalsRow, exportRow);
    return rows;
  } finally {
    await server.stop();
  }
}

async function mainSeeded(): Promise<void> {
  process.stdout.write(`Seeded benchmark: ${CONNECTIONS} connections, ${SEEDED_SECONDS} s per read, server and load generator on this machine; load: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
  const rows: SeededRow[] = [];
  const only = parentEnv.BENCH_ONLY;
  if (only !== 'postgres') rows.push(...(await benchSeeded('PGlite', defaultTarget(true))));
  if (only !== 'pglite') {
    const admin = new pg.Client({ connectionString: adminUrl });
    const reachable = await admin.connect().then(
      () => true,
      () => false,
    );
    await admin.end().catch(() => {});
    if (reachable) rows.push(...(await benchSeeded('PostgreSQL', defaultTarget(false))));
    else process.stdout.write(`PostgreSQL not reachable at ${adminUrl}: skipping that half.\n`);
  }
  console.table(
    rows.map((row) => ({
      database: row.database,
      read: row.read,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'ratio to health': row.read === 'health' ? '1.000' : row.ratio,
      // Where a request's time goes (issue 41): CPU µs per request, /proc, 1/100 s resolution.
      'server µs': row.cpu?.server ?? '',
      'PostgreSQL µs': row.cpu?.database ?? '',
      'load µs': row.cpu?.load ?? '',
      'errors+non2xx': row.errors,
    })),
  );
  process.stdout.write('CPU per request (µs, from /proc): the server process, every PostgreSQL process on this machine (about 0 on PGlite, which runs inside the server) and this load generator.\n');
  process.stdout.write(`load after: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`);
  if (rows.some((row) => row.errors > 0)) {
    process.stderr.write('Some requests failed during the benchmark.\n');
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  process.stdout.write(`Benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint, server and load generator on this machine.\n`);
  const memory: MemoryRow[] = [];
  const rows = await benchServer('PGlite', {}, memory);
  const postgresRows = await withScratchPostgres(adminUrl, 'salone_bench', (url) => benchServer('PostgreSQL', { DATABASE_URL: url }, memory));
  if (postgresRows) rows.push(...postgresRows);
  const table = rows.map((row) => ({
    database: row.database,
    endpoint: row.endpoint,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'errors+non2xx': row.errors,
  }));
  console.table(table);
  process.stdout.write(`Server resident memory (RSS): idle after start-up, and after ${MIXED_REQUESTS.toLocaleString('en')} mixed signed-in requests.\n`);
  console.table(
    memory.map((row) => ({
      database: row.database,
      'idle MB': row.idleMb,
      [`after ${MIXED_REQUESTS} mixed MB`]: row.afterMixedMb,
      'mixed req/s': row.mixedRequestsPerSecond,
      '5xx+errors': row.serverErrors,
    })),
  );
  if (rows.some((row) => row.errors > 0) || memory.some((row) => row.serverErrors > 0)) {
    process.stderr.write('Some requests failed during the benchmark.\n');
    process.exitCode = 1;
  }
}

(process.argv.includes('--seeded') ? mainSeeded() : main()).catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
