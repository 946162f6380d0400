/**
 * The only module that reads process.env (DESIGN §1 rule 6). Every setting is optional; a value
 * that is set but invalid stops start-up with one clear line (ConfigError).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FEE_RULES, feeRulesWith, type FeeRuleOverrides, type FeeRules } from '../domain/fees.ts';
import { amountLimitsWith, DEFAULT_AMOUNT_LIMITS, type AmountLimitOverrides, type AmountLimits } from '../domain/amount-limits.ts';
import { DataDirError, ensureWritableDataDir } from './db/data-dir.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

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

export type Env = Record<string, string | undefined>;

/**
 * Which payment provider moves the money (DESIGN §7): the sandbox (default) or Monime. Monime's
 * token chooses its sandbox (`mon_test_…`) or live money (`mon_…`), not the URL.
 */
export type PaymentProviderConfig =
  | { kind: 'sandbox' }
  | { kind: 'monime'; baseUrl: string; accessToken: string; spaceId: string; webhookSecret: string; version?: string; sourceAccountId?: string };

export function paymentProviderConfig(env: Env): PaymentProviderConfig {
  const kind = text(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  if (kind === 'sandbox') return { kind };
  if (kind !== 'monime') throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or monime, got "${kind}"`);
  return monimeConfigFrom(env);
}

function monimeConfigFrom(env: Env): PaymentProviderConfig {
  const baseUrl = (text(env, 'MONIME_API_URL') ?? 'https://api.monime.io/v1').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new ConfigError(`MONIME_API_URL must be an http(s) URL, got "${baseUrl}"`);
  const accessToken = env.MONIME_ACCESS_TOKEN ?? '';
  if (!/^mon_[A-Za-z0-9_]+$/.test(accessToken)) throw new ConfigError('PAYMENT_PROVIDER=monime needs MONIME_ACCESS_TOKEN (mon_test_… for the sandbox, mon_… live)');
  const spaceId = env.MONIME_SPACE_ID ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(spaceId)) throw new ConfigError('PAYMENT_PROVIDER=monime needs MONIME_SPACE_ID (your Monime space id)');
  const webhookSecret = env.MONIME_WEBHOOK_SECRET ?? '';
  if (webhookSecret.length < 16) throw new ConfigError('PAYMENT_PROVIDER=monime needs MONIME_WEBHOOK_SECRET (16+ characters, from the webhook settings of this environment)');
  const version = text(env, 'MONIME_VERSION');
  const sourceAccountId = text(env, 'MONIME_SOURCE_ACCOUNT_ID');
  return { kind: 'monime', baseUrl, accessToken, spaceId, webhookSecret, ...(version ? { version } : {}), ...(sourceAccountId ? { sourceAccountId } : {}) };
}

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

/** A whole number setting from `min` to `max`; unset or empty is `fallback`. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  const value = Number(raw.trim());
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** PREVIEW_GATE: on (default) or off. */
function previewGateFrom(env: Env): boolean {
  const raw = (text(env, 'PREVIEW_GATE') ?? 'on').toLowerCase();
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`PREVIEW_GATE must be on or off, got "${raw}"`);
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** A variable that is set and not empty, else undefined. */
function text(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw !== undefined && raw !== '' ? raw : undefined;
}

/** A comma-separated list; every entry must match `shape`, else `message(entry)` stops start-up. */
function list(env: Env, name: string, shape: RegExp, message: (entry: string) => string): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!shape.test(entry)) throw new ConfigError(message(entry));
  }
  return entries;
}

function nodeEnvFrom(env: Env): NodeEnv {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['development', 'test', 'production'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, test or production, got "${nodeEnvRaw}"`);
  }
  return nodeEnvRaw as NodeEnv;
}

/** Where the server listens: PORT, HOST. */
function listenFrom(env: Env): Pick<Config, 'port' | 'host'> {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST && env.HOST.trim() !== '' ? env.HOST.trim() : '127.0.0.1';
  return { port, host };
}

/** Where data lives and the secret that signs it: DATA_DIR, DATABASE_URL, APP_SECRET. */
function storageFrom(env: Env, rootDir: string, production: boolean): Pick<Config, 'dataDir' | 'databaseUrl' | 'appSecret' | 'appSecretFromDatabase'> {
  const dataDir = path.resolve(rootDir, text(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl && databaseUrl !== 'memory://' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const appSecret = text(env, 'APP_SECRET');
  if (appSecret !== undefined && appSecret.length < 32) {
    throw new ConfigError('APP_SECRET must be at least 32 characters');
  }
  if (appSecret) return { dataDir, databaseUrl, appSecret };
  if (production) throw new ConfigError('APP_SECRET is required when NODE_ENV=production');
  // Issue 40: processes sharing a PostgreSQL database share its secret; a DATA_DIR secret of an
  // older version is offered as the first one, so what it signed keeps verifying.
  if (databaseUrl && databaseUrl !== 'memory://') return { dataDir, databaseUrl, appSecret: readSecretIfAny(dataDir), appSecretFromDatabase: true };
  return { dataDir, databaseUrl, appSecret: readOrCreateSecret(dataDir) };
}

/** Email: SUPPORT_EMAIL, SMTP_URL, EMAIL_FROM. */
function emailSettingsFrom(env: Env): Pick<Config, 'supportEmail' | 'smtpUrl' | 'emailFrom'> {
  const supportEmail = text(env, 'SUPPORT_EMAIL') ?? 'support@salonepay.sl';
  if (!EMAIL_SHAPE.test(supportEmail)) {
    throw new ConfigError(`SUPPORT_EMAIL must be an email address, got "${supportEmail}"`);
  }
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  return { supportEmail, smtpUrl, emailFrom: text(env, 'EMAIL_FROM') ?? 'Salone Pay <no-reply@salonepay.sl>' };
}

/** The public origin: PUBLIC_URL (links in emails, cookies, HSTS). */
function publicUrlFrom(env: Env): Pick<Config, 'publicUrl' | 'publicHttps'> {
  const publicUrl = text(env, 'PUBLIC_URL')?.replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an origin like https://pay.example.sl, got "${publicUrl}"`);
  }
  return { publicUrl, publicHttps: publicUrl?.startsWith('https://') ?? false };
}

/** SMS: SMS_PROVIDER and its keys; production needs a real provider. */
function smsFrom(env: Env, production: boolean): SmsProviderConfig {
  const smsKind = text(env, 'SMS_PROVIDER') ?? 'outbox';
  if (smsKind === 'outbox') {
    if (production) throw new ConfigError('SMS_PROVIDER must name a real provider when NODE_ENV=production (e.g. SMS_PROVIDER=http)');
    return { kind: 'outbox' };
  }
  if (smsKind !== 'http') throw new ConfigError(`SMS_PROVIDER must be outbox or http, got "${smsKind}"`);
  const url = env.SMS_HTTP_URL;
  if (!url || !/^https?:\/\//.test(url)) {
    throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL (http:// or https://)');
  }
  return { kind: 'http', url, apiKey: env.SMS_HTTP_API_KEY, sender: env.SMS_SENDER ?? 'SalonePay' };
}

/**
 * Production serves money over HTTPS: without an https PUBLIC_URL, cookies and HSTS would depend
 * on what a proxy says. A private network may opt out, explicitly.
 */
function requireHttpsInProduction(env: Env, production: boolean, publicUrl: string | undefined, publicHttps: boolean): void {
  if (production && !publicHttps && !flag(env, 'ALLOW_HTTP_PUBLIC_URL')) {
    throw new ConfigError(
      `PUBLIC_URL must be an https:// origin when NODE_ENV=production (got ${publicUrl ? `"${publicUrl}"` : 'none'}); set ALLOW_HTTP_PUBLIC_URL=true only on a private network`,
    );
  }
}

/** Who may reach us how: TRUSTED_PROXIES, CORS_ORIGINS. */
function networkFrom(env: Env): Pick<Config, 'trustedProxies' | 'corsOrigins'> {
  const trustedProxies = list(
    env,
    'TRUSTED_PROXIES',
    /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/,
    (entry) => `TRUSTED_PROXIES entries must be IP addresses, CIDRs or loopback/linklocal/uniquelocal, got "${entry}"`,
  );
  const corsOrigins = list(env, 'CORS_ORIGINS', /^https?:\/\/[^/]+$/, (origin) => `CORS_ORIGINS entries must be origins like https://shop.example, got "${origin}"`);
  return { trustedProxies, corsOrigins };
}

function logLevelFrom(env: Env, nodeEnv: NodeEnv): string {
  const logLevel = text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }
  return logLevel;
}

/** Local mode (outbox, demo merchant) unless production; on the network only by choice. */
function localModeFrom(env: Env, production: boolean, host: string): Pick<Config, 'localMode' | 'allowDevOutboxOnNetwork'> {
  const allowDevOutboxOnNetwork = flag(env, 'ALLOW_DEV_OUTBOX_ON_NETWORK');
  // Local mode prints and lists every sign-in code: listening beyond this machine must be a choice.
  if (!production && !isLoopbackHost(host) && !allowDevOutboxOnNetwork) {
    throw new ConfigError(
      `HOST=${host} listens beyond this machine, and local mode (NODE_ENV is not production) keeps every sign-in code in a development outbox. Set NODE_ENV=production, or ALLOW_DEV_OUTBOX_ON_NETWORK=true to run local mode on the network anyway`,
    );
  }
  return { localMode: !production, allowDevOutboxOnNetwork };
}

/** Session lifetimes: SESSION_IDLE_HOURS, SESSION_MAX_DAYS. */
function sessionsFrom(env: Env): Pick<Config, 'sessionIdleHours' | 'sessionMaxDays'> {
  return {
    sessionIdleHours: integer(env, 'SESSION_IDLE_HOURS', 12, 1, 24 * 30),
    sessionMaxDays: integer(env, 'SESSION_MAX_DAYS', 30, 1, 365),
  };
}

/** Marketing claims: off unless the deploying business says they are true (DESIGN §5). */
function claimsFrom(env: Env): Config['claims'] {
  return {
    centralBankLicence: flag(env, 'CLAIM_CENTRAL_BANK_LICENCE'),
    iso27001: flag(env, 'CLAIM_ISO_27001'),
    pciDss: flag(env, 'CLAIM_PCI_DSS'),
  };
}

function rateLimitsFrom(env: Env): Config['rateLimits'] {
  return {
    perUser: integer(env, 'RATE_LIMIT_USER', 1800, 1, 1_000_000_000),
    perIp: integer(env, 'RATE_LIMIT_IP', 3000, 1, 1_000_000_000),
  };
}

/** Payout limits and fees: PAYOUT_*, SANDBOX_PAYOUT_SPEEDUP. */
function payoutsFrom(env: Env): PayoutsConfig {
  return {
    maxAmount: integer(env, 'PAYOUT_MAX_AMOUNT', 50_000_000, 1, Number.MAX_SAFE_INTEGER),
    dailyLimit: integer(env, 'PAYOUT_DAILY_LIMIT', 200_000_000, 1, Number.MAX_SAFE_INTEGER),
    fee: { basisPoints: integer(env, 'PAYOUT_FEE_BPS', 0, 0, 10_000), fixed: integer(env, 'PAYOUT_FEE_FIXED', 0, 0, Number.MAX_SAFE_INTEGER) },
    sandboxSpeedup: integer(env, 'SANDBOX_PAYOUT_SPEEDUP', 720, 1, 100_000_000),
  };
}

/**
 * The whole configuration, one concern at a time (issue 20). The order of the reads is the order
 * of the checks, so with several bad values the same one is reported first as before.
 */
export function loadConfig(env: Env = process.env, rootDir = process.cwd()): Config {
  const nodeEnv = nodeEnvFrom(env);
  const production = nodeEnv === 'production';
  const listen = listenFrom(env);
  const storage = storageFrom(env, rootDir, production);
  const email = emailSettingsFrom(env);
  const publicOrigin = publicUrlFrom(env);
  const sms = smsFrom(env, production);
  requireHttpsInProduction(env, production, publicOrigin.publicUrl, publicOrigin.publicHttps);
  const network = networkFrom(env);
  const logLevel = logLevelFrom(env, nodeEnv);
  const localMode = localModeFrom(env, production, listen.host);

  // Issue 20: the e2e server's movable auth clock (modules/test-clock): never in production.
  const e2eTestClock = flag(env, 'E2E_TEST_CLOCK');
  if (production && e2eTestClock) throw new ConfigError('E2E_TEST_CLOCK is for the e2e server only and cannot be set with NODE_ENV=production');

  return {
    nodeEnv,
    ...listen,
    ...storage,
    ...email,
    ...publicOrigin,
    trustedProxies: network.trustedProxies,
    sms,
    ...sessionsFrom(env),
    webRoot: path.resolve(rootDir, text(env, 'WEB_ROOT') ?? 'dist'),
    ...localMode,
    e2eTestClock: e2eTestClock && !production,
    claims: claimsFrom(env),
    corsOrigins: network.corsOrigins,
    logLevel,
    previewSecret: text(env, 'PREVIEW_SECRET') ?? 'preview',
    previewGate: previewGateFrom(env),
    stdoutIsTTY: process.stdout.isTTY === true,
    rateLimits: rateLimitsFrom(env),
    paymentProvider: paymentProviderConfig(env),
    feeRules: feeRulesFrom(env),
    amountLimits: amountLimitsFrom(env),
    sandboxDelayScale: decimal(env, 'SANDBOX_DELAY_SCALE', 1, 0, 100),
    idempotencyStaleSeconds: integer(env, 'IDEMPOTENCY_STALE_SECONDS', 120, 5, 3600),
    payouts: payoutsFrom(env),
    adminPhones: adminPhonesFrom(env),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 20, 1, 3600),
    metricsToken: metricsTokenFrom(env),
  };
}

/** ADMIN_PHONES: `+23276123456,+23288123456` (issue 34); duplicates count once. */
function adminPhonesFrom(env: Env): string[] {
  const phones = list(env, 'ADMIN_PHONES', /^\+232\d{8}$/, (entry) => `ADMIN_PHONES entries must be phone numbers as +232 and 8 digits (e.g. +23276123456), comma-separated, got "${entry}"`);
  return [...new Set(phones)];
}

/** METRICS_TOKEN: long enough not to be guessed, since it opens the metrics to the network. */
function metricsTokenFrom(env: Env): string | undefined {
  const token = text(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < 24) throw new ConfigError('METRICS_TOKEN must be at least 24 characters');
  return token;
}

const FEE_METHODS = Object.keys(DEFAULT_FEE_RULES);
const FEE_RULES_EXAMPLE = `FEE_RULES='{"card":{"basisPoints":250,"fixed":{"SLE":50000}}}'`;

/**
 * FEE_RULES: JSON overrides of the default fees, by method: basis points (150 = 1.5 %) and a fixed
 * part per currency in minor units. Integers only; a method or field not named keeps its default.
 */
function feeRulesFrom(env: Env): FeeRules {
  const raw = env.FEE_RULES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_FEE_RULES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(`FEE_RULES must be JSON like ${FEE_RULES_EXAMPLE}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`FEE_RULES must be a JSON object of methods, like ${FEE_RULES_EXAMPLE}`);
  }
  for (const [method, rule] of Object.entries(parsed)) {
    if (!FEE_METHODS.includes(method)) {
      throw new ConfigError(`FEE_RULES names an unknown method "${method}" (known: ${FEE_METHODS.join(', ')})`);
    }
    const fields = typeof rule === 'object' && rule !== null ? Object.keys(rule) : ['?'];
    if (fields.some((field) => field !== 'basisPoints' && field !== 'fixed')) {
      throw new ConfigError(`FEE_RULES.${method} may set only basisPoints and fixed, like ${FEE_RULES_EXAMPLE}`);
    }
  }
  try {
    return feeRulesWith(parsed as FeeRuleOverrides);
  } catch {
    throw new ConfigError('FEE_RULES: basisPoints must be a whole number from 0 to 10000, and fixed an object of currency codes (SLE, USD, EUR, GBP) to whole minor units of 0 or more');
  }
}

const AMOUNT_LIMITS_EXAMPLE = `AMOUNT_LIMITS='{"orange_money":{"SLE":5000000}}'`;

/**
 * AMOUNT_LIMITS (issue 36): JSON overrides of the most one payment may be, by method and currency,
 * in minor units (5000000 = Le 50,000). A method or currency not named keeps its default.
 */
function amountLimitsFrom(env: Env): AmountLimits {
  const raw = env.AMOUNT_LIMITS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_AMOUNT_LIMITS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(`AMOUNT_LIMITS must be JSON like ${AMOUNT_LIMITS_EXAMPLE}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.values(parsed).some((entry) => typeof entry !== 'object' || entry === null || Array.isArray(entry))) {
    throw new ConfigError(`AMOUNT_LIMITS must be a JSON object of methods to currencies, like ${AMOUNT_LIMITS_EXAMPLE}`);
  }
  try {
    return amountLimitsWith(parsed as AmountLimitOverrides);
  } catch {
    throw new ConfigError(
      `AMOUNT_LIMITS: methods are ${FEE_METHODS.join(', ')}; currencies SLE, USD, EUR, GBP, SLL; limits whole minor units of 1 or more, like ${AMOUNT_LIMITS_EXAMPLE}`,
    );
  }
}

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
