/**
 * The only module that reads process.env (DESIGN §1 rule 6). Every setting is optional; a value
 * that is set but invalid stops start-up with one clear line (ConfigError). What each variable
 * accepts, its default and its meaning are in one schema (config-schema.ts, issue 38); this file
 * turns the settings into `Config` and holds the rules between settings.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import Type from 'typebox';
import type { FeeRules } from '../domain/fees.ts';
import type { AmountLimits } from '../domain/amount-limits.ts';
import { ConfigError, CONFIG_SCHEMA, readSetting, readSettings, type Env, type Settings } from './config-schema.ts';
import { DataDirError, ensureWritableDataDir } from './db/data-dir.ts';

export { ConfigError, type Env } from './config-schema.ts';

export type NodeEnv = 'development' | 'test' | 'production';

export interface SmsProviderConfig {
  kind: 'outbox' | 'http';
  /** For `http`: the provider endpoint that accepts `{ to, from, body }` JSON with a bearer key. */
  url?: string;
  apiKey?: string;
  sender?: string;
}

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in `dataDir`. `memory://` keeps PGlite in memory (tests). */
  databaseUrl: string | undefined;
  /** PostgreSQL: statements a pooled connection keeps prepared (0: none). */
  databasePreparedStatements: number;
  appSecret: string;
  /**
   * Issue 40: DATABASE_URL (PostgreSQL) without APP_SECRET: the secret is the database's, made
   * once and read by every process (db/app-secret.ts), so two servers on one database agree.
   * `appSecret` is then only the candidate (an older DATA_DIR/app-secret, else empty) until
   * main.ts and worker.ts replace it with the database's after migrating.
   */
  appSecretFromDatabase?: boolean;
  supportEmail: string;
  smtpUrl: string | undefined;
  /** From address of every email (EMAIL_FROM). */
  emailFrom: string;
  /**
   * Public origin for links in emails (PUBLIC_URL, e.g. https://pay.example.sl). Absent: the
   * origin of the request that triggered the email (fine locally; set it in production so a
   * forged Host header cannot put another site into an email).
   */
  publicUrl: string | undefined;
  /**
   * PUBLIC_URL is https: every client reaches us over HTTPS whatever the proxy in front says, so
   * the session cookie is `__Host-`, Secure, and HSTS is sent (issue 22).
   */
  publicHttps: boolean;
  /**
   * Addresses or CIDRs of our own reverse proxies, whose X-Forwarded-For is believed. Empty
   * (default): the socket's address is the client, so a forged header cannot dodge per-IP limits.
   */
  trustedProxies: string[];
  sms: SmsProviderConfig;
  sessionIdleHours: number;
  sessionMaxDays: number;
  /** Where the built PWA lives. */
  webRoot: string;
  /** Development outbox of SMS and email and the demo merchant: on unless production. */
  localMode: boolean;
  /**
   * E2E_TEST_CLOCK (issue 20): the e2e server's auth clock can be moved forward (POST /dev/clock,
   * modules/test-clock). Only with local mode; refused with NODE_ENV=production.
   */
  e2eTestClock?: boolean;
  /**
   * ALLOW_DEV_OUTBOX_ON_NETWORK: local mode may listen on a non-loopback HOST. The outbox still
   * answers only this machine (loopback), but the sign-in page is open to the network.
   */
  allowDevOutboxOnNetwork: boolean;
  claims: { centralBankLicence: boolean; iso27001: boolean; pciDss: boolean };
  corsOrigins: string[];
  logLevel: string;
  /** Build-time gate parameter (see vite.config.ts); the server only prints it in the start block. */
  previewSecret: string;
  /** PREVIEW_GATE (issue 33): `on` (default, SPEC §2's coming-soon gate) or `off` for a launch. */
  previewGate: boolean;
  /** stdout is a terminal: a person is reading the logs (server/logging.ts). */
  stdoutIsTTY: boolean;
  /**
   * Requests per 15 minutes across the whole API (DESIGN §5): per signed-in user, and per client
   * address for requests without a session (a coarse cap sized for carrier-grade NAT, where
   * thousands of people share one address). Benchmarks raise them to measure routes, not limits.
   */
  rateLimits: { perUser: number; perIp: number };
  /** PAYMENT_PROVIDER and MONIME_* (issue 11): the sandbox unless Monime is configured. */
  paymentProvider: PaymentProviderConfig;
  /** SPEC §9's fees with FEE_RULES's overrides laid over them, method by method (DESIGN §7). */
  feeRules: FeeRules;
  /** Issue 36: the most one payment may be, by method and currency (AMOUNT_LIMITS over the defaults). */
  amountLimits: AmountLimits;
  /**
   * SANDBOX_DELAY_SCALE: the sandbox provider's SPEC §4 timings × this (default 1; 0 settles at
   * once, for demos and load tests). The sandbox only: real providers take the time they take.
   */
  sandboxDelayScale: number;
  /**
   * IDEMPOTENCY_STALE_SECONDS: how long a request that never answered (its server died) holds its
   * Idempotency-Key before a retry may run it again. Longer than any request runs.
   */
  idempotencyStaleSeconds: number;
  /** Payouts (issue 11): limits in minor units of the payout's currency, enforced with the reservation. */
  payouts: PayoutsConfig;
  /**
   * ADMIN_PHONES (issue 34): the first admins, comma-separated, each `+232` and 8 digits. Read at
   * start, so a new install has an admin without a database shell; admins add the other staff.
   */
  adminPhones: string[];
  /**
   * SHUTDOWN_GRACE_SECONDS (issue 40): on SIGTERM a process stops accepting, ends its live streams
   * with a retry hint, and has this long to finish its in-flight requests and jobs before it exits.
   */
  shutdownGraceSeconds: number;
  /** METRICS_TOKEN (issue 40): the bearer token that opens GET /metrics from another machine. */
  metricsToken: string | undefined;
}

export interface PayoutsConfig {
  /** PAYOUT_MAX_AMOUNT: the most one payout may take. */
  maxAmount: number;
  /** PAYOUT_DAILY_LIMIT: the most a merchant's payouts of one UTC day may take (failed ones do not count). */
  dailyLimit: number;
  /** PAYOUT_FEE_BPS and PAYOUT_FEE_FIXED: none by default (SPEC names no payout fee). */
  fee: { basisPoints: number; fixed: number };
  /**
   * SANDBOX_PAYOUT_SPEEDUP: the sandbox's payout takes SPEC §9's time (2 h mobile money, one day
   * bank) divided by this; 720 by default, so a local payout lands in 10 s (bank: 2 minutes).
   */
  sandboxSpeedup: number;
}

/**
 * Which payment provider moves the money (DESIGN §7): the sandbox (default) or Monime. Monime's
 * token chooses its sandbox (`mon_test_…`) or live money (`mon_…`), not the URL.
 */
export type PaymentProviderConfig =
  | { kind: 'sandbox' }
  | { kind: 'monime'; baseUrl: string; accessToken: string; spaceId: string; webhookSecret: string; version?: string; sourceAccountId?: string };

/** A HOST only this machine can reach: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The one loud line main.ts prints when local mode listens on the network (null otherwise), so
 * whoever started it knows the codes are there, and where they can be read.
 */
export function devOutboxNetworkWarning(config: Pick<Config, 'localMode' | 'host'>): string | null {
  if (!config.localMode || isLoopbackHost(config.host)) return null;
  return `WARNING: local mode on HOST=${config.host} (ALLOW_DEV_OUTBOX_ON_NETWORK=true): sign-in codes go to the development outbox, which answers this machine only (loopback); anyone on the network can open the app.`;
}

function readSecretIfAny(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  try {
    ensureWritableDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirError) throw new ConfigError(error.message);
    throw error;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A whole number setting from `min` to `max`; unset or empty is `fallback` (the test runner's settings use it too). */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  return readSetting(name, Type.Integer({ minimum: min, maximum: max, default: fallback }), env) as number;
}

type Rule = (settings: Settings) => string | undefined;

/**
 * The rules between settings, each checked right after its variable is read (so it sees the ones
 * before it in the schema), which keeps the order in which problems are named.
 */
const RULES: Partial<Record<keyof Settings, Rule>> = {
  APP_SECRET: (s) => (s.NODE_ENV === 'production' && !s.APP_SECRET ? 'APP_SECRET is required when NODE_ENV=production' : undefined),
  SMS_PROVIDER: (s) =>
    s.NODE_ENV === 'production' && s.SMS_PROVIDER === 'outbox' ? 'SMS_PROVIDER must name a real provider when NODE_ENV=production (e.g. SMS_PROVIDER=http)' : undefined,
  // Production serves money over HTTPS: without an https PUBLIC_URL, cookies and HSTS would
  // depend on what a proxy says. A private network may opt out, explicitly.
  ALLOW_HTTP_PUBLIC_URL: (s) =>
    s.NODE_ENV === 'production' && !s.PUBLIC_URL?.startsWith('https://') && !s.ALLOW_HTTP_PUBLIC_URL
      ? `PUBLIC_URL must be an https:// origin when NODE_ENV=production (got ${s.PUBLIC_URL ? `"${s.PUBLIC_URL}"` : 'none'}); set ALLOW_HTTP_PUBLIC_URL=true only on a private network`
      : undefined,
  // Local mode prints and lists every sign-in code: listening beyond this machine must be a choice.
  ALLOW_DEV_OUTBOX_ON_NETWORK: (s) =>
    s.NODE_ENV !== 'production' && !isLoopbackHost(s.HOST) && !s.ALLOW_DEV_OUTBOX_ON_NETWORK
      ? `HOST=${s.HOST} listens beyond this machine, and local mode (NODE_ENV is not production) keeps every sign-in code in a development outbox. Set NODE_ENV=production, or ALLOW_DEV_OUTBOX_ON_NETWORK=true to run local mode on the network anyway`
      : undefined,
  // Issue 20: the e2e server's movable auth clock (modules/test-clock): never in production.
  E2E_TEST_CLOCK: (s) =>
    s.NODE_ENV === 'production' && s.E2E_TEST_CLOCK ? 'E2E_TEST_CLOCK is for the e2e server only and cannot be set with NODE_ENV=production' : undefined,
};

/** The settings of `env`, read and checked against the schema and its rules. */
function readConfigSettings(env: Env): Settings {
  return readSettings(CONFIG_SCHEMA, env, (name, settings) => {
    const problem = RULES[name as keyof Settings]?.(settings as Settings);
    if (problem) throw new ConfigError(problem);
  });
}

/** Where data lives and the secret that signs it: DATA_DIR, DATABASE_URL, APP_SECRET. */
function storageFrom(s: Settings, rootDir: string): Pick<Config, 'dataDir' | 'databaseUrl' | 'appSecret' | 'appSecretFromDatabase'> {
  const dataDir = path.resolve(rootDir, s.DATA_DIR);
  const databaseUrl = s.DATABASE_URL;
  if (s.APP_SECRET) return { dataDir, databaseUrl, appSecret: s.APP_SECRET };
  // Issue 40: processes sharing a PostgreSQL database share its secret; a DATA_DIR secret of an
  // older version is offered as the first one, so what it signed keeps verifying.
  if (databaseUrl && databaseUrl !== 'memory://') return { dataDir, databaseUrl, appSecret: readSecretIfAny(dataDir), appSecretFromDatabase: true };
  return { dataDir, databaseUrl, appSecret: readOrCreateSecret(dataDir) };
}

function paymentProviderFrom(s: Settings): PaymentProviderConfig {
  if (s.PAYMENT_PROVIDER === 'sandbox') return { kind: 'sandbox' };
  const { MONIME_API_URL: baseUrl, MONIME_ACCESS_TOKEN: accessToken = '', MONIME_SPACE_ID: spaceId = '', MONIME_WEBHOOK_SECRET: webhookSecret = '' } = s;
  const version = s.MONIME_VERSION;
  const sourceAccountId = s.MONIME_SOURCE_ACCOUNT_ID;
  return { kind: 'monime', baseUrl, accessToken, spaceId, webhookSecret, ...(version ? { version } : {}), ...(sourceAccountId ? { sourceAccountId } : {}) };
}

/**
 * For a process's start (server/main.ts, server/worker.ts): the configuration, or the one line
 * that says what is wrong with it on stderr and exit code 1 (no stack trace for a bad setting).
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
}

/** The whole configuration (issue 20; from one schema since issue 38). */
export function loadConfig(env: Env = process.env, rootDir = process.cwd()): Config {
  const s = readConfigSettings(env);
  const production = s.NODE_ENV === 'production';
  return {
    nodeEnv: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    ...storageFrom(s, rootDir),
    supportEmail: s.SUPPORT_EMAIL,
    smtpUrl: s.SMTP_URL,
    emailFrom: s.EMAIL_FROM,
    publicUrl: s.PUBLIC_URL,
    publicHttps: s.PUBLIC_URL?.startsWith('https://') ?? false,
    trustedProxies: s.TRUSTED_PROXIES,
    sms: s.SMS_PROVIDER === 'outbox' ? { kind: 'outbox' } : { kind: 'http', url: s.SMS_HTTP_URL, apiKey: s.SMS_HTTP_API_KEY, sender: s.SMS_SENDER },
    sessionIdleHours: s.SESSION_IDLE_HOURS,
    sessionMaxDays: s.SESSION_MAX_DAYS,
    webRoot: path.resolve(rootDir, s.WEB_ROOT),
    localMode: !production,
    allowDevOutboxOnNetwork: s.ALLOW_DEV_OUTBOX_ON_NETWORK,
    e2eTestClock: s.E2E_TEST_CLOCK && !production,
    claims: { centralBankLicence: s.CLAIM_CENTRAL_BANK_LICENCE, iso27001: s.CLAIM_ISO_27001, pciDss: s.CLAIM_PCI_DSS },
    corsOrigins: s.CORS_ORIGINS,
    logLevel: s.LOG_LEVEL ?? (s.NODE_ENV === 'test' ? 'silent' : 'info'),
    previewSecret: s.PREVIEW_SECRET,
    previewGate: s.PREVIEW_GATE === 'on',
    stdoutIsTTY: process.stdout.isTTY === true,
    rateLimits: { perUser: s.RATE_LIMIT_USER, perIp: s.RATE_LIMIT_IP },
    databasePreparedStatements: s.DATABASE_PREPARED_STATEMENTS,
    paymentProvider: paymentProviderFrom(s),
    feeRules: s.FEE_RULES,
    amountLimits: s.AMOUNT_LIMITS,
    sandboxDelayScale: s.SANDBOX_DELAY_SCALE,
    idempotencyStaleSeconds: s.IDEMPOTENCY_STALE_SECONDS,
    payouts: {
      maxAmount: s.PAYOUT_MAX_AMOUNT,
      dailyLimit: s.PAYOUT_DAILY_LIMIT,
      fee: { basisPoints: s.PAYOUT_FEE_BPS, fixed: s.PAYOUT_FEE_FIXED },
      sandboxSpeedup: s.SANDBOX_PAYOUT_SPEEDUP,
    },
    // Duplicates count once.
    adminPhones: [...new Set(s.ADMIN_PHONES)],
    shutdownGraceSeconds: s.SHUTDOWN_GRACE_SECONDS,
    metricsToken: s.METRICS_TOKEN,
  };
}
