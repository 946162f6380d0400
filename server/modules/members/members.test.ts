/**
 * Issue 35's "Must show", checked from outside as a new user would (real routes, real database,
 * the dev outbox as the phone): the owner invites a seller and a developer; the seller signs in,
 * accepts, makes a link and a cash sale and gets 403 on balance, payouts, refunds, API keys and
 * exports; the developer makes an API key and gets 403 on payouts and members; the owner sees the
 * seller's name on the cash sale (activity and the CSV's member column); after the owner removes
 * the seller, the seller's next request is 403 and a queued offline cash sale is refused, not
 * recorded. Plus the bad input of the issue and the business's security log.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMessage } from '../../../domain/api-contract.ts';
import type { BusinessView, InviteView, MemberLogEntry, MemberView } from '../../../domain/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { freshIp } from '../../test/auth-helpers.ts';

const OWNER = '30535001';
const SELLER = '30535002';
const DEVELOPER = '30535003';
const STRANGER = '30535004';

interface Answer<T> {
  status: number;
  body: { data: T; error?: { code: string; message: string } };
  text: string;
}

describe('teams from outside: invite, accept, sell, refuse, remove (issue 35)', { timeout: 240_000 }, () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  const tokens: Record<string, string> = {};
  let merchantId = '';
  let sellerId = '';
  let developerId = '';

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const response = await testApp.app.inject({ method, url, remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload ? { payload } : {}) });
    let body: Answer<T>['body'];
    try {
      body = response.json();
    } catch {
      body = { data: undefined as T };
    }
    return { status: response.statusCode, body, text: response.body };
  };
  /** The header the app sends once the member picked the business. */
  const as = () => ({ 'salone-business': merchantId });
  const inbox = async (phone: string): Promise<DevMessage[]> =>
    (await testApp.app.inject({ method: 'GET', url: `/api/v1/dev/messages?to=${encodeURIComponent(`+232${phone}`)}` })).json<{ data: DevMessage[] }>().data;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now, env: { RATE_LIMIT_USER: '100000', RATE_LIMIT_IP: '100000' } });
    for (const phone of [OWNER, SELLER, DEVELOPER, STRANGER]) {
      const signed = await signIn(testApp.app, phone);
      tokens[phone] = signed.token;
    }
    const owner = await call<{ id: string }>('PUT', '/api/v1/merchant-profile', tokens[OWNER] ?? '', { businessName: 'Kamara Stall', category: 'Retail' });
    expect(owner.status, owner.text).toBe(200);
    merchantId = (await call<{ id: string }>('GET', '/api/v1/auth/profile', tokens[OWNER] ?? '')).body.data.id;
    for (const [phone, fullName] of [[SELLER, 'Aminata Seller'], [DEVELOPER, 'Ibrahim Dev']] as const) {
      const saved = await call('PUT', '/api/v1/auth/profile', tokens[phone] ?? '', { fullName, streetAddress: '4 Wilkinson Road', city: 'Freetown', district: 'Western Area' });
      expect(saved.status, saved.text).toBe(200);
    }
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses bad invites with a sentence: the owner’s own number, an invalid number', async () => {
    const own = await call('POST', '/api/v1/members', tokens[OWNER] ?? '', { phone: OWNER, role: 'seller' });
    expect(own.status).toBe(400);
    expect(own.body.error?.message).toBe('You cannot invite your own number.');
    const invalid = await call('POST', '/api/v1/members', tokens[OWNER] ?? '', { phone: '1234', role: 'seller' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.message).toMatch(/valid Sierra Leone phone number/);
  });

  it('invites a seller and a developer: each gets an SMS and sees the invite after signing in', async () => {
    for (const [phone, role] of [[SELLER, 'seller'], [DEVELOPER, 'developer']] as const) {
      const invited = await call<InviteView>('POST', '/api/v1/members', tokens[OWNER] ?? '', { phone: `${phone.slice(0, 2)} ${phone.slice(2)}`, role }, { 'idempotency-key': randomUUID() });
      expect(invited.status, invited.text).toBe(201);
      expect(invited.body.data).toMatchObject({ phone: `+232${phone}`, role, businessName: 'Kamara Stall' });
      expect(new Date(invited.body.data.expiresAt).getTime() - now.getTime()).toBe(7 * 24 * 3600 * 1000);
      expect((await inbox(phone)).some((message) => message.body.includes('Kamara Stall invites you to join'))).toBe(true);
    }
    const seen = await call<{ items: InviteView[] }>('GET', '/api/v1/invites', tokens[SELLER] ?? '');
    expect(seen.body.data.items.map((invite) => invite.role)).toEqual(['seller']);
    // Nobody else sees or accepts it.
    expect((await call<{ items: InviteView[] }>('GET', '/api/v1/invites', tokens[STRANGER] ?? '')).body.data.items).toEqual([]);
    const id = seen.body.data.items[0]?.id ?? '';
    expect((await call('POST', `/api/v1/invites/${id}/accept`, tokens[STRANGER] ?? '')).status).toBe(404);
  });

  it('the seller and the developer accept; the business is theirs to pick', async () => {
    for (const phone of [SELLER, DEVELOPER]) {
      const [invite] = (await call<{ items: InviteView[] }>('GET', '/api/v1/invites', tokens[phone] ?? '')).body.data.items;
      const key = randomUUID();
      const accepted = await call<BusinessView>('POST', `/api/v1/invites/${invite?.id}/accept`, tokens[phone] ?? '', undefined, { 'idempotency-key': key });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.data).toMatchObject({ merchantId, businessName: 'Kamara Stall' });
      // A retry of the same write answers the same, once.
      expect((await call<BusinessView>('POST', `/api/v1/invites/${invite?.id}/accept`, tokens[phone] ?? '', undefined, { 'idempotency-key': key })).body.data).toEqual(accepted.body.data);
      const businesses = await call<{ items: BusinessView[] }>('GET', '/api/v1/businesses', tokens[phone] ?? '');
      expect(businesses.body.data.items).toEqual([{ merchantId, businessName: 'Kamara Stall', role: phone === SELLER ? 'seller' : 'developer', own: false }]);
    }
    const members = await call<{ items: MemberView[] }>('GET', '/api/v1/members', tokens[OWNER] ?? '');
    // The founder first; the two who joined at the same (test clock) moment in either order.
    expect(members.body.data.items[0]).toMatchObject({ phone: `+232${OWNER}`, role: 'owner', founder: true });
    expect(members.body.data.items.map((member) => `${member.phone} ${member.role} ${member.founder}`).sort()).toEqual(
      [`+232${OWNER} owner true`, `+232${SELLER} seller false`, `+232${DEVELOPER} developer false`].sort(),
    );
    const idOf = (phone: string) => members.body.data.items.find((member) => member.phone === `+232${phone}`)?.userId ?? '';
    sellerId = idOf(SELLER);
    developerId = idOf(DEVELOPER);
    // Inviting an existing member is refused with a sentence.
    const again = await call('POST', '/api/v1/members', tokens[OWNER] ?? '', { phone: SELLER, role: 'viewer' });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe('This number is already a member of the business.');
  });

  it('the seller makes a link and a cash sale for the business, and gets 403 on balance, payouts, refunds, API keys and exports', async () => {
    const seller = tokens[SELLER] ?? '';
    // No header: the seller's only business.
    const link = await call<{ id: string }>('POST', '/api/v1/payment-links', seller, { amount: 5_000, currency: 'SLE', description: 'Rice', reusable: true });
    expect(link.status, link.text).toBe(201);
    const sale = await call<{ id: string }>('POST', '/api/v1/cash-sales', seller, { id: randomUUID(), amount: 12_000, description: 'Two bags of rice' }, { ...as(), 'idempotency-key': randomUUID() });
    expect(sale.status, sale.text).toBe(201);
    const mine = await call<{ items: { id: string }[]; total: number }>('GET', '/api/v1/sales/mine', seller, undefined, as());
    expect(mine.body.data.items.map((item) => item.id)).toEqual([sale.body.data.id]);
    expect(mine.body.data.total).toBe(12_000);
    const denied: [string, string, object?][] = [
      ['GET', '/api/v1/balance'],
      ['GET', '/api/v1/wallet'],
      ['GET', '/api/v1/payouts'],
      ['POST', '/api/v1/payouts', { amount: 1_000, currency: 'SLE', accountId: randomUUID(), code: '123456' }],
      ['POST', `/api/v1/payments/${sale.body.data.id}/refunds`, { amount: 1_000 }],
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/api-keys', { name: 'Mine', mode: 'test' }],
      ['GET', '/api/v1/transactions/export.csv'],
    ];
    for (const [method, url, body] of denied) {
      const answer = await call(method as 'GET', url, seller, body, as());
      expect(answer.status, `${method} ${url}: ${answer.text}`).toBe(403);
      expect(answer.body.error?.message).toBe("Your role (Seller) cannot do this. Ask the business's owner.");
    }
  });

  it('the developer makes an API key and gets 403 on payouts and members', async () => {
    const developer = tokens[DEVELOPER] ?? '';
    const key = await call<{ secret: string }>('POST', '/api/v1/api-keys', developer, { name: 'Shop site', mode: 'test' }, as());
    expect(key.status, key.text).toBe(201);
    // The key is the business's: it reads the business's payments.
    const viaKey = await testApp.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { authorization: `Bearer ${key.body.data.secret}` } });
    expect(viaKey.json<{ data: { items: { description: string }[] } }>().data.items.map((item) => item.description)).toContain('Rice');
    const denied: ['GET' | 'POST', string, object?][] = [['GET', '/api/v1/payouts'], ['GET', '/api/v1/accounts'], ['GET', '/api/v1/members'], ['POST', '/api/v1/members', { phone: STRANGER, role: 'viewer' }]];
    for (const [method, url, body] of denied) {
      const answer = await call(method, url, developer, body, as());
      expect(answer.status, `${method} ${url}`).toBe(403);
    }
    // A member cannot raise their own role.
    const raise = await call('PATCH', `/api/v1/members/${developerId}`, developer, { role: 'admin' }, as());
    expect(raise.status).toBe(400);
    expect(raise.body.error?.message).toBe('You cannot raise your own role.');
  });

  it('the owner sees the seller’s name on the cash sale, in the activity and the CSV’s member column', async () => {
    const owner = tokens[OWNER] ?? '';
    const activity = await call<{ items: { description: string; member?: string | null }[] }>('GET', '/api/v1/transactions', owner);
    const sale = activity.body.data.items.find((item) => item.description === 'Two bags of rice');
    expect(sale?.member).toBe('Aminata Seller');
    const csv = await testApp.app.inject({ method: 'GET', url: '/api/v1/transactions/export.csv', headers: { authorization: `Bearer ${owner}` } });
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header?.split(',').at(-1)).toBe('member');
    expect(lines.find((line) => line.includes('Two bags of rice'))?.endsWith(',Aminata Seller')).toBe(true);
  });

  it('the last owner cannot leave', async () => {
    const leave = await call('DELETE', `/api/v1/members/${merchantId}`, tokens[OWNER] ?? '');
    expect(leave.status).toBe(400);
    expect(leave.body.error?.message).toMatch(/last owner cannot leave/);
  });

  it('after removal the seller’s next request is 403, and a queued offline cash sale is refused, not recorded', async () => {
    const seller = tokens[SELLER] ?? '';
    // Queued on the phone while offline: the write and its key, sent later.
    const queued = { id: randomUUID(), amount: 7_000, description: 'Queued offline sale', recordedAt: now.toISOString() };
    const removed = await call('DELETE', `/api/v1/members/${sellerId}`, tokens[OWNER] ?? '', undefined, { 'idempotency-key': randomUUID() });
    expect(removed.status, removed.text).toBe(200);
    const next = await call('GET', '/api/v1/payment-links', seller, undefined, as());
    expect(next.status).toBe(403);
    expect(next.body.error).toEqual({ code: 'not_a_member', message: 'You are no longer a member of this business, so this was not done.' });
    const replay = await call('POST', '/api/v1/cash-sales', seller, queued, { ...as(), 'idempotency-key': randomUUID() });
    expect(replay.status).toBe(403);
    expect(replay.body.error?.code).toBe('not_a_member');
    const activity = await call<{ items: { id: string }[] }>('GET', '/api/v1/transactions', tokens[OWNER] ?? '');
    expect(activity.body.data.items.map((item) => item.id)).not.toContain(queued.id);
    // Without the header the seller acts for nobody's business but their own (none): nothing of the shop.
    expect((await call<{ items: BusinessView[] }>('GET', '/api/v1/businesses', seller)).body.data.items).toEqual([]);
  });

  it('lists invites, acceptances, role changes and removals in the business’s security log; an invite expires after 7 days', async () => {
    const owner = tokens[OWNER] ?? '';
    const changed = await call<MemberView>('PATCH', `/api/v1/members/${developerId}`, owner, { role: 'viewer' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.role).toBe('viewer');
    const invited = await call<InviteView>('POST', '/api/v1/members', owner, { phone: STRANGER, role: 'viewer' });
    expect(invited.status).toBe(201);
    const log = await call<{ items: MemberLogEntry[] }>('GET', '/api/v1/members/log', owner);
    // The test's clock stands still, so entries share one time: compared as a set.
    expect(log.body.data.items.map((entry) => `${entry.action} ${entry.subjectPhone} ${entry.role ?? ''}`).sort()).toEqual(
      [
        `invite +232${SELLER} seller`,
        `invite +232${DEVELOPER} developer`,
        `accept +232${SELLER} seller`,
        `accept +232${DEVELOPER} developer`,
        `removal +232${SELLER} seller`,
        `role_change +232${DEVELOPER} viewer`,
        `invite +232${STRANGER} viewer`,
      ].sort(),
    );
    expect(log.body.data.items.every((entry) => entry.actorPhone.startsWith('+232'))).toBe(true);
    // Members' business is not the owner's to read for a stranger.
    expect((await call('GET', '/api/v1/members/log', tokens[STRANGER] ?? '', undefined, { 'salone-business': merchantId })).status).toBe(403);
    now = new Date(now.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    // Sessions idle that long have ended: the invited person signs in again, as they would.
    tokens[STRANGER] = (await signIn(testApp.app, STRANGER)).token;
    expect((await call<{ items: InviteView[] }>('GET', '/api/v1/invites', tokens[STRANGER] ?? '')).body.data.items).toEqual([]);
    const late = await call('POST', `/api/v1/invites/${invited.body.data.id}/accept`, tokens[STRANGER] ?? '');
    expect(late.status).toBe(400);
    expect(late.body.error?.message).toBe('This invite has expired. Ask the business for a new one.');
  });
});
