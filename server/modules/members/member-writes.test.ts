/**
 * Issue 35, what was left after the first teams stop, checked from outside (real routes, real
 * database):
 * - a payment link says who made it (`member`, named as activity names one: name, else phone;
 *   null for the founder);
 * - Idempotency-Key belongs to the person, not only the business: two members sending the same
 *   key (one after the other, or at once) each get their own answer, never the other's, and each
 *   one's retry still gets their own; the owner and an API key keep their own scope;
 * - the mode of a role that may not switch it (seller, viewer) is the business's: the server
 *   ignores their Salone-Mode header (test until the business is live, live once it is), while a
 *   developer's header still chooses.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteView } from '../../../domain/members.ts';
import type { PaymentLink } from '../../../domain/payment-links.ts';
import { approveMerchant } from '../../test/activation-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { freshIp } from '../../test/auth-helpers.ts';

const OWNER = '30537001';
const AMINATA = '30537002';
const BOCKARIE = '30537003';
const DEVELOPER = '30537004';
const VIEWER = '30537005';

interface Answer<T> {
  status: number;
  replayed: boolean;
  body: { data: T; error?: { code: string; message: string } };
  text: string;
}

describe('members’ links, keys and mode (issue 35)', { timeout: 240_000 }, () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};
  let merchantId = '';

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const response = await testApp.app.inject({ method, url, remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload ? { payload } : {}) });
    let body: Answer<T>['body'];
    try {
      body = response.json();
    } catch {
      body = { data: undefined as T };
    }
    return { status: response.statusCode, replayed: response.headers['idempotency-replayed'] === 'true', body, text: response.body };
  };
  const link = (description: string, amount = 5_000) => ({ amount, currency: 'SLE', description, reusable: true });
  const makeLink = (phone: string, description: string, key: string, headers: Record<string, string> = {}) =>
    call<PaymentLink>('POST', '/api/v1/payment-links', tokens[phone] ?? '', link(description), { 'idempotency-key': key, 'salone-business': merchantId, ...headers });
  const links = async (phone: string, headers: Record<string, string> = {}) =>
    (await call<{ items: PaymentLink[] }>('GET', '/api/v1/payment-links', tokens[phone] ?? '', undefined, { 'salone-business': merchantId, ...headers })).body.data.items;

  beforeAll(async () => {
    // A live provider is configured (never called: making a link asks it nothing), so the business
    // is live once approved.
    testApp = await createTestApp({
      env: {
        RATE_LIMIT_USER: '100000',
        RATE_LIMIT_IP: '100000',
        PAYMENT_PROVIDER: 'monime',
        MONIME_API_URL: 'http://127.0.0.1:9',
        MONIME_ACCESS_TOKEN: 'mon_test_members',
        MONIME_SPACE_ID: 'spc-test',
        MONIME_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
      },
    });
    const owner = await signIn(testApp.app, OWNER);
    tokens[OWNER] = owner.token;
    merchantId = owner.user.id ?? '';
    const profile = await call('PUT', '/api/v1/merchant-profile', owner.token, { businessName: 'Lumley Market Stall', category: 'Retail' });
    expect(profile.status, profile.text).toBe(200);
    const people: [string, string | null, string][] = [
      [AMINATA, 'Aminata Conteh', 'seller'],
      [BOCKARIE, null, 'seller'],
      [DEVELOPER, 'Ibrahim Dev', 'developer'],
      [VIEWER, 'Fatu Viewer', 'viewer'],
    ];
    for (const [phone, fullName, role] of people) {
      const invited = await call('POST', '/api/v1/members', owner.token, { phone, role });
      expect(invited.status, invited.text).toBe(201);
      tokens[phone] = (await signIn(testApp.app, phone)).token;
      if (fullName) {
        const saved = await call('PUT', '/api/v1/auth/profile', tokens[phone] ?? '', { fullName, streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Western Area' });
        expect(saved.status, saved.text).toBe(200);
      }
      const [invite] = (await call<{ items: InviteView[] }>('GET', '/api/v1/invites', tokens[phone] ?? '')).body.data.items;
      const accepted = await call('POST', `/api/v1/invites/${invite?.id}/accept`, tokens[phone] ?? '');
      expect(accepted.status, accepted.text).toBe(200);
    }
  }, 200_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('a link says which member made it: name, else phone; nobody for the founder', async () => {
    expect((await makeLink(AMINATA, 'Palm oil', randomUUID())).status).toBe(201);
    expect((await makeLink(BOCKARIE, 'Cassava leaves', randomUUID())).status).toBe(201);
    expect((await makeLink(OWNER, 'Groundnuts', randomUUID())).status).toBe(201);
    // Whoever reads the list (the owner, a viewer) sees the same names.
    for (const reader of [OWNER, VIEWER]) {
      const byDescription = new Map((await links(reader)).map((item) => [item.description, item.member]));
      expect(byDescription.get('Palm oil')).toBe('Aminata Conteh');
      expect(byDescription.get('Cassava leaves')).toBe(`+232${BOCKARIE}`);
      expect(byDescription.get('Groundnuts')).toBeNull();
    }
    // The answer to the create says it too.
    const made = await makeLink(AMINATA, 'Rice', randomUUID());
    expect(made.body.data.member).toBe('Aminata Conteh');
  });

  it('two members sending the same Idempotency-Key for different links each get their own link, and each retry its own answer', async () => {
    const key = randomUUID();
    const first = await makeLink(AMINATA, 'Pepper', key);
    expect(first.status, first.text).toBe(201);
    const second = await makeLink(BOCKARIE, 'Onions', key);
    // Not 422 idempotency_mismatch, not Aminata's answer: Bockarie's own link.
    expect(second.status, second.text).toBe(201);
    expect(second.replayed).toBe(false);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    expect(second.body.data).toMatchObject({ description: 'Onions', member: `+232${BOCKARIE}` });
    // Each one's retry answers their own first answer, byte for byte.
    const firstRetry = await makeLink(AMINATA, 'Pepper', key);
    expect(firstRetry.replayed).toBe(true);
    expect(firstRetry.text).toBe(first.text);
    const secondRetry = await makeLink(BOCKARIE, 'Onions', key);
    expect(secondRetry.replayed).toBe(true);
    expect(secondRetry.text).toBe(second.text);
    // A member's changed body under their own key is still refused.
    expect((await makeLink(AMINATA, 'Not pepper', key)).body.error?.code).toBe('idempotency_mismatch');
  });

  it('the same key and the same body from two members at once: two links, and no stored answer ever goes to the other', async () => {
    for (let round = 0; round < 3; round += 1) {
      const key = randomUUID();
      const [a, b] = await Promise.all([makeLink(AMINATA, 'Bread', key), makeLink(BOCKARIE, 'Bread', key)]);
      expect(a.status, a.text).toBe(201);
      expect(b.status, b.text).toBe(201);
      expect(a.replayed || b.replayed).toBe(false);
      expect(a.body.data.id).not.toBe(b.body.data.id);
      expect(a.body.data.member).toBe('Aminata Conteh');
      expect(b.body.data.member).toBe(`+232${BOCKARIE}`);
      // Retries, again at once: each gets their own.
      const [aAgain, bAgain] = await Promise.all([makeLink(AMINATA, 'Bread', key), makeLink(BOCKARIE, 'Bread', key)]);
      expect(aAgain.body.data.id).toBe(a.body.data.id);
      expect(bAgain.body.data.id).toBe(b.body.data.id);
    }
    // Both links exist, each named for who made it.
    const breads = (await links(OWNER)).filter((item) => item.description === 'Bread');
    expect(breads).toHaveLength(6);
    expect(breads.filter((item) => item.member === 'Aminata Conteh')).toHaveLength(3);
  });

  it('the owner’s own requests and an API key keep their own scope', async () => {
    const key = randomUUID();
    const seller = await makeLink(AMINATA, 'Fish', key);
    const owner = await makeLink(OWNER, 'Fish', key);
    expect(owner.status).toBe(201);
    expect(owner.replayed).toBe(false);
    expect(owner.body.data.id).not.toBe(seller.body.data.id);
    expect(owner.body.data.member).toBeNull();
    // An API key of the business: its own retry replays; a member's same key is theirs alone.
    const made = await call<{ secret: string }>('POST', '/api/v1/api-keys', tokens[OWNER] ?? '', { name: 'Stall site', mode: 'test' });
    expect(made.status, made.text).toBe(201);
    const apiKey = made.body.data.secret;
    const apiKeyCall = () =>
      testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', remoteAddress: freshIp(), headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': key }, payload: link('Fish') });
    const viaKey = await apiKeyCall();
    // The owner's session and the business's keys share the business's scope, as before teams.
    expect(viaKey.headers['idempotency-replayed']).toBe('true');
    expect(viaKey.json<{ data: PaymentLink }>().data.id).toBe(owner.body.data.id);
    const keyOnly = randomUUID();
    const viaKeyFirst = await testApp.app.inject({ method: 'POST', url: '/api/v1/payment-links', remoteAddress: freshIp(), headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': keyOnly }, payload: link('Yams') });
    expect(viaKeyFirst.statusCode).toBe(201);
    const memberSame = await makeLink(BOCKARIE, 'Yams', keyOnly);
    expect(memberSame.replayed).toBe(false);
    expect(memberSame.body.data.id).not.toBe(viaKeyFirst.json<{ data: PaymentLink }>().data.id);
  });

  it('a seller and a viewer work in the business’s mode whatever their header says; a developer’s header chooses', async () => {
    // Not live yet: a seller asking for live still makes a test link (not refused, not live).
    const before = await makeLink(AMINATA, 'Soap (before live)', randomUUID(), { 'salone-mode': 'live' });
    expect(before.status, before.text).toBe(201);
    expect(before.body.data.livemode).toBe(false);
    // A developer may switch: asking for live before the business is live is refused.
    const developer = await makeLink(DEVELOPER, 'Soap (developer)', randomUUID(), { 'salone-mode': 'live' });
    expect(developer.status).toBe(403);
    expect(developer.body.error?.code).toBe('merchant_not_activated');
    await approveMerchant(testApp, merchantId);
    // Live now: the seller's links are live without asking, and asking for test does not make one.
    const after = await makeLink(AMINATA, 'Soap (live)', randomUUID());
    expect(after.status, after.text).toBe(201);
    expect(after.body.data.livemode).toBe(true);
    const askedTest = await makeLink(BOCKARIE, 'Soap (asked test)', randomUUID(), { 'salone-mode': 'test' });
    expect(askedTest.body.data.livemode).toBe(true);
    // A viewer reads the live links, whatever the header; the owner still chooses with the switch.
    const viewed = (await links(VIEWER)).map((item) => item.description);
    expect(viewed).toEqual(expect.arrayContaining(['Soap (live)', 'Soap (asked test)']));
    expect(viewed).not.toContain('Soap (before live)');
    expect((await links(OWNER)).map((item) => item.description)).toContain('Soap (before live)');
    expect((await links(OWNER, { 'salone-mode': 'live' })).map((item) => item.description)).toContain('Soap (live)');
  });
});
