import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { ConfigError, devOutboxNetworkWarning, loadConfig } from './config.ts';
import { CONFIG_SCHEMA, expectsOf, type Notes } from './config-schema.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'salone-config-'));

describe('loadConfig', () => {
  it('runs the whole product with no settings: port 3000, local mode, PGlite, a generated secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.localMode).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sms.kind).toBe('outbox');
    expect(config.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(config.appSecret);
    // The same secret on the next start, so sessions and code hashes survive restarts.
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(config.appSecret);
    expect(config.claims).toEqual({ centralBankLicence: false, iso27001: false, pciDss: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ PORT: '-1' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters'],
    [{ SUPPORT_EMAIL: 'nope' }, 'SUPPORT_EMAIL must be an email address'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER must be outbox or http'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_PROVIDER=http needs SMS_HTTP_URL'],
    [{ SESSION_IDLE_HOURS: '0' }, 'SESSION_IDLE_HOURS must be a whole number from 1'],
    [{ CLAIM_PCI_DSS: 'maybe' }, 'CLAIM_PCI_DSS must be true or false'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, test or production'],
  ])('stops on an invalid value %o with one clear line', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('refuses production without APP_SECRET or a real SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow('APP_SECRET is required');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), DATA_DIR: dataDir() }),
    ).toThrow('SMS_PROVIDER must name a real provider');
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      PUBLIC_URL: 'https://pay.example.sl',
      DATA_DIR: dataDir(),
    });
    expect(config.localMode).toBe(false);
  });
});

describe('loadConfig: email settings', () => {
  it('reads PUBLIC_URL as an origin without a trailing slash and refuses a path', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://pay.example.sl/' }).publicUrl).toBe('https://pay.example.sl');
    expect(loadConfig({ DATA_DIR: dataDir() }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'pay.example.sl/app' })).toThrow('PUBLIC_URL must be an origin');
  });

  it('has a default sender for emails and takes EMAIL_FROM', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).emailFrom).toBe('Salone Pay <no-reply@salonepay.sl>');
    expect(loadConfig({ DATA_DIR: dataDir(), EMAIL_FROM: 'Pay <pay@shop.sl>' }).emailFrom).toBe('Pay <pay@shop.sl>');
  });

  it('refuses local mode on a non-loopback HOST unless ALLOW_DEV_OUTBOX_ON_NETWORK is set, then warns in one line', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
      const config = loadConfig({ DATA_DIR: dataDir(), HOST: host });
      expect(devOutboxNetworkWarning(config), host).toBeNull();
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), HOST: host })).toThrow(/ALLOW_DEV_OUTBOX_ON_NETWORK=true/);
      const allowed = loadConfig({ DATA_DIR: dataDir(), HOST: host, ALLOW_DEV_OUTBOX_ON_NETWORK: 'true' });
      const warning = devOutboxNetworkWarning(allowed);
      expect(warning).toMatch(/^WARNING: .*this machine only/);
      expect(warning).not.toContain('\n');
    }
    // Production has no outbox: any HOST, no warning.
    const production = loadConfig({
      DATA_DIR: dataDir(),
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pay.example.sl',
      APP_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    });
    expect(devOutboxNetworkWarning(production)).toBeNull();
  });

  it('keeps the sandbox as the payment provider by default; PAYMENT_PROVIDER=monime needs its token, space and webhook secret', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).paymentProvider).toEqual({ kind: 'sandbox' });
    const monime = { PAYMENT_PROVIDER: 'monime', MONIME_ACCESS_TOKEN: 'mon_test_abc123', MONIME_SPACE_ID: 'spc-123', MONIME_WEBHOOK_SECRET: 'whsec-0123456789abcdef' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...monime }).paymentProvider).toEqual({
      kind: 'monime',
      baseUrl: 'https://api.monime.io/v1',
      accessToken: 'mon_test_abc123',
      spaceId: 'spc-123',
      webhookSecret: 'whsec-0123456789abcdef',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ...monime, MONIME_API_URL: 'http://127.0.0.1:9999/v1/', MONIME_VERSION: 'caph.2025-08-23', MONIME_SOURCE_ACCOUNT_ID: 'fac-1' }).paymentProvider).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999/v1',
      version: 'caph.2025-08-23',
      sourceAccountId: 'fac-1',
    });
    const refused: [Record<string, string>, string][] = [
      [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be sandbox or monime, got "paypal"'],
      [{ ...monime, MONIME_ACCESS_TOKEN: 'sk_live_x' }, 'PAYMENT_PROVIDER=monime needs MONIME_ACCESS_TOKEN'],
      [{ ...monime, MONIME_SPACE_ID: '' }, 'PAYMENT_PROVIDER=monime needs MONIME_SPACE_ID'],
      [{ ...monime, MONIME_WEBHOOK_SECRET: 'short' }, 'PAYMENT_PROVIDER=monime needs MONIME_WEBHOOK_SECRET'],
      [{ ...monime, MONIME_API_URL: 'ftp://x' }, 'MONIME_API_URL must be an http(s) URL'],
    ];
    for (const [env, message] of refused) expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

describe('loadConfig: fees and the sandbox (DESIGN §7: fee rules overridable by configuration)', () => {
  it('uses SPEC §9 fees by default and lays FEE_RULES over them method by method', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).feeRules.card).toEqual({ basisPoints: 250, fixed: { SLE: 50_000 } });
    const config = loadConfig({ DATA_DIR: dataDir(), FEE_RULES: '{"orange_money":{"basisPoints":120},"card":{"fixed":{"SLE":25000}}}' });
    expect(config.feeRules.orange_money).toEqual({ basisPoints: 120, fixed: {} });
    // A field not named keeps its default.
    expect(config.feeRules.card).toEqual({ basisPoints: 250, fixed: { SLE: 25_000 } });
    expect(config.feeRules.bank_transfer).toEqual({ basisPoints: 100, fixed: {} });
  });

  it.each([
    ['not json', 'FEE_RULES must be JSON like'],
    ['[1]', 'FEE_RULES must be a JSON object of methods'],
    ['{"bitcoin":{"basisPoints":1}}', 'FEE_RULES names an unknown method "bitcoin"'],
    ['{"card":{"percent":2.5}}', 'FEE_RULES.card may set only basisPoints and fixed'],
    ['{"card":{"basisPoints":2.5}}', 'FEE_RULES: basisPoints must be a whole number from 0 to 10000'],
    ['{"card":{"basisPoints":10001}}', 'FEE_RULES: basisPoints must be a whole number from 0 to 10000'],
    ['{"card":{"basisPoints":"250"}}', 'FEE_RULES: basisPoints must be a whole number'],
    ['{"card":{"fixed":{"SLE":-1}}}', 'FEE_RULES: basisPoints must be a whole number from 0 to 10000, and fixed'],
    ['{"card":{"fixed":{"XAU":5}}}', 'currency codes'],
    ['{"card":{"fixed":500}}', 'currency codes'],
  ])('refuses FEE_RULES=%s in one line', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), FEE_RULES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), FEE_RULES: value })).toThrow(message);
  });

  it('has amount limits that fit the rails by default, with AMOUNT_LIMITS laid over them (issue 36)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).amountLimits;
    expect(defaults.orange_money.SLE).toBe(100_000_00);
    expect(defaults.card.SLE).toBe(500_000_00);
    const config = loadConfig({ DATA_DIR: dataDir(), AMOUNT_LIMITS: '{"orange_money":{"SLE":5000000}}' });
    expect(config.amountLimits.orange_money.SLE).toBe(5_000_000);
    // A currency or method not named keeps its default.
    expect(config.amountLimits.orange_money.USD).toBe(defaults.orange_money.USD);
    expect(config.amountLimits.card).toEqual(defaults.card);
  });

  it.each([
    ['not json', 'AMOUNT_LIMITS must be JSON like'],
    ['{"card":5}', 'AMOUNT_LIMITS must be a JSON object of methods to currencies'],
    ['{"bitcoin":{"SLE":5}}', 'AMOUNT_LIMITS: methods are'],
    ['{"card":{"XAU":5}}', 'AMOUNT_LIMITS: methods are'],
    ['{"card":{"SLE":0}}', 'AMOUNT_LIMITS: methods are'],
    ['{"card":{"SLE":1.5}}', 'AMOUNT_LIMITS: methods are'],
  ])('refuses AMOUNT_LIMITS=%s in one line', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), AMOUNT_LIMITS: value })).toThrow(message);
  });

  it('takes SANDBOX_DELAY_SCALE from 0 to 100 and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sandboxDelayScale).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), SANDBOX_DELAY_SCALE: '0' }).sandboxDelayScale).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SANDBOX_DELAY_SCALE: '0.25' }).sandboxDelayScale).toBe(0.25);
    for (const bad of ['-1', 'fast', '101', '1e2']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SANDBOX_DELAY_SCALE: bad })).toThrow(`SANDBOX_DELAY_SCALE must be a number from 0 to 100, got "${bad}"`);
    }
  });
});

describe('loadConfig: idempotency after a crash', () => {
  it('holds a dead request key 120 s by default; IDEMPOTENCY_STALE_SECONDS from 5 to 3600', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).idempotencyStaleSeconds).toBe(120);
    expect(loadConfig({ DATA_DIR: dataDir(), IDEMPOTENCY_STALE_SECONDS: '5' }).idempotencyStaleSeconds).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir(), IDEMPOTENCY_STALE_SECONDS: '1' })).toThrow('IDEMPOTENCY_STALE_SECONDS must be a whole number from 5 to 3600, got "1"');
  });
});

describe('loadConfig: ADMIN_PHONES (issue 34)', () => {
  it('has no admins by default, reads comma-separated +232 numbers once each, and refuses anything else with one line', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).adminPhones).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_PHONES: ' +23276123456, +23288123456 ,+23276123456' }).adminPhones).toEqual(['+23276123456', '+23288123456']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_PHONES: '+23276123456,076123456' })).toThrow(
      new ConfigError('ADMIN_PHONES entries must be phone numbers as +232 and 8 digits (e.g. +23276123456), comma-separated, got "076123456"'),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_PHONES: '+2327612345' })).toThrow(ConfigError);
  });
});

describe('loadConfig: every variable of the schema (issue 38)', () => {
  const monime = { PAYMENT_PROVIDER: 'monime', MONIME_ACCESS_TOKEN: 'mon_test_abc123', MONIME_SPACE_ID: 'spc-123', MONIME_WEBHOOK_SECRET: 'whsec-0123456789abcdef' };
  const checked = Object.entries(CONFIG_SCHEMA.properties as Record<string, TSchema>).filter(([, schema]) => expectsOf(schema) !== 'any text');

  it.each(checked.map(([name, schema]) => [name, schema] as const))('%s: a bad value stops start-up with one line naming the variable', (name, schema) => {
    const notes = schema as TSchema & Notes;
    const bad = 'bad value!';
    const condition = notes.when ? (notes.when[0] === 'PAYMENT_PROVIDER' ? monime : { [notes.when[0]]: notes.when[1] }) : {};
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir(), ...condition, [name]: bad });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
    // A secret is never echoed; a plain value is, so the line shows what was wrong (a provider's
    // missing key and a JSON setting say what they need instead).
    if (notes.secret) expect(message).not.toContain(bad);
    else if (!notes.needs && !notes.decode) expect(message).toContain(`got "${bad}"`);
  });
});
