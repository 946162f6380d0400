/**
 * Every environment variable the server reads, in one TypeBox schema (issue 38): its type, its
 * default, what it accepts (the one line that stops start-up names the variable and this), and
 * what it means (the configuration table of docs/operations.md is generated from it:
 * `npm run docs:config`). The order of the variables is the order of the checks, so with several
 * bad values the same one is named first as before. config.ts turns the settings into `Config`.
 */
import Type, { type Static, type TObject, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { amountLimitsWith, DEFAULT_AMOUNT_LIMITS, type AmountLimitOverrides, type AmountLimits } from '../domain/amount-limits.ts';
import { DEFAULT_FEE_RULES, feeRulesWith, type FeeRuleOverrides, type FeeRules } from '../domain/fees.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** What a setting says beside its JSON Schema keywords (read by readSettings and configTable). */
type SettingNotes = {
  /** The docs table's "Meaning" (Markdown, links relative to docs/). */
  description: string;
  /** The docs table's "Default" when the schema's `default` does not say it (Markdown). */
  docDefault?: string;
  /** What a valid value is, after "must be" (derived for numbers, flags and choices). */
  expects?: string;
  /** The whole rule when it is not "must be <expects>", e.g. "must start with smtp:// or smtps://". */
  must?: string;
  /** Never echoed in an error line (it may hold a password or a key). */
  secret?: boolean;
  /** An empty value is a value; otherwise set-but-empty means unset. */
  keepEmpty?: boolean;
  /** Spaces around the value are dropped first. */
  trim?: boolean;
  /** Read in lower case. */
  lowercase?: boolean;
  /** Trailing slashes are dropped (origins and base URLs). */
  stripTrailingSlash?: boolean;
  /** Read only when the named setting has this value (a provider's own keys); its type is the one it has then. */
  when?: readonly [name: string, value: string];
  /** With `when`: required then; a missing or bad value stops start-up with "<when> needs NAME <needs>". */
  needs?: string;
  /** A JSON setting's parser (its errors are its own ConfigError lines). */
  decode?: (raw: string) => unknown;
};

export type Notes = SettingNotes & { default?: unknown };

const whole = (minimum: number, maximum: number, fallback: number, notes: SettingNotes) => Type.Integer({ minimum, maximum, default: fallback, ...notes });
const decimal = (minimum: number, maximum: number, fallback: number, notes: SettingNotes) => Type.Number({ minimum, maximum, default: fallback, ...notes });
const flag = (notes: SettingNotes) => Type.Boolean({ default: false, ...notes });
const choice = <const Values extends string[]>(values: [...Values], notes: SettingNotes & { default?: Values[number] }) => Type.Enum(values, notes);
const text = (fallback: string, notes: SettingNotes & { pattern?: string; minLength?: number }) => Type.String({ default: fallback, ...notes });
const optionalText = (notes: SettingNotes & { pattern?: string; minLength?: number }) => Type.Optional(Type.String(notes));
const list = (pattern: string, notes: SettingNotes) => Type.Array(Type.String({ pattern }), { default: [], docDefault: '(none)', ...notes });
const json = <T>(fallback: T, decode: (raw: string) => T, notes: SettingNotes) =>
  Type.Unsafe<T>({ type: 'string', contentMediaType: 'application/json', default: fallback, decode, ...notes });

const ORIGIN = '^https?://[^/]+$';
const MONIME = ['PAYMENT_PROVIDER', 'monime'] as const;
const SMS_HTTP = ['SMS_PROVIDER', 'http'] as const;

export const CONFIG_SCHEMA = Type.Object({
  NODE_ENV: choice(['development', 'test', 'production'], {
    default: 'development',
    keepEmpty: true,
    description: '`production` turns the outbox and demo data off and requires `APP_SECRET` and a real SMS provider.',
  }),
  PORT: whole(0, 65535, 3000, { description: 'Port for app and API.' }),
  HOST: text('127.0.0.1', {
    trim: true,
    description: 'Interface to listen on (`0.0.0.0` for all). Outside production a non-loopback `HOST` needs `ALLOW_DEV_OUTBOX_ON_NETWORK=true`.',
  }),
  DATA_DIR: text('data', {
    docDefault: '`./data`',
    description:
      "PGlite files and the generated local secret. Private to the server's account: created 0700 with files 0600; a folder left wider is narrowed at start (one log line says so). A folder that cannot be created or written stops start-up with one line.",
  }),
  DATABASE_URL: optionalText({
    pattern: '^(memory://$|postgres(ql)?://)',
    expects: 'a `postgres://` or `postgresql://` URL',
    must: 'must start with postgres:// or postgresql://',
    secret: true,
    docDefault: '(absent: PGlite in `DATA_DIR`)',
    description: '`postgres://…` to use a PostgreSQL server. Start-up tries it 3 times (2 s connect timeout each) and stops with one line if it never answers.',
  }),
  DATABASE_PREPARED_STATEMENTS: whole(0, 10_000, 200, {
    description:
      'Statements each pooled PostgreSQL connection (or PGlite) keeps prepared, so a repeated read is parsed once instead of on every request (the activity list spent longer being parsed than run); each call is still planned with its own values. `0` prepares none: for a pooler in transaction mode (PgBouncer before 1.21), where a prepared statement may be missing on the next server connection.',
  }),
  APP_SECRET: optionalText({
    minLength: 32,
    expects: 'at least 32 characters',
    secret: true,
    docDefault: 'generated into `DATA_DIR`',
    description: 'Server secret for code hashes. Required in production. With `DATABASE_URL` and no `APP_SECRET`, the generated secret lives in the database, shared by every process.',
  }),
  SUPPORT_EMAIL: text('support@salonepay.sl', { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', expects: 'an email address', description: 'Support address shown in the app.' }),
  SMTP_URL: optionalText({
    pattern: '^smtps?://',
    expects: 'an `smtp://` or `smtps://` URL',
    must: 'must start with smtp:// or smtps://',
    secret: true,
    docDefault: '(absent: outbox)',
    description: '`smtp://user:pass@host:port` for real email. Without it in production, email verification answers 503.',
  }),
  EMAIL_FROM: text('Salone Pay <no-reply@salonepay.sl>', { description: 'Sender of verification emails.' }),
  PUBLIC_URL: optionalText({
    pattern: ORIGIN,
    stripTrailingSlash: true,
    expects: 'an origin like https://pay.example.sl',
    docDefault: "(absent: the request's origin)",
    description:
      'The public origin (e.g. `https://pay.example.sl`): email links (`<PUBLIC_URL>/verify-email/{token}`), and the origin allowed to write with the session cookie. When it is `https://`, the session cookie is `__Host-sp_session` and Secure, and HSTS is sent, whatever the proxy in front says. Required, and https, when `NODE_ENV=production`.',
  }),
  SMS_PROVIDER: choice(['outbox', 'http'], {
    default: 'outbox',
    description:
      '`outbox` (development) or `http`: POST `{to, from, body}` JSON to `SMS_HTTP_URL` with `Authorization: Bearer SMS_HTTP_API_KEY`; `from` is `SMS_SENDER`. Outside production the outbox also records every message when a real provider is set.',
  }),
  SMS_HTTP_URL: optionalText({
    when: SMS_HTTP,
    needs: '(http:// or https://)',
    pattern: '^https?://',
    expects: 'an `http://` or `https://` URL',
    docDefault: '(required for `http`)',
    description: "The SMS provider's endpoint.",
  }),
  SMS_HTTP_API_KEY: optionalText({ when: SMS_HTTP, keepEmpty: true, secret: true, docDefault: '(none)', description: 'Bearer key sent to `SMS_HTTP_URL`.' }),
  SMS_SENDER: text('SalonePay', { when: SMS_HTTP, keepEmpty: true, description: 'The `from` of every SMS sent through `http`.' }),
  ALLOW_HTTP_PUBLIC_URL: flag({ description: 'Production only: allow a missing or `http://` `PUBLIC_URL`, for a private network without TLS.' }),
  TRUSTED_PROXIES: list('^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(/\\d{1,3})?)$', {
    expects: 'IP addresses, CIDRs or loopback/linklocal/uniquelocal',
    description:
      'Comma-separated addresses/CIDRs of your reverse proxies; only they may set `X-Forwarded-For` and `X-Forwarded-Proto` (per-IP limits and HTTPS detection use them). See "Behind nginx or Caddy".',
  }),
  CORS_ORIGINS: list(ORIGIN, { expects: 'origins like https://shop.example', docDefault: '(none: same origin only)', description: 'Comma-separated origins allowed to call the API.' }),
  LOG_LEVEL: Type.Optional(choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { docDefault: '`info` (`silent` when `NODE_ENV=test`)', description: 'Pino log level.' })),
  ALLOW_DEV_OUTBOX_ON_NETWORK: flag({
    description:
      'Lets local mode listen on the network. Sign-in codes stay readable from this machine only (the outbox answers loopback requests only); start-up prints one warning line.',
  }),
  E2E_TEST_CLOCK: flag({ description: "The e2e server's sign-in clock can be moved forward (`POST /dev/clock`). Local mode only; refused with `NODE_ENV=production`." }),
  SESSION_IDLE_HOURS: whole(1, 24 * 30, 12, { description: 'Session idle expiry.' }),
  SESSION_MAX_DAYS: whole(1, 365, 30, { description: 'Session absolute expiry.' }),
  WEB_ROOT: text('dist', { docDefault: '`./dist`', description: 'The built PWA to serve.' }),
  CLAIM_CENTRAL_BANK_LICENCE: flag({ description: 'Show the central bank licence claim, only when true for the deploying business.' }),
  CLAIM_ISO_27001: flag({ description: 'Show the ISO 27001 claim, only when true for the deploying business.' }),
  CLAIM_PCI_DSS: flag({ description: 'Show the PCI DSS claim, only when true for the deploying business.' }),
  PREVIEW_SECRET: text('preview', { description: 'Build time. Value of `?preview-access=` that opens the gate. Not a security control.' }),
  PREVIEW_GATE: choice(['on', 'off'], {
    default: 'on',
    lowercase: true,
    description: '`off` turns the coming-soon gate off for a launch (checkout, resume and receipt pages never have it): [go-live.md](go-live.md).',
  }),
  RATE_LIMIT_USER: whole(1, 1_000_000_000, 1800, {
    description: 'API requests per signed-in user per 15 minutes (429 with `Retry-After` beyond). A signed-in request is never limited by its network address.',
  }),
  RATE_LIMIT_IP: whole(1, 1_000_000_000, 3000, {
    description:
      "API requests per 15 minutes per client address, for requests without a session. Coarse on purpose: a mobile carrier's NAT puts thousands of people behind one address. Code sends (a fifth of it), code checks (two fifths) and email links (a fifth) have their own per-address caps sized from it. Sign-in also has per-number limits (60 s between codes, 5 codes an hour, 5 wrong tries per code, 30 checks per number per 15 minutes).",
  }),
  PAYMENT_PROVIDER: choice(['sandbox', 'monime'], {
    default: 'sandbox',
    description:
      '`sandbox` (default: SPEC timings, test numbers below) or `monime` (Orange Money, Africell Money and banks through Monime: mobile money collection by USSD payment code, payouts and refunds to mobile money and banks, webhooks at `/api/v1/providers/monime/callback`).',
  }),
  MONIME_API_URL: text('https://api.monime.io/v1', {
    when: MONIME,
    pattern: '^https?://[^\\s]+$',
    stripTrailingSlash: true,
    expects: 'an http(s) URL',
    description: "Monime's API base URL (tests point it at a loopback peer).",
  }),
  MONIME_ACCESS_TOKEN: optionalText({
    when: MONIME,
    needs: '(mon_test_… for the sandbox, mon_… live)',
    pattern: '^mon_[A-Za-z0-9_]+$',
    expects: '`mon_test_…` or `mon_…`',
    secret: true,
    docDefault: '(required for `monime`)',
    description: "Monime API token. `mon_test_…` is Monime's sandbox, `mon_…` moves real money: the token chooses, not the URL.",
  }),
  MONIME_SPACE_ID: optionalText({
    when: MONIME,
    needs: '(your Monime space id)',
    pattern: '^[A-Za-z0-9_-]+$',
    expects: 'letters, digits, `_` and `-`',
    docDefault: '(required for `monime`)',
    description: 'Your Monime space id (sent as `Monime-Space-Id`).',
  }),
  MONIME_WEBHOOK_SECRET: optionalText({
    when: MONIME,
    needs: '(16+ characters, from the webhook settings of this environment)',
    minLength: 16,
    expects: 'at least 16 characters',
    secret: true,
    docDefault: '(required for `monime`)',
    description: "The secret Monime signs this environment's webhooks with (`Monime-Signature`, 300 s window).",
  }),
  MONIME_VERSION: optionalText({ when: MONIME, docDefault: '(none)', description: 'Optional `Monime-Version` header, e.g. `caph.2025-08-23`.' }),
  MONIME_SOURCE_ACCOUNT_ID: optionalText({ when: MONIME, docDefault: "(the space's default)", description: 'Monime financial account that payouts and refunds are paid from.' }),
  FEE_RULES: json<FeeRules>(DEFAULT_FEE_RULES, feeRulesFrom, {
    expects: 'JSON',
    docDefault: "SPEC §9's fees",
    description:
      'JSON overrides of the fee per payment method: basis points (150 = 1.5 %) and a fixed part per currency in minor units, e.g. `{"card":{"basisPoints":250,"fixed":{"SLE":50000}}}`. A method or field not named keeps its default; the web app quotes the same rules (from `/api/v1/config`).',
  }),
  AMOUNT_LIMITS: json<AmountLimits>(DEFAULT_AMOUNT_LIMITS, amountLimitsFrom, {
    expects: 'JSON',
    docDefault: 'mobile money Le 100,000, card Le 500,000, bank Le 5,000,000, cash Le 1,000,000',
    description:
      'JSON overrides of the most one payment may be, by method and currency, in minor units, e.g. `{"orange_money":{"SLE":5000000}}`; above it a payment or link is a 400 naming `amount` ([hostile-traffic.md](hostile-traffic.md)).',
  }),
  SANDBOX_DELAY_SCALE: decimal(0, 100, 1, { description: "The sandbox provider's SPEC §4 timings × this (0 settles at once, for demos and load tests)." }),
  IDEMPOTENCY_STALE_SECONDS: whole(5, 3600, 120, {
    description:
      'How long a request that never answered (its server process died) holds its `Idempotency-Key` before a retry may run it again; the retry then finds the record the first run made, never a second one.',
  }),
  PAYOUT_MAX_AMOUNT: whole(1, Number.MAX_SAFE_INTEGER, 50_000_000, { docDefault: '`50000000` (Le 500,000)', description: 'The most one payout may take, in minor units of its currency.' }),
  PAYOUT_DAILY_LIMIT: whole(1, Number.MAX_SAFE_INTEGER, 200_000_000, {
    docDefault: '`200000000` (Le 2,000,000)',
    description: "The most a merchant's payouts of one UTC day may take (failed payouts do not count), checked in the transaction that reserves the money.",
  }),
  PAYOUT_FEE_BPS: whole(0, 10_000, 0, { description: 'Payout fee: basis points of the amount (with `PAYOUT_FEE_FIXED`, rounded half-up to a whole leone). None by default (SPEC names no payout fee).' }),
  PAYOUT_FEE_FIXED: whole(0, Number.MAX_SAFE_INTEGER, 0, { description: 'Payout fee: a fixed part in minor units, added to `PAYOUT_FEE_BPS`.' }),
  SANDBOX_PAYOUT_SPEEDUP: whole(1, 100_000_000, 720, {
    description: "The sandbox pays out in SPEC §9's time (2 hours mobile money, 1 day bank) divided by this: 10 s and 2 minutes by default.",
  }),
  ADMIN_PHONES: list('^\\+232\\d{8}$', {
    expects: 'phone numbers as +232 and 8 digits (e.g. +23276123456), comma-separated',
    description:
      "The back office's first admins, comma-separated, each `+232` and 8 digits (e.g. `+23276123456`); read at start, so a new install has an admin without a database shell. Admins add the other staff at `/admin/staff`. See [back-office.md](back-office.md).",
  }),
  SHUTDOWN_GRACE_SECONDS: whole(1, 3600, 20, {
    description:
      'On SIGTERM a process stops accepting, ends live streams with a retry hint, and has this long to finish its requests and jobs before it exits (0 when drained). See [Production layout](#production-layout).',
  }),
  METRICS_TOKEN: optionalText({
    minLength: 24,
    expects: 'at least 24 characters',
    secret: true,
    docDefault: '(none: this machine only)',
    description: 'Bearer token that opens `GET /metrics` (Prometheus) to other machines; loopback requests need none.',
  }),
});

/** The settings as read: every variable by its name, typed by the schema. */
export type Settings = Static<typeof CONFIG_SCHEMA>;

/** What a valid value is, as the error line and the docs table say it. */
export function expectsOf(schema: TSchema): string {
  const notes = schema as TSchema & Notes & { type?: string; minimum?: number; maximum?: number; enum?: string[] };
  if (notes.type === 'integer') return `a whole number from ${notes.minimum} to ${notes.maximum}`;
  if (notes.type === 'number') return `a number from ${notes.minimum} to ${notes.maximum}`;
  if (notes.type === 'boolean') return 'true or false';
  if (notes.enum) return notes.enum.length <= 3 ? `${notes.enum.slice(0, -1).join(', ')} or ${notes.enum.at(-1)}` : `one of ${notes.enum.join(', ')}`;
  return notes.expects ?? 'any text';
}

/**
 * Reads the variables of `schema` from `env` in order. After each one, `after(name, settings)`
 * may stop start-up on a rule between settings (it sees the settings read so far).
 * The result is NoInfer: S comes from `schema` alone. Inferred from where the result goes as
 * well, TypeScript related typebox's Static<S> to the target type generically, 1.3 million
 * instantiations and 4 s of `npm run typecheck` for one call.
 */
export function readSettings<S extends TObject>(schema: S, env: Env, after?: (name: string, settings: Record<string, unknown>) => void): NoInfer<Static<S>> {
  const settings: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const value = readSetting(name, property, env, settings);
    if (value !== undefined) settings[name] = value;
    after?.(name, settings);
  }
  return settings as Static<S>;
}

/** One variable: unset (or empty) is its default; a bad value throws the one line. */
export function readSetting(name: string, schema: TSchema, env: Env, settings: Record<string, unknown> = {}): unknown {
  const notes = schema as TSchema & Notes & { type?: string; items?: TSchema };
  if (notes.when && settings[notes.when[0]] !== notes.when[1]) return undefined;
  let raw = env[name];
  if (raw !== undefined && notes.trim) raw = raw.trim();
  const blank = raw === undefined || (!notes.keepEmpty && (notes.decode ? raw.trim() === '' : raw === ''));
  const refuse = (shown: string): ConfigError => {
    if (notes.when && notes.needs) return new ConfigError(`${notes.when[0]}=${notes.when[1]} needs ${name} ${notes.needs}`);
    return new ConfigError(`${name} ${notes.must ?? `must be ${expectsOf(schema)}`}${notes.secret ? '' : `, got "${shown}"`}`);
  };
  if (raw === undefined || blank) {
    if (notes.needs) throw refuse('');
    return Array.isArray(notes.default) ? [...(notes.default as unknown[])] : notes.default;
  }
  if (notes.decode) return notes.decode(raw);
  if (notes.type === 'array') {
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const bad = entries.find((entry) => !Value.Check(notes.items as TSchema, entry));
    if (bad !== undefined) throw new ConfigError(`${name} entries must be ${expectsOf(schema)}, got "${bad}"`);
    return entries;
  }
  let value: unknown;
  if (notes.type === 'integer' || notes.type === 'number') {
    const digits = notes.type === 'integer' ? /^\d+$/ : /^\d+(\.\d+)?$/;
    value = digits.test(raw.trim()) ? Number(raw.trim()) : undefined;
  } else if (notes.type === 'boolean') {
    const lower = raw.toLowerCase();
    value = ['1', 'true', 'yes'].includes(lower) ? true : ['0', 'false', 'no'].includes(lower) ? false : undefined;
  } else {
    let textValue = notes.lowercase ? raw.toLowerCase() : raw;
    if (notes.stripTrailingSlash) textValue = textValue.replace(/\/+$/, '');
    raw = textValue;
    value = textValue;
  }
  if (value === undefined || !Value.Check(schema, value)) throw refuse(raw);
  return value;
}

const FEE_METHODS = Object.keys(DEFAULT_FEE_RULES);
const FEE_RULES_EXAMPLE = `FEE_RULES='{"card":{"basisPoints":250,"fixed":{"SLE":50000}}}'`;

/**
 * FEE_RULES: JSON overrides of the default fees, by method: basis points (150 = 1.5 %) and a fixed
 * part per currency in minor units. Integers only; a method or field not named keeps its default.
 */
function feeRulesFrom(raw: string): FeeRules {
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
function amountLimitsFrom(raw: string): AmountLimits {
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
