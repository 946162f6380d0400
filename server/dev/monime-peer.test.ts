/**
 * Issue 33: `npm run monime:peer` is the adapter's test peer as a development tool. Its control API
 * settles what is pending, a completed payment code reaches the callback as a webhook the Monime
 * adapter accepts (signed as Monime signs), its settings print as NAME=value lines, and nothing the
 * server runs imports it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('settles a payment code by its control API and signs the webhook as Monime does', async () => {
    await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => callback.close(() => resolve())));
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
    // A body changed on the way is refused.
    expect(monime.verifyCallback(webhook?.headers ?? {}, (webhook?.body ?? '').replace('payment.completed', 'payment.completed '))).toBeNull();

    const payout = await monime.payout({ payoutId: '99999999-2222-4333-8444-555555555555', provider: 'orange_money', amount: 50_000, currency: 'SLE', destination: '+23276000111', livemode: true });
    expect(await monime.payoutStatus(payout.providerRef)).toEqual({ state: 'processing' });
    expect((await fetch(`${peer.url}/_peer/payouts/${payout.providerRef}/fail`, { method: 'POST' })).status).toBe(200);
    expect((await monime.payoutStatus(payout.providerRef)).state).toBe('failed');
    expect((await fetch(`${peer.url}/_peer/payouts/nope/complete`, { method: 'POST' })).status).toBe(404);
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
