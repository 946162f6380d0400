/**
 * Issue 33, the one mode rule walked from the route table: test and live never mix. One merchant
 * makes records in test mode, then in live mode (through the Monime peer: a live provider is
 * configured), then in test mode again. Every merchant route (a GET that needs a credential,
 * found by asking without one) is read in each mode between the rounds, and:
 * - what a mode answers does not change when the other mode gains records (nothing counted);
 * - no id seen in one mode appears in any answer of the other (nothing visible);
 * - every `:param` route, given the other mode's ids, finds nothing, and every write route given
 *   them changes nothing (nothing usable).
 * A route added tomorrow is walked without editing this file (a required query value it cannot
 * guess makes it fail loudly: add the value to QUERY_SAMPLES).
 */
import { randomUUID } from 'node:crypto';
import AjvModule from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../domain/api-contract.ts';
import type { CreateCheckoutPaymentResponse } from '../../domain/checkout.ts';
import type { RouteEntry } from '../plugins/route-table.ts';
import { approveMerchant } from '../test/activation-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SECRET, SPACE, startMonimePeer, TOKEN } from '../dev/monime-peer.ts';
import { bearer, signIn } from '../test/sign-in.ts';
import { testClock, type TestClock } from '../test/auth-helpers.ts';
import { apiRoutes, fillUrl, schemaPart, WRITE_METHODS, type JsonSchema } from '../test/route-walk.ts';
import { audit } from '../modules/ledger/ledger.service.ts';
import { drainPaymentJobs } from '../modules/payments/payments-runtime.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../modules/payments/settlement.service.ts';
import { drainPayoutJobs, PAYOUT_AUDIT_CHECKS } from '../modules/payouts/payouts.service.ts';

const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default ?? AjvModule;
const ajv = new Ajv({ strict: false, coerceTypes: false, allErrors: false });

type Mode = 'test' | 'live';
const MERCHANT = '30533001';
const MERCHANT_E164 = `+232${MERCHANT}`;

/** Required query values the walk cannot guess from a schema (by name). */
const QUERY_SAMPLES: Record<string, (clock: TestClock) => string> = {
  month: (clock) => clock.now().toISOString().slice(0, 7),
};

/** Values tried for a string field, the first its schema accepts is sent. */
const STRING_CANDIDATES = (): string[] => [randomUUID(), '123456', 'SLE', 'Walk test', 'http://127.0.0.1:9/hook', '76123456', '2030-01-01T00:00:00.000Z', `evt_${'0'.repeat(32)}`];

function sampleFor(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (Array.isArray(schema.anyOf)) return sampleFor((schema.anyOf as JsonSchema[]).find((part) => part.type !== 'null') ?? {});
  if (types.includes('integer') || types.includes('number')) return Math.min(Math.max(schema.minimum ?? 0, 100), schema.maximum ?? 100);
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [sampleFor((schema.items as JsonSchema | undefined) ?? {})];
  if (types.includes('object')) return sampleBody(schema);
  const validate = ajv.compile(schema);
  return STRING_CANDIDATES().find((candidate) => validate(candidate)) ?? 'x';
}

/** A body with every required field given a value its schema accepts (when the walk can find one). */
function sampleBody(schema: JsonSchema | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) body[name] = sampleFor(schema.properties?.[name] ?? {});
  if (Object.keys(body).length === 0 && typeof schema.minProperties === 'number') {
    const [first] = Object.entries(schema.properties ?? {});
    if (first) body[first[0]] = sampleFor(first[1]);
  }
  return body;
}

/** Every string under a key named `id` (or ending in `Id`) anywhere in an answer. */
function harvestIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) harvestIds(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof inner === 'string' && inner.length >= 8) into.add(inner);
      else harvestIds(inner, into);
    }
  }
}

describe('the one mode rule, walked over every merchant route', { timeout: 600_000 }, () => {
  let loopback: Awaited<ReturnType<typeof startMonimePeer>>;
  let testApp: TestApp;
  let token: string;
  let merchantId: string;
  const clock = testClock(Date.now());
  let merchantGets: RouteEntry[] = [];
  /** Ids of the merchant's own records, per mode, so no other-mode answer may carry them. */
  const ownIds: Record<Mode, Set<string>> = { test: new Set(), live: new Set() };
  const seededIds: Record<Mode, Set<string>> = { test: new Set(), live: new Set() };
  const accounts: string[] = [];

  const headersFor = (mode: Mode) => ({ ...bearer(token), ...(mode === 'live' ? { 'salone-mode': 'live' } : {}) });
  const inject = async <T>(mode: Mode, method: string, url: string, payload?: object) => {
    const response = await testApp.app.inject({ method: method as 'GET', url, headers: headersFor(mode), ...(payload ? { payload } : {}) });
    let body: { data: T; error?: { code: string; message: string } } | undefined;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body: body as { data: T; error?: { code: string; message: string } }, text: response.body };
  };
  const outboxCode = async (to: string, containing: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}` });
    return response.json<{ data: DevMessage[] }>().data.find((message) => message.body.includes(containing))?.code ?? '';
  };
  const drain = async () => {
    await drainPaymentJobs(testApp.app.jobs, testApp.app.payments);
    await drainPayoutJobs(testApp.app.jobs, testApp.app.payouts);
  };
  const stepUpCode = async (purpose: 'payout_account' | 'payout') => {
    clock.advance(61_000);
    expect((await inject('test', 'POST', '/api/v1/step-up/code', { purpose })).status).toBe(200);
    return outboxCode(MERCHANT_E164, purpose === 'payout' ? 'confirm a payout' : 'change where your payouts go');
  };

  /** One round of records in `mode`: a link paid by a guest, a cash sale, a refund, a payout, a webhook endpoint. */
  const seed = async (mode: Mode, amount: number) => {
    const link = await inject<{ id: string; livemode: boolean }>(mode, 'POST', '/api/v1/payment-links', { amount, currency: 'SLE', description: `Walk ${mode} ${amount}`, reusable: true });
    expect(link.status, link.text).toBe(201);
    expect(link.body.data.livemode).toBe(mode === 'live');
    const wallet = mode === 'live' ? '76000111' : '77555111';
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/payments',
      headers: { 'idempotency-key': randomUUID() },
      payload: { merchantId, linkId: link.body.data.id, method: 'orange_money', walletNumber: wallet },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { payment, clientSecret } = created.json<{ data: CreateCheckoutPaymentResponse }>().data;
    expect(payment.livemode).toBe(mode === 'live');
    if (mode === 'live') {
      // Monime: the payer confirms, dials the payment code; the peer says it completed; our poll settles it.
      const confirmed = await testApp.app.inject({ method: 'POST', url: `/api/v1/checkout/payments/${payment.id}/confirm`, headers: { 'x-client-secret': clientSecret } });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await drain();
      const code = [...loopback.peer.codes.entries()].find(([, row]) => row.status === 'pending');
      expect(code).toBeDefined();
      loopback.peer.codes.set(code?.[0] ?? '', { status: 'completed' });
      await testApp.app.payments.payments.poll({ paymentId: payment.id });
    } else {
      const code = await outboxCode(`+232${wallet}`, `(ref ${payment.reference})`);
      const submitted = await testApp.app.inject({ method: 'POST', url: `/api/v1/checkout/payments/${payment.id}/code`, headers: { 'x-client-secret': clientSecret }, payload: { code } });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    await drain();
    expect((await testApp.app.payments.payments.get(payment.id)).status).toBe('completed');
    const sale = await inject<{ id: string }>(mode, 'POST', '/api/v1/cash-sales', { id: randomUUID(), amount: amount + 7, description: `Cash ${mode}` });
    expect(sale.status, sale.text).toBe(201);
    const refund = await inject<{ id: string }>(mode, 'POST', `/api/v1/payments/${payment.id}/refunds`, { amount: 1_000 });
    expect(refund.status, refund.text).toBe(201);
    const payout = await inject<{ id: string }>(mode, 'POST', '/api/v1/payouts', { accountId: accounts[0], amount: 5_000, code: await stepUpCode('payout') });
    expect(payout.status, payout.text).toBe(201);
    const endpoint = await inject<{ id: string }>(mode, 'POST', '/api/v1/webhook-endpoints', { url: `http://127.0.0.1:9/${mode}-${amount}`, events: ['payment.completed'] });
    expect(endpoint.status, endpoint.text).toBe(201);
    await drain();
    for (const id of [link.body.data.id, payment.id, sale.body.data.id, refund.body.data.id, payout.body.data.id, endpoint.body.data.id]) seededIds[mode].add(id);
  };

  const queryFor = (route: RouteEntry): string => {
    const query = schemaPart(route, 'querystring');
    const parts: string[] = [];
    for (const name of query?.required ?? []) {
      const sample = QUERY_SAMPLES[name];
      parts.push(`${name}=${encodeURIComponent(sample ? sample(clock) : String(sampleFor(query?.properties?.[name] ?? {})))}`);
    }
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  };
  const hasParams = (route: RouteEntry) => route.url.includes(':');

  /** Every merchant GET in `mode`: plain routes once, `:param` routes with each of the mode's own ids. */
  const snapshot = async (mode: Mode): Promise<Map<string, string>> => {
    const answers = new Map<string, string>();
    const problems: string[] = [];
    for (const route of merchantGets.filter((entry) => !hasParams(entry))) {
      const answer = await inject(mode, 'GET', `${route.url}${queryFor(route)}`);
      if (answer.status === 406) continue; // The event stream (its feed twin is walked).
      if (answer.status !== 200) problems.push(`${mode} GET ${route.url} → ${answer.status} ${answer.text.slice(0, 160)}`);
      answers.set(`GET ${route.url}`, answer.text);
      harvestIds(answer.body?.data, ownIds[mode]);
    }
    for (const id of seededIds[mode]) ownIds[mode].add(id);
    for (const route of merchantGets.filter(hasParams)) {
      for (const id of [...ownIds[mode]].sort()) {
        const url = `${fillUrl(route, () => id)}${queryFor(route)}`;
        const answer = await inject(mode, 'GET', url);
        if (answer.status === 200) {
          answers.set(`GET ${url}`, answer.text);
          harvestIds(answer.body?.data, ownIds[mode]);
        }
      }
    }
    expect(problems).toEqual([]);
    return answers;
  };

  /** No id of `other` in any answer of `mode`; every `:param` route finds none of `other`'s ids. */
  const nothingOfTheOther = async (mode: Mode, answers: Map<string, string>) => {
    const other: Mode = mode === 'test' ? 'live' : 'test';
    // Ids both modes see are the merchant's own (their user id, a payout account), not a record of one mode.
    const otherOnly = [...ownIds[other]].filter((id) => !ownIds[mode].has(id));
    for (const id of seededIds[other]) expect(otherOnly).toContain(id);
    const leaks: string[] = [];
    for (const [key, text] of answers) for (const id of otherOnly) if (text.includes(id)) leaks.push(`${mode} ${key} shows ${other} ${id}`);
    for (const route of merchantGets.filter(hasParams)) {
      for (const id of otherOnly) {
        const answer = await inject(mode, 'GET', `${fillUrl(route, () => id)}${queryFor(route)}`);
        if (answer.status < 400) leaks.push(`${mode} GET ${route.url} opens ${other} ${id} → ${answer.status}`);
      }
    }
    expect(leaks).toEqual([]);
  };

  /**
   * What belongs to the merchant, not to a mode (where payouts go, whether live money is allowed
   * yet): the same in both. Accounts' "last used" time moves with either mode's payouts and the
   * approval changes /live-mode and /activation (issue 34: the merchant's application, one for
   * both modes), so they are left out of the comparison (never out of the leak
   * check: no record id of the other mode may appear in them).
   */
  // Issue 35: members, invites and the businesses a person may act for are the business's people, in both modes.
  const MODELESS = ['GET /api/v1/accounts', 'GET /api/v1/live-mode', 'GET /api/v1/activation', 'GET /api/v1/members', 'GET /api/v1/invites', 'GET /api/v1/businesses'];
  const comparable = (answers: Map<string, string>) => Object.fromEntries([...answers].filter(([key]) => !MODELESS.some((prefix) => key.startsWith(prefix))));

  beforeAll(async () => {
    loopback = await startMonimePeer();
    testApp = await createTestApp({
      clock: clock.now,
      env: { PAYMENT_PROVIDER: 'monime', MONIME_API_URL: loopback.baseUrl, MONIME_ACCESS_TOKEN: TOKEN, MONIME_SPACE_ID: SPACE, MONIME_WEBHOOK_SECRET: SECRET, SESSION_IDLE_HOURS: '48', RATE_LIMIT_USER: '100000', RATE_LIMIT_IP: '100000' },
    });
    const merchant = await signIn(testApp.app, MERCHANT);
    token = merchant.token;
    merchantId = merchant.user.id ?? '';
    expect((await inject('test', 'PUT', '/api/v1/merchant-profile', { businessName: 'Mode Walk Traders', category: 'Retail' })).status).toBe(200);
    // The payout account (accounts are the merchant's, in both modes).
    const account = { type: 'mobile_money', provider: 'orange_money', accountNumber: '076 555 222', accountName: 'Fatmata Sesay' };
    const code = await stepUpCode('payout_account');
    await inject('test', 'POST', '/api/v1/accounts/wallet-code', account);
    const walletCode = await outboxCode('+23276555222', 'receive payouts');
    const linked = await inject<{ id: string }>('test', 'POST', '/api/v1/accounts', { ...account, code, walletCode });
    expect(linked.status, linked.text).toBe(201);
    accounts.push(linked.body.data.id);
    // Merchant routes: GET routes of the API that refuse a request without a credential.
    for (const route of apiRoutes(testApp.app).filter((entry) => entry.method === 'GET')) {
      const anonymous = await testApp.app.inject({ method: 'GET', url: `${fillUrl(route, () => randomUUID())}${queryFor(route)}` });
      if (anonymous.statusCode === 401) merchantGets.push(route);
    }
  }, 300_000);
  afterAll(async () => {
    await testApp?.close();
    await loopback?.close();
  });

  it('finds the merchant routes in the route table (balance, wallet, links, activity, exports, statement, events, webhooks…)', () => {
    const urls = merchantGets.map((route) => route.url);
    for (const url of ['/api/v1/balance', '/api/v1/wallet', '/api/v1/wallet/movements', '/api/v1/payment-links', '/api/v1/transactions', '/api/v1/transactions/totals', '/api/v1/transactions/export.csv', '/api/v1/reports/statement', '/api/v1/notifications', '/api/v1/events/feed', '/api/v1/webhook-endpoints', '/api/v1/payouts']) {
      expect(urls).toContain(url);
    }
    // Staff routes (issue 34) are the platform's, not a merchant's: a merchant gets 403 on each, as
    // the back office's permission matrix checks (server/modules/admin/permissions-matrix.test.ts).
    merchantGets = merchantGets.filter((route) => route.url !== '/api/v1/events/stream' && !route.url.startsWith('/api/v1/admin/'));
  });

  it('test records are invisible, uncounted and unusable in live mode, and live records in test mode', async () => {
    await seed('test', 1_234_000);
    const test1 = await snapshot('test');
    const live0 = await snapshot('live');
    // Live writes wait for an admin's approval (issue 34); test mode never did.
    const early = await inject('live', 'POST', '/api/v1/payment-links', { amount: 1_000, currency: 'SLE', description: 'Too early', reusable: true });
    expect([early.status, early.body.error?.code]).toEqual([403, 'merchant_not_activated']);
    await approveMerchant(testApp, merchantId);
    await seed('live', 2_345_000);
    const live1 = await snapshot('live');
    const test2 = await snapshot('test');
    // Live records changed nothing test mode reads or counts.
    expect(comparable(test2)).toEqual(comparable(test1));
    // And live mode did see its own records (the walk is not empty-handed).
    expect(comparable(live1)).not.toEqual(comparable(live0));
    for (const id of seededIds.live) expect([...live1.values()].some((text) => text.includes(id)), `live sees its own ${id}`).toBe(true);

    await seed('test', 3_456_000);
    const live2 = await snapshot('live');
    const test3 = await snapshot('test');
    expect(comparable(live2)).toEqual(comparable(live1));
    expect(comparable(test3)).not.toEqual(comparable(test2));
    await nothingOfTheOther('live', live2);
    await nothingOfTheOther('test', test3);

    // Writes: every write route with a `:param`, given the other mode's ids, changes nothing.
    const writes = apiRoutes(testApp.app).filter((route) => WRITE_METHODS.has(route.method) && hasParams(route));
    const used: string[] = [];
    let reachedLookup = 0;
    for (const [mode, other] of [['live', 'test'], ['test', 'live']] as const) {
      for (const route of writes) {
        for (const id of seededIds[other]) {
          const answer = await inject(mode, route.method, fillUrl(route, () => id), sampleBody(schemaPart(route, 'body')) ?? {});
          if (answer.status < 400) used.push(`${mode} ${route.method} ${route.url} used ${other} ${id} → ${answer.status}`);
          if (answer.status !== 400 && answer.status !== 401 && answer.status !== 403) reachedLookup += 1;
        }
      }
    }
    await drain();
    expect(used).toEqual([]);
    expect(reachedLookup).toBeGreaterThan(20);
    expect(comparable(await snapshot('live'))).toEqual(comparable(live2));
    expect(comparable(await snapshot('test'))).toEqual(comparable(test3));

    // The books balance after both modes ran.
    expect((await audit(testApp.database.db, [...PAYMENT_AUDIT_CHECKS, ...PAYOUT_AUDIT_CHECKS])).breaches).toEqual([]);
  });
});
