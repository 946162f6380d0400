/**
 * The only module that reads process.env (DESIGN §1 rule 6). Every setting is optional; a value
 * that is set but invalid stops start-up with one clear line (ConfigError).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FEE_RULES, feeRulesWith, type FeeRuleOverrides, type FeeRules } from '../domain/fees.ts';
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
   * ALLOW_DEV_OUTBOX_ON_NETWORK: local mode may listen on a non-loopback HOST. The outbox still
   * answers only this machine (loopback), but the sign-in page is open to the network.
   */
  allowDevOutboxOnNetwork: boolean;
  claims: { centralBankLicence: boolean; iso27001: boolean; pciDss: boolean };
  corsOrigins: string[];
  logLevel: string;
  /** Build-time gate parameter (see vite.config.ts); the server only prints it in the start block. */
  previewSecret: string;
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

type Env = Record<string, string | undefined>;

/**
 * Which payment provider moves the money (DESIGN §7): the sandbox (default) or Monime. Monime's
 * token chooses its sandbox (`mon_test_…`) or live money (`mon_…`), not the URL.
 */
export type PaymentProviderConfig =
  | { kind: 'sandbox' }
  | { kind: 'monime'; baseUrl: string; accessToken: string; spaceId: string; webhookSecret: string; version?: string; sourceAccountId?: string };

export function paymentProviderConfig(env: Env): PaymentProviderConfig {
  const kind = env.PAYMENT_PROVIDER && env.PAYMENT_PROVIDER !== '' ? env.PAYMENT_PROVIDER : 'sandbox';
  if (kind === 'sandbox') return { kind };
  if (kind !== 'monime') throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or monime, got "${kind}"`);
  const baseUrl = (env.MONIME_API_URL && env.MONIME_API_URL !== '' ? env.MONIME_API_URL : 'https://api.monime.io/v1').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new ConfigError(`MONIME_API_URL must be an http(s) URL, got "${baseUrl}"`);
  const accessToken = env.MONIME_ACCESS_TOKEN ?? '';
  if (!/^mon_[A-Za-z0-9_]+$/.test(accessToken)) throw new ConfigError('PAYMENT_PROVIDER=monime needs MONIME_ACCESS_TOKEN (mon_test_… for the sandbox, mon_… live)');
  const spaceId = env.MONIME_SPACE_ID ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(spaceId)) throw new ConfigError('PAYMENT_PROVIDER=monime needs MONIME_SPACE_ID (your Monime space id)');
  const webhookSecret = env.MONIME_WEBHOOK_SECRET ?? '';
  if (webhookSecret.length < 16) throw new ConfigError('PAYMENT_PROVIDER=monime needs MONIME_WEBHOOK_SECRET (16+ characters, from the webhook settings of this environment)');
  const version = env.MONIME_VERSION && env.MONIME_VERSION !== '' ? env.MONIME_VERSION : undefined;
  const sourceAccountId = env.MONIME_SOURCE_ACCOUNT_ID && env.MONIME_SOURCE_ACCOUNT_ID !== '' ? env.MONIME_SOURCE_ACCOUNT_ID : undefined;
  return { kind, baseUrl, accessToken, spaceId, webhookSecret, ...(version ? { version } : {}), ...(sourceAccountId ? { sourceAccountId } : {}) };
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

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
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

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export function loadConfig(env: Env = process.env, rootDir = process.cwd()): Config {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['development', 'test', 'production'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, test or production, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const production = nodeEnv === 'production';

  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST && env.HOST.trim() !== '' ? env.HOST.trim() : '127.0.0.1';
  const dataDir = path.resolve(rootDir, env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : 'data');

  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : undefined;
  if (databaseUrl && databaseUrl !== 'memory://' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }

  let appSecret = env.APP_SECRET;
  if (appSecret !== undefined && appSecret !== '' && appSecret.length < 32) {
    throw new ConfigError('APP_SECRET must be at least 32 characters');
  }
  if (!appSecret) {
    if (production) throw new ConfigError('APP_SECRET is required when NODE_ENV=production');
    appSecret = readOrCreateSecret(dataDir);
  }

  const supportEmail = env.SUPPORT_EMAIL && env.SUPPORT_EMAIL !== '' ? env.SUPPORT_EMAIL : 'support@salonepay.sl';
  if (!EMAIL_SHAPE.test(supportEmail)) {
    throw new ConfigError(`SUPPORT_EMAIL must be an email address, got "${supportEmail}"`);
  }

  const smtpUrl = env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }

  const emailFrom = env.EMAIL_FROM && env.EMAIL_FROM !== '' ? env.EMAIL_FROM : 'Salone Pay <no-reply@salonepay.sl>';
  const publicUrl = env.PUBLIC_URL && env.PUBLIC_URL !== '' ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined;
  if (publicUrl && !/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an origin like https://pay.example.sl, got "${publicUrl}"`);
  }

  const publicHttps = publicUrl?.startsWith('https://') ?? false;

  const smsKind = env.SMS_PROVIDER && env.SMS_PROVIDER !== '' ? env.SMS_PROVIDER : 'outbox';
  let sms: SmsProviderConfig;
  if (smsKind === 'outbox') {
    if (production) throw new ConfigError('SMS_PROVIDER must name a real provider when NODE_ENV=production (e.g. SMS_PROVIDER=http)');
    sms = { kind: 'outbox' };
  } else if (smsKind === 'http') {
    const url = env.SMS_HTTP_URL;
    if (!url || !/^https?:\/\//.test(url)) {
      throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL (http:// or https://)');
    }
    sms = { kind: 'http', url, apiKey: env.SMS_HTTP_API_KEY, sender: env.SMS_SENDER ?? 'SalonePay' };
  } else {
    throw new ConfigError(`SMS_PROVIDER must be outbox or http, got "${smsKind}"`);
  }

  // Production serves money over HTTPS: without an https PUBLIC_URL, cookies and HSTS would depend
  // on what a proxy says. A private network may opt out, explicitly.
  if (production && !publicHttps && !flag(env, 'ALLOW_HTTP_PUBLIC_URL')) {
    throw new ConfigError(
      `PUBLIC_URL must be an https:// origin when NODE_ENV=production (got ${publicUrl ? `"${publicUrl}"` : 'none'}); set ALLOW_HTTP_PUBLIC_URL=true only on a private network`,
    );
  }

  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of trustedProxies) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry)) {
      throw new ConfigError(`TRUSTED_PROXIES entries must be IP addresses, CIDRs or loopback/linklocal/uniquelocal, got "${entry}"`);
    }
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS entries must be origins like https://shop.example, got "${origin}"`);
    }
  }

  const logLevel = env.LOG_LEVEL && env.LOG_LEVEL !== '' ? env.LOG_LEVEL : nodeEnv === 'test' ? 'silent' : 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${logLevel}"`);
  }

  const allowDevOutboxOnNetwork = flag(env, 'ALLOW_DEV_OUTBOX_ON_NETWORK');
  // Local mode prints and lists every sign-in code: listening beyond this machine must be a choice.
  if (!production && !isLoopbackHost(host) && !allowDevOutboxOnNetwork) {
    throw new ConfigError(
      `HOST=${host} listens beyond this machine, and local mode (NODE_ENV is not production) keeps every sign-in code in a development outbox. Set NODE_ENV=production, or ALLOW_DEV_OUTBOX_ON_NETWORK=true to run local mode on the network anyway`,
    );
  }

  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    appSecret,
    supportEmail,
    smtpUrl,
    emailFrom,
    publicUrl,
    publicHttps,
    trustedProxies,
    sms,
    sessionIdleHours: integer(env, 'SESSION_IDLE_HOURS', 12, 1, 24 * 30),
    sessionMaxDays: integer(env, 'SESSION_MAX_DAYS', 30, 1, 365),
    webRoot: path.resolve(rootDir, env.WEB_ROOT && env.WEB_ROOT !== '' ? env.WEB_ROOT : 'dist'),
    localMode: !production,
    allowDevOutboxOnNetwork,
    claims: {
      centralBankLicence: flag(env, 'CLAIM_CENTRAL_BANK_LICENCE'),
      iso27001: flag(env, 'CLAIM_ISO_27001'),
      pciDss: flag(env, 'CLAIM_PCI_DSS'),
    },
    corsOrigins,
    logLevel,
    previewSecret: env.PREVIEW_SECRET && env.PREVIEW_SECRET !== '' ? env.PREVIEW_SECRET : 'preview',
    stdoutIsTTY: process.stdout.isTTY === true,
    rateLimits: {
      perUser: integer(env, 'RATE_LIMIT_USER', 1800, 1, 1_000_000_000),
      perIp: integer(env, 'RATE_LIMIT_IP', 3000, 1, 1_000_000_000),
    },
    paymentProvider: paymentProviderConfig(env),
    feeRules: feeRulesFrom(env),
    sandboxDelayScale: decimal(env, 'SANDBOX_DELAY_SCALE', 1, 0, 100),
    idempotencyStaleSeconds: integer(env, 'IDEMPOTENCY_STALE_SECONDS', 120, 5, 3600),
    payouts: {
      maxAmount: integer(env, 'PAYOUT_MAX_AMOUNT', 50_000_000, 1, Number.MAX_SAFE_INTEGER),
      dailyLimit: integer(env, 'PAYOUT_DAILY_LIMIT', 200_000_000, 1, Number.MAX_SAFE_INTEGER),
      fee: { basisPoints: integer(env, 'PAYOUT_FEE_BPS', 0, 0, 10_000), fixed: integer(env, 'PAYOUT_FEE_FIXED', 0, 0, Number.MAX_SAFE_INTEGER) },
      sandboxSpeedup: integer(env, 'SANDBOX_PAYOUT_SPEEDUP', 720, 1, 100_000_000),
    },
  };
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

function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Tests only: a real PostgreSQL server to run the server suite against (CI sets it). */
export function testDatabaseUrl(env: Env = process.env): string | undefined {
  return env.TEST_DATABASE_URL && env.TEST_DATABASE_URL !== '' ? env.TEST_DATABASE_URL : undefined;
}

/** `npm run fuzz`: how many requests the API fuzz test sends (FUZZ_REQUESTS) and its seed (FUZZ_SEED). */
export function fuzzSettings(env: Env = process.env): { requests: number; seed: number } {
  return {
    requests: integer(env, 'FUZZ_REQUESTS', 2000, 1, 10_000_000),
    seed: integer(env, 'FUZZ_SEED', 20261123, 0, 2 ** 31 - 1),
  };
}

/** Tests that spawn the server: this process's environment, minus `omit`, plus `overrides`. */
export function childEnv(overrides: Env, omit: string[] = [], env: Env = process.env): Env {
  const copy: Env = { ...env };
  for (const name of omit) delete copy[name];
  return { ...copy, ...overrides };
}
