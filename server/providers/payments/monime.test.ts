/**
 * The Monime adapter against a loopback HTTP peer (server/dev/monime-peer.ts: node:http on
 * 127.0.0.1, no real network) that speaks Monime's documented shapes, including its 409 and 429
 * answers, and against Monime's webhook signatures.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET, SPACE, startMonimePeer, TOKEN, type MonimePeer } from '../../dev/monime-peer.ts';
import { createMonimeProvider, monimeSignature, MonimeError, type MonimeOptions } from './monime.ts';

describe('Monime adapter against a loopback peer', () => {
  let loopback: Awaited<ReturnType<typeof startMonimePeer>>;
  let baseUrl: string;
  let peer: MonimePeer;
  let waits: number[];
  let clock: Date;

  beforeAll(async () => {
    loopback = await startMonimePeer();
    baseUrl = loopback.baseUrl;
  });
  afterAll(async () => {
    await loopback.close();
  });
  beforeEach(() => {
    peer = loopback.reset();
    waits = [];
    clock = new Date('2026-03-02T10:00:00Z');
  });

  const adapter = (extra: Partial<MonimeOptions> = {}) =>
    createMonimeProvider({
      baseUrl,
      accessToken: TOKEN,
      spaceId: SPACE,
      webhookSecret: SECRET,
      version: 'caph.2025-08-23',
      // Waits are recorded, not slept: the test proves what the adapter would wait.
      sleep: async (ms) => void waits.push(ms),
      now: () => clock,
      ...extra,
    });
  const collect = { paymentId: '7d0c6a52-7a4e-4c4f-9d83-0c1e9f1d2a11', method: 'orange_money', provider: 'orange_money', total: 5_000_000, currency: 'SLE', payerPhone: '+23276123456', reference: 'SPABC123', livemode: true } as const;

  it('collects mobile money with a USSD payment code: documented headers and body, a retry is the same code', async () => {
    const monime = adapter();
    const first = await monime.initiate(collect);
    expect(first.needsCode).toBe(false);
    expect(monime.ussdCodes.get(first.providerRef)).toMatch(/^\*715\*\d+#$/);
    const post = peer.seen.find((seen) => seen.method === 'POST');
    expect(post?.path).toBe('/payment-codes');
    expect(post?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'monime-space-id': SPACE, 'monime-version': 'caph.2025-08-23', 'content-type': 'application/json' });
    expect(post?.headers['idempotency-key']).toBe(`salonepay-collect-${collect.paymentId}`);
    // Orange Money is m18 in this space's list (second page): read, never assumed.
    expect(post?.body).toEqual({
      name: 'Salone Pay SPABC123',
      mode: 'one_time',
      amount: { currency: 'SLE', value: 5_000_000 },
      duration: 'PT30M',
      authorizedProviders: ['m18'],
      authorizedPhoneNumber: '+23276123456',
      metadata: { paymentId: collect.paymentId, reference: 'SPABC123' },
    });
    // A retried initiate (our process timed out) is answered with the remembered code.
    expect((await monime.initiate(collect)).providerRef).toBe(first.providerRef);
    expect(peer.codes.size).toBe(1);
    // The provider list was read once (two pages) and cached.
    expect(peer.seen.filter((seen) => seen.path.startsWith('/financial-providers'))).toHaveLength(2);

    expect(await monime.status(first.providerRef)).toEqual({ state: 'awaiting_code' });
    expect(await monime.submitCode(first.providerRef, null)).toEqual({ outcome: 'accepted' });
    (peer.codes.get(first.providerRef) as { status: string }).status = 'processing';
    expect(await monime.status(first.providerRef)).toEqual({ state: 'processing' });
    (peer.codes.get(first.providerRef) as { status: string }).status = 'completed';
    expect(await monime.status(first.providerRef)).toEqual({ state: 'succeeded' });
    // Completed: Monime refuses to cancel it, and the adapter says it was not stopped.
    expect(await monime.cancel(first.providerRef)).toBe(false);
  });

  it('cancels a pending code; an expired one is a failed payment whose code is refused', async () => {
    const monime = adapter();
    const { providerRef } = await monime.initiate(collect);
    expect(await monime.cancel(providerRef)).toBe(true);
    expect(await monime.status(providerRef)).toEqual({ state: 'cancelled' });
    const other = await monime.initiate({ ...collect, paymentId: '8e1d7b63-8b5f-4d50-8e94-1d2fa02e3b22' });
    (peer.codes.get(other.providerRef) as { status: string }).status = 'expired';
    expect(await monime.status(other.providerRef)).toEqual({ state: 'failed', reason: 'expired' });
    expect(await monime.submitCode(other.providerRef, null)).toEqual({ outcome: 'refused' });
  });

  it('429: waits what Retry-After says and tries again; gives up after maxAttempts with rate_limited', async () => {
    const monime = adapter({ maxAttempts: 3 });
    const limited = { status: 429, headers: { 'retry-after': '2' }, body: { success: false, messages: ['Slow down'], error: { code: 'rate_limit_exceeded', message: 'Too many requests' } } };
    peer.queued.set('POST /payouts', [limited]);
    const paid = await monime.payout({ payoutId: 'b2c4e6f8-0a1b-4c3d-8e5f-7a9b1c3d5e7f', provider: 'orange_money', amount: 250_000, currency: 'SLE', destination: '+23276123456', livemode: true });
    expect(paid.providerRef).toMatch(/^pot-/);
    expect(waits).toEqual([2000]);
    expect(peer.seen.filter((seen) => seen.path === '/payouts')).toHaveLength(2);

    waits = [];
    peer.queued.set('GET /payouts/' + paid.providerRef, [limited, limited, limited]);
    const error = await monime.payoutStatus(paid.providerRef).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MonimeError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded', message: 'Too many requests' });
    expect(waits).toEqual([2000, 2000]);
  });

  it('5xx and dropped connections are retried with backoff; a 4xx error envelope is raised at once', async () => {
    const monime = adapter();
    const { providerRef } = await monime.initiate(collect);
    peer.queued.set(`GET /payment-codes/${providerRef}`, [{ status: 503, body: { success: false, messages: [], error: { code: 'unavailable', message: 'Try later' } } }]);
    expect(await monime.status(providerRef)).toEqual({ state: 'awaiting_code' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(250);

    const missing = await monime.status('pmc-unknown').catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ name: 'MonimeError', status: 404, code: 'not_found', message: 'No such payment code' });
    expect(waits).toHaveLength(1);

    const unreachable = createMonimeProvider({ baseUrl: 'http://127.0.0.1:9/v1', accessToken: TOKEN, spaceId: SPACE, webhookSecret: SECRET, maxAttempts: 2, sleep: async (ms) => void waits.push(ms) });
    expect(await unreachable.payoutStatus('pot-1').catch((caught: unknown) => caught)).toMatchObject({ code: 'network_error' });
  });

  it('409 idempotency_key_in_use (same key, different body) is raised, never retried under another key', async () => {
    const monime = adapter();
    const payout = { payoutId: 'c3d5e7f9-1b2c-4d4e-9f60-8b0c2d4e6f80', provider: 'orange_money', amount: 100_000, currency: 'SLE', destination: '+23276123456', livemode: true } as const;
    const first = await monime.payout(payout);
    // The same payout retried: Monime answers the remembered success, nothing is paid twice.
    expect(await monime.payout(payout)).toEqual(first);
    const changed = await monime.payout({ ...payout, amount: 100_001 }).catch((caught: unknown) => caught);
    expect(changed).toMatchObject({ status: 409, code: 'idempotency_key_in_use' });
    expect(peer.payouts.size).toBe(1);
    expect(peer.seen.filter((seen) => seen.path === '/payouts')).toHaveLength(3);
    expect(waits).toEqual([]);
  });

  it('pays out to mobile money and banks with ids from the provider list; reports completion and failure details', async () => {
    const monime = adapter({ sourceAccountId: 'fac-merchant-float' });
    const momo = await monime.payout({ payoutId: 'd4e6f8a0-2c3d-4e5f-8a71-9c1d3e5f7a91', provider: 'africell_money', amount: 75_000, currency: 'SLE', destination: '+23277123456', livemode: true });
    const bank = await monime.payout({ payoutId: 'e5f7a9b1-3d4e-4f60-9b82-ad2e4f6a8ba2', provider: 'RBL', amount: 1_000_000, currency: 'SLE', destination: '0012345678901', livemode: true });
    const bodies = peer.seen.filter((seen) => seen.path === '/payouts').map((seen) => seen.body);
    expect(bodies).toEqual([
      { amount: { currency: 'SLE', value: 75_000 }, destination: { type: 'momo', providerId: 'm17', phoneNumber: '+23277123456' }, source: { financialAccountId: 'fac-merchant-float' }, metadata: { payoutId: 'd4e6f8a0-2c3d-4e5f-8a71-9c1d3e5f7a91' } },
      { amount: { currency: 'SLE', value: 1_000_000 }, destination: { type: 'bank', providerId: 'b03', accountNumber: '0012345678901' }, source: { financialAccountId: 'fac-merchant-float' }, metadata: { payoutId: 'e5f7a9b1-3d4e-4f60-9b82-ad2e4f6a8ba2' } },
    ]);
    expect(await monime.payoutStatus(momo.providerRef)).toEqual({ state: 'processing' });
    peer.payouts.set(momo.providerRef, { status: 'completed' });
    peer.payouts.set(bank.providerRef, { status: 'failed', failureDetail: { code: 'provider_account_missing' } });
    expect(await monime.payoutStatus(momo.providerRef)).toEqual({ state: 'succeeded' });
    expect(await monime.payoutStatus(bank.providerRef)).toEqual({ state: 'failed', reason: 'provider_account_missing' });
    // A bank Monime does not list is refused before any payout is sent.
    await expect(monime.payout({ payoutId: 'f6a8b0c2-4e5f-4a71-8c93-be3f5a7b9cb3', provider: 'GTB', amount: 1_000, currency: 'SLE', destination: '1', livemode: true })).rejects.toMatchObject({ code: 'provider_unknown' });
    await expect(monime.payout({ payoutId: 'f6a8b0c2-4e5f-4a71-8c93-be3f5a7b9cb4', provider: 'orange_money', amount: 1_000, currency: 'EUR', destination: '+23276123456', livemode: true })).rejects.toMatchObject({ code: 'currency_unsupported' });
    // A refund of a bank payment would name the payer's phone: refused for good before sending.
    await expect(monime.payout({ payoutId: 'f6a8b0c2-4e5f-4a71-8c93-be3f5a7b9cb5', provider: 'RBL', amount: 1_000, currency: 'SLE', destination: '+23276123456', livemode: true })).rejects.toMatchObject({ code: 'destination_invalid', permanent: true });
    expect(new MonimeError(0, 'network_error', 'down').permanent).toBe(false);
    expect([400, 404, 408, 409, 429, 503].map((status) => new MonimeError(status, 'x', 'x').permanent)).toEqual([true, true, false, false, false, false]);
    expect(peer.payouts.size).toBe(2);
  });

  it('verifies webhook signatures over "<t>_" + the raw body within 300 s; anything else is refused unread', () => {
    const monime = adapter();
    const body = JSON.stringify({
      apiVersion: 'caph.2025-08-23',
      event: { id: 'evt-1', name: 'payment.completed', timestamp: '2026-03-02T10:00:00Z' },
      object: { id: 'pay-9', type: 'payment' },
      data: { id: 'pay-9', status: 'completed', paymentCode: { id: 'pmc-1' }, metadata: { paymentId: collect.paymentId } },
    });
    const t = Math.floor(clock.getTime() / 1000);
    const headers = (signature: string) => ({ 'monime-signature': signature });
    expect(monime.verifyCallback(headers(monimeSignature(SECRET, body, t)), body)).toEqual({ providerRef: 'pmc-1', paymentId: collect.paymentId, state: 'succeeded' });
    expect(monime.verifyCallback(headers(monimeSignature('another-secret', body, t)), body)).toBeNull();
    expect(monime.verifyCallback(headers(monimeSignature(SECRET, body, t)), body.replace('completed', 'complete'))).toBeNull();
    expect(monime.verifyCallback(headers(monimeSignature(SECRET, body, t - 301)), body)).toBeNull();
    expect(monime.verifyCallback(headers(monimeSignature(SECRET, body, t - 299)), body)).not.toBeNull();
    expect(monime.verifyCallback({}, body)).toBeNull();
    expect(monime.verifyCallback(headers('t=abc,v1=zzz'), body)).toBeNull();
    // A signed event that is not a final payment is a hint for nothing: polling decides.
    const created = body.replace('payment.completed', 'payment.created');
    expect(monime.verifyCallback(headers(monimeSignature(SECRET, created, t)), created)).toBeNull();
  });

  it("a signed payout.completed or payout.failed is a hint naming Monime's payout and our payoutId; payout.created and unnamed payouts are nothing", () => {
    const monime = adapter();
    const t = Math.floor(clock.getTime() / 1000);
    const signed = (name: string, data: object) => {
      const body = JSON.stringify({ apiVersion: 'caph.2025-08-23', event: { id: 'evt-7', name, timestamp: '2026-03-02T10:00:00Z' }, object: { id: 'pot-4', type: 'payout' }, data });
      return monime.verifyCallback({ 'monime-signature': monimeSignature(SECRET, body, t) }, body);
    };
    const payoutId = '77777777-2222-4333-8444-555555555555';
    expect(signed('payout.completed', { id: 'pot-4', status: 'completed', metadata: { payoutId } })).toEqual({ kind: 'payout', providerRef: 'pot-4', payoutId });
    expect(signed('payout.failed', { id: 'pot-4', status: 'failed', failureDetail: { code: 'fund_insufficient' }, metadata: { payoutId } })).toEqual({ kind: 'payout', providerRef: 'pot-4', payoutId });
    expect(signed('payout.created', { id: 'pot-4', status: 'pending', metadata: { payoutId } })).toBeNull();
    expect(signed('payout.completed', { id: 'pot-4', status: 'completed', metadata: {} })).toBeNull();
    const nothing = 'null';
    expect(monime.verifyCallback({ 'monime-signature': monimeSignature(SECRET, nothing, t) }, nothing)).toBeNull();
  });

  it('every call is refused by Monime without the right token and space', async () => {
    const monime = createMonimeProvider({ baseUrl, accessToken: 'mon_test_wrong', spaceId: SPACE, webhookSecret: SECRET, sleep: async () => undefined });
    await expect(monime.payoutStatus('pot-1')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
  });
});
