/**
 * Issue 33: `npm run monime:peer` is the adapter's test peer as a development tool. Its control API
 * settles what is pending; a completed payment code and a completed or failed payout reach the
 * callback as webhooks in Monime's envelope that the Monime adapter accepts (signed as Monime
 * signs); its settings print as NAME=value lines, and nothing the server runs imports it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonimeProvider } from '../providers/payments/monime.ts';
import { parsePeerArgs, peerSettings } from '../scripts/monime-peer.ts';
import { SECRET, SPACE, startMonimePeer, TOKEN } from './monime-peer.ts';

const SERVER = path.resolve(import.meta.dirname, '..');

describe('the Monime peer as a development tool', () => {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const callback = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(202).end('{}');
    });
  });
  const closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => callback.close(() => resolve())));
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('settles a payment code by its control API and signs the webhook as Monime does', async () => {
    const callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/api/v1/providers/monime/callback`;
    const peer = await startMonimePeer({ callbackUrl });
    closers.push(() => peer.close());
    const monime = createMonimeProvider({ baseUrl: peer.baseUrl, accessToken: TOKEN, spaceId: SPACE, webhookSecret: SECRET });
    const started = await monime.initiate({ paymentId: '11111111-2222-4333-8444-555555555555', method: 'orange_money', provider: 'orange_money', total: 150_000, currency: 'SLE', payerPhone: '+23276000111', reference: 'SPREHEARSE1', livemode: true });

    const pending = await (await fetch(`${peer.url}/_peer/payment-codes?status=pending`)).json() as { data: { id: string; paymentId: string; amount: number }[] };
    expect(pending.data).toEqual([expect.objectContaining({ id: started.providerRef, paymentId: '11111111-2222-4333-8444-555555555555', amount: 150_000, status: 'pending' })]);
    const done = await fetch(`${peer.url}/_peer/payment-codes/${started.providerRef}/complete`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await monime.status(started.providerRef)).toEqual({ state: 'succeeded' });
    // Once only: a settled code cannot be settled again.
    expect((await fetch(`${peer.url}/_peer/payment-codes/${started.providerRef}/fail`, { method: 'POST' })).status).toBe(409);

    expect(received).toHaveLength(1);
    const [webhook] = received;
    expect(monime.verifyCallback(webhook?.headers ?? {}, webhook?.body ?? '')).toEqual({ providerRef: started.providerRef, paymentId: '11111111-2222-4333-8444-555555555555', state: 'succeeded' });
    // Monime's envelope: { apiVersion, event: { id, name, timestamp }, object: { id, type }, data }.
    expect(JSON.parse(webhook?.body ?? '')).toMatchObject({
      apiVersion: expect.any(String),
      event: { id: expect.stringMatching(/^evt-/), name: 'payment.completed', timestamp: expect.any(String) },
      object: { id: expect.stringMatching(/^pay-/), type: 'payment' },
      data: { paymentCode: { id: started.providerRef }, metadata: { paymentId: '11111111-2222-4333-8444-555555555555' } },
    });
    // A body changed on the way is refused.
    expect(monime.verifyCallback(webhook?.headers ?? {}, (webhook?.body ?? '').replace('payment.completed', 'payment.completed '))).toBeNull();

    // A code that ends unpaid: Monime lists no event for it, so nothing is sent (the server polls).
    const unpaid = await monime.initiate({ paymentId: '22222222-2222-4333-8444-555555555555', method: 'orange_money', provider: 'orange_money', total: 10_000, currency: 'SLE', payerPhone: '+23276000111', reference: 'SPREHEARSE2', livemode: true });
    expect((await fetch(`${peer.url}/_peer/payment-codes/${unpaid.providerRef}/fail`, { method: 'POST' })).status).toBe(200);
    expect(await monime.status(unpaid.providerRef)).toEqual({ state: 'failed', reason: 'expired' });
    expect(received).toHaveLength(1);
  });

  it('settles payouts by its control API and announces each with a signed payout.completed or payout.failed webhook', async () => {
    const callbackUrl = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/api/v1/providers/monime/callback`;
    const peer = await startMonimePeer({ callbackUrl });
    closers.push(() => peer.close());
    const monime = createMonimeProvider({ baseUrl: peer.baseUrl, accessToken: TOKEN, spaceId: SPACE, webhookSecret: SECRET });
    received.length = 0;

    const paid = await monime.payout({ payoutId: '88888888-2222-4333-8444-555555555555', provider: 'orange_money', amount: 70_000, currency: 'SLE', destination: '+23276000111', livemode: true });
    expect(await monime.payoutStatus(paid.providerRef)).toEqual({ state: 'processing' });
    // Nothing is announced until the payout ends.
    expect(received).toHaveLength(0);
    expect((await fetch(`${peer.url}/_peer/payouts/${paid.providerRef}/complete`, { method: 'POST' })).status).toBe(200);
    expect(await monime.payoutStatus(paid.providerRef)).toEqual({ state: 'succeeded' });
    expect(peer.peer.deliveries).toEqual([{ event: 'payout.completed', status: 202 }]);
    const [completed] = received;
    expect(JSON.parse(completed?.body ?? '')).toMatchObject({
      event: { id: expect.stringMatching(/^evt-/), name: 'payout.completed', timestamp: expect.any(String) },
      object: { id: paid.providerRef, type: 'payout' },
      data: { id: paid.providerRef, status: 'completed', amount: { currency: 'SLE', value: 70_000 }, metadata: { payoutId: '88888888-2222-4333-8444-555555555555' } },
    });
    expect(completed?.headers['monime-signature']).toMatch(/^t=\d+,v1=[A-Za-z0-9+/]+=*$/);
    expect(monime.verifyCallback(completed?.headers ?? {}, completed?.body ?? '')).toEqual({ kind: 'payout', providerRef: paid.providerRef, payoutId: '88888888-2222-4333-8444-555555555555' });
    // Signed with another secret, or changed on the way: refused unread.
    const other = createMonimeProvider({ baseUrl: peer.baseUrl, accessToken: TOKEN, spaceId: SPACE, webhookSecret: 'another-secret' });
    expect(other.verifyCallback(completed?.headers ?? {}, completed?.body ?? '')).toBeNull();
    expect(monime.verifyCallback(completed?.headers ?? {}, (completed?.body ?? '').replace('88888888', '88888889'))).toBeNull();
    // Once only: a settled payout cannot be settled again, and nothing more is sent.
    expect((await fetch(`${peer.url}/_peer/payouts/${paid.providerRef}/fail`, { method: 'POST' })).status).toBe(409);
    expect(received).toHaveLength(1);

    const refused = await monime.payout({ payoutId: '99999999-2222-4333-8444-555555555555', provider: 'orange_money', amount: 50_000, currency: 'SLE', destination: '+23276000111', livemode: true });
    expect((await fetch(`${peer.url}/_peer/payouts/${refused.providerRef}/fail`, { method: 'POST' })).status).toBe(200);
    expect(await monime.payoutStatus(refused.providerRef)).toEqual({ state: 'failed', reason: 'provider_unknown' });
    const failed = received[1];
    expect(JSON.parse(failed?.body ?? '')).toMatchObject({
      event: { name: 'payout.failed' },
      object: { id: refused.providerRef, type: 'payout' },
      data: { status: 'failed', failureDetail: { code: 'provider_unknown' }, metadata: { payoutId: '99999999-2222-4333-8444-555555555555' } },
    });
    expect(monime.verifyCallback(failed?.headers ?? {}, failed?.body ?? '')).toEqual({ kind: 'payout', providerRef: refused.providerRef, payoutId: '99999999-2222-4333-8444-555555555555' });

    // Redelivery, as Monime retries: the same body and event id, signed again.
    await peer.peer.redeliver();
    expect(received).toHaveLength(3);
    expect(received[2]?.body).toBe(failed?.body);
    expect(monime.verifyCallback(received[2]?.headers ?? {}, received[2]?.body ?? '')).toEqual({ kind: 'payout', providerRef: refused.providerRef, payoutId: '99999999-2222-4333-8444-555555555555' });
    expect((await fetch(`${peer.url}/_peer/payouts/nope/complete`, { method: 'POST' })).status).toBe(404);
    expect(received).toHaveLength(3);
  });

  it('prints the settings the server starts with, one NAME=value per line, and refuses bad arguments', () => {
    expect(peerSettings('http://127.0.0.1:4331/v1')).toEqual([
      'MONIME_API_URL=http://127.0.0.1:4331/v1',
      `MONIME_ACCESS_TOKEN=${TOKEN}`,
      `MONIME_SPACE_ID=${SPACE}`,
      `MONIME_WEBHOOK_SECRET=${SECRET}`,
    ]);
    expect(parsePeerArgs(['--port', '4331', '--callback', 'http://127.0.0.1:3000/api/v1/providers/monime/callback'])).toEqual({ port: 4331, callback: 'http://127.0.0.1:3000/api/v1/providers/monime/callback' });
    expect(() => parsePeerArgs(['--port', 'x', '--callback', 'http://127.0.0.1:3000/cb'])).toThrow('--port');
    expect(() => parsePeerArgs(['--port', '4331'])).toThrow('--callback');
  });

  it('is never imported by what the server runs (only tests and the monime:peer script)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) {
          if (name !== 'dev') walk(full);
          continue;
        }
        if (!name.endsWith('.ts') || name.endsWith('.test.ts') || full.endsWith(path.join('scripts', 'monime-peer.ts'))) continue;
        if (readFileSync(full, 'utf8').includes('monime-peer')) offenders.push(path.relative(SERVER, full));
      }
    };
    walk(SERVER);
    expect(offenders).toEqual([]);
  });
});
