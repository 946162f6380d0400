/**
 * Issue 38: the environments that pin what loadConfig answered before configuration came from one
 * schema. server/test/config-before.json holds the answers of the hand-written parser (commit
 * b077186) for each of these; server/config-equivalence.test.ts asks the current loadConfig the
 * same questions. Regenerate the JSON only when a setting is meant to change.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, type Env } from '../config.ts';

const SECRET = 'x'.repeat(32);
const PRODUCTION: Env = { NODE_ENV: 'production', APP_SECRET: SECRET, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', PUBLIC_URL: 'https://pay.example.sl' };
const MONIME: Env = { PAYMENT_PROVIDER: 'monime', MONIME_ACCESS_TOKEN: 'mon_test_abc123', MONIME_SPACE_ID: 'spc-123', MONIME_WEBHOOK_SECRET: 'whsec-0123456789abcdef' };

export const CONFIG_CASES: Env[] = [
  {},
  { NODE_ENV: 'test' },
  { NODE_ENV: 'development' },
  { NODE_ENV: 'staging' },
  { NODE_ENV: '' },
  { PORT: '0' },
  { PORT: '65535' },
  { PORT: ' 8080 ' },
  { PORT: '' },
  { PORT: 'abc' },
  { PORT: '70000' },
  { PORT: '-1' },
  { PORT: '3.5' },
  { HOST: '  ' },
  { HOST: ' localhost ' },
  { HOST: '127.0.1.1' },
  { HOST: '0.0.0.0' },
  { HOST: '::' },
  { HOST: '0.0.0.0', ALLOW_DEV_OUTBOX_ON_NETWORK: 'true' },
  { HOST: '192.168.1.10', ALLOW_DEV_OUTBOX_ON_NETWORK: 'YES' },
  { ALLOW_DEV_OUTBOX_ON_NETWORK: 'sometimes' },
  { ALLOW_DEV_OUTBOX_ON_NETWORK: ' true' },
  { ALLOW_HTTP_PUBLIC_URL: 'maybe' },
  { ALLOW_HTTP_PUBLIC_URL: 'true' },
  { PORT: '  ' },
  { HOST: '0.0.0.0', ...PRODUCTION },
  { DATA_DIR: 'elsewhere' },
  { WEB_ROOT: 'public-build' },
  { WEB_ROOT: '' },
  { DATABASE_URL: 'memory://' },
  { DATABASE_URL: 'postgres://u@h/db' },
  { DATABASE_URL: 'postgresql://u@h/db', APP_SECRET: SECRET },
  { DATABASE_URL: 'mysql://x' },
  { APP_SECRET: 'short' },
  { APP_SECRET: SECRET },
  { APP_SECRET: '' },
  { NODE_ENV: 'production' },
  { NODE_ENV: 'production', APP_SECRET: SECRET },
  { NODE_ENV: 'production', APP_SECRET: SECRET, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' },
  { NODE_ENV: 'production', APP_SECRET: SECRET, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', PUBLIC_URL: 'http://pay.lan' },
  { NODE_ENV: 'production', APP_SECRET: SECRET, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', ALLOW_HTTP_PUBLIC_URL: 'true' },
  { NODE_ENV: 'production', APP_SECRET: SECRET, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', ALLOW_HTTP_PUBLIC_URL: 'maybe' },
  PRODUCTION,
  { ...PRODUCTION, E2E_TEST_CLOCK: 'true' },
  { ...PRODUCTION, LOG_LEVEL: 'debug' },
  { NODE_ENV: 'production', SUPPORT_EMAIL: 'nope' },
  { SUPPORT_EMAIL: 'help@shop.sl' },
  { SUPPORT_EMAIL: 'nope' },
  { SMTP_URL: 'smtps://u:p@mail.example:465' },
  { SMTP_URL: 'http://mail.example' },
  { EMAIL_FROM: 'Pay <pay@shop.sl>' },
  { PUBLIC_URL: 'https://pay.example.sl/' },
  { PUBLIC_URL: 'http://localhost:3000' },
  { PUBLIC_URL: 'pay.example.sl/app' },
  { PUBLIC_URL: 'https://pay.example.sl/app' },
  { SMS_PROVIDER: 'pigeon' },
  { SMS_PROVIDER: 'http' },
  { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x' },
  { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_HTTP_API_KEY: 'k', SMS_SENDER: 'Shop' },
  { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send', SMS_SENDER: '', SMS_HTTP_API_KEY: '' },
  { SMS_PROVIDER: 'outbox', SMS_HTTP_URL: 'https://sms.example/send' },
  { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,::1,' },
  { TRUSTED_PROXIES: 'proxy.internal' },
  { CORS_ORIGINS: 'https://shop.example,http://localhost:5173' },
  { CORS_ORIGINS: 'https://shop.example/path' },
  { LOG_LEVEL: 'trace' },
  { LOG_LEVEL: 'loud' },
  { NODE_ENV: 'test', LOG_LEVEL: '' },
  { E2E_TEST_CLOCK: '1' },
  { E2E_TEST_CLOCK: 'no' },
  { SESSION_IDLE_HOURS: '1', SESSION_MAX_DAYS: '365' },
  { SESSION_IDLE_HOURS: '0' },
  { SESSION_IDLE_HOURS: '721' },
  { SESSION_MAX_DAYS: '366' },
  { CLAIM_CENTRAL_BANK_LICENCE: 'true', CLAIM_ISO_27001: '1', CLAIM_PCI_DSS: 'False' },
  { CLAIM_PCI_DSS: 'maybe' },
  { PREVIEW_SECRET: 'open-sesame' },
  { PREVIEW_GATE: 'OFF' },
  { PREVIEW_GATE: 'on' },
  { PREVIEW_GATE: 'maybe' },
  { RATE_LIMIT_USER: '5', RATE_LIMIT_IP: '1000000000' },
  { RATE_LIMIT_USER: '0' },
  { RATE_LIMIT_IP: '1000000001' },
  { ...MONIME },
  { ...MONIME, MONIME_API_URL: 'http://127.0.0.1:9999/v1/', MONIME_VERSION: 'caph.2025-08-23', MONIME_SOURCE_ACCOUNT_ID: 'fac-1' },
  { PAYMENT_PROVIDER: 'paypal' },
  { PAYMENT_PROVIDER: 'monime' },
  { ...MONIME, MONIME_ACCESS_TOKEN: 'sk_live_x' },
  { ...MONIME, MONIME_SPACE_ID: '' },
  { ...MONIME, MONIME_SPACE_ID: 'a b' },
  { ...MONIME, MONIME_WEBHOOK_SECRET: 'short' },
  { ...MONIME, MONIME_API_URL: 'ftp://x' },
  { ...MONIME, MONIME_API_URL: '' },
  { PAYMENT_PROVIDER: 'sandbox', MONIME_ACCESS_TOKEN: 'junk' },
  { FEE_RULES: '{"orange_money":{"basisPoints":120},"card":{"fixed":{"SLE":25000}}}' },
  { FEE_RULES: '  ' },
  { FEE_RULES: 'not json' },
  { FEE_RULES: '[1]' },
  { FEE_RULES: '{"bitcoin":{"basisPoints":1}}' },
  { FEE_RULES: '{"card":{"percent":2.5}}' },
  { FEE_RULES: '{"card":{"basisPoints":2.5}}' },
  { FEE_RULES: '{"card":{"fixed":{"XAU":5}}}' },
  { AMOUNT_LIMITS: '{"orange_money":{"SLE":5000000}}' },
  { AMOUNT_LIMITS: 'not json' },
  { AMOUNT_LIMITS: '{"card":5}' },
  { AMOUNT_LIMITS: '{"card":{"SLE":0}}' },
  { SANDBOX_DELAY_SCALE: '0' },
  { SANDBOX_DELAY_SCALE: '0.25' },
  { SANDBOX_DELAY_SCALE: ' 2 ' },
  { SANDBOX_DELAY_SCALE: '1e2' },
  { SANDBOX_DELAY_SCALE: '101' },
  { SANDBOX_DELAY_SCALE: 'fast' },
  { IDEMPOTENCY_STALE_SECONDS: '5' },
  { IDEMPOTENCY_STALE_SECONDS: '1' },
  { PAYOUT_MAX_AMOUNT: '100', PAYOUT_DAILY_LIMIT: '1000', PAYOUT_FEE_BPS: '150', PAYOUT_FEE_FIXED: '500', SANDBOX_PAYOUT_SPEEDUP: '1' },
  { PAYOUT_MAX_AMOUNT: '0' },
  { PAYOUT_FEE_BPS: '10001' },
  { PAYOUT_FEE_FIXED: '-5' },
  { SANDBOX_PAYOUT_SPEEDUP: '100000001' },
  { ADMIN_PHONES: ' +23276123456, +23288123456 ,+23276123456' },
  { ADMIN_PHONES: '+23276123456,076123456' },
  { SHUTDOWN_GRACE_SECONDS: '1' },
  { SHUTDOWN_GRACE_SECONDS: '0' },
  { METRICS_TOKEN: 'm'.repeat(24) },
  { METRICS_TOKEN: 'short' },
  // Several bad values: which one is named first.
  { PORT: 'abc', NODE_ENV: 'staging' },
  { PORT: 'abc', SUPPORT_EMAIL: 'nope', LOG_LEVEL: 'loud' },
  { NODE_ENV: 'production', SUPPORT_EMAIL: 'nope', APP_SECRET: SECRET },
  { SMS_PROVIDER: 'pigeon', CORS_ORIGINS: 'x', FEE_RULES: 'x' },
  { CLAIM_PCI_DSS: 'maybe', PAYMENT_PROVIDER: 'paypal', PREVIEW_GATE: 'x' },
  { METRICS_TOKEN: 'short', ADMIN_PHONES: 'x', SHUTDOWN_GRACE_SECONDS: 'x' },
];

/**
 * loadConfig's answer for `env` as the settings that differ from the empty environment's (or the
 * error line), with the parts that differ run to run (temp folders, a generated secret) named.
 */
export function configDifference(env: Env, base: Record<string, unknown>): unknown {
  const answer = configAnswer(env);
  if (typeof answer !== 'object' || answer === null || 'error' in answer) return answer;
  return Object.fromEntries(Object.entries(answer).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(base[key])));
}

/** loadConfig's whole answer for `env`, named as configDifference names it. */
export function configAnswer(env: Env): unknown {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-config-eq-'));
  try {
    const config = loadConfig(env, root);
    return JSON.parse(
      JSON.stringify(config, (key, value: unknown) => {
        if (key === 'appSecret' && typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)) return '<generated>';
        if (key === 'stdoutIsTTY') return '<terminal>';
        return typeof value === 'string' && value.startsWith(root) ? `<root>${value.slice(root.length)}` : value;
      }),
    );
  } catch (error) {
    if (error instanceof ConfigError) return { error: error.message };
    throw error;
  }
}
