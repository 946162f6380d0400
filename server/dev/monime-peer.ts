/**
 * A tiny Monime for tests and rehearsals: a node:http server on 127.0.0.1 that speaks Monime's
 * documented shapes (/work/shared/reference/monime.md): bearer token and space headers,
 * Idempotency-Key of 25–64 characters remembered on success and 409 `idempotency_key_in_use` for a
 * different body, the `{ success, messages, result }` envelope and its error object, paginated
 * provider lists, payment codes, payouts with failure details. `queued` answers (a 429, a 503)
 * come first.
 *
 * A development tool (issue 33): the adapter's tests and `npm run monime:peer` load it; the
 * server never does (server/dev/dev-tools.test.ts checks that nothing it runs imports it). With a
 * `callbackUrl` it also plays Monime's side of live money: a small control API settles what is
 * pending (`POST /_peer/payment-codes/{id}/complete|fail`, `POST /_peer/payouts/{id}/complete|fail`,
 * `GET /_peer/payment-codes?status=pending`), and what it settles is announced to the callback in
 * Monime's webhook envelope (`{ apiVersion, event: { id, name, timestamp }, object: { id, type },
 * data }`), signed as Monime signs them: `payment.completed` for a completed payment code,
 * `payout.completed` / `payout.failed` (with the payout's metadata, our `payoutId`) for a payout.
 * A failed payment code sends nothing: Monime lists no such event (reference/monime.md), so the
 * server's polling finds it. `redeliver()` sends a webhook again with the same event id, as Monime
 * does when it retries.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monimeSignature } from '../providers/payments/monime.ts';

export const TOKEN = 'mon_test_0123456789abcdef';
export const SPACE = 'spc-k6Tz1fQeQqJ2';
export const SECRET = 'whsec-monime-test-secret';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

/** A payment code as the peer keeps it: Monime's status, and what it was made for. */
export interface PeerCode {
  status: string;
  paymentId?: string;
  reference?: string;
  amount?: number;
  currency?: string;
  phone?: string;
}

/** A payout as the peer keeps it: Monime's status and failure detail, and our metadata. */
export interface PeerPayout {
  status: string;
  failureDetail?: { code: string };
  amount?: { currency: string; value: number };
  metadata?: Record<string, unknown>;
}

/** A tiny Monime: just enough state to answer as its documentation says. */
export class MonimePeer {
  seen: Seen[] = [];
  /** Idempotency-Key → the body it was first used with and the success answered. */
  remembered = new Map<string, { body: string; answer: object }>();
  codes = new Map<string, PeerCode>();
  payouts = new Map<string, PeerPayout>();
  /** Where webhooks go (the server's /api/v1/providers/monime/callback); none in unit tests. */
  callbackUrl: string | undefined;
  /** What the last webhooks answered (status, or the network error), newest last. */
  deliveries: { event: string; status: number | string }[] = [];
  /** Every webhook sent (its event name and exact body), oldest first, for redelivery. */
  webhooks: { event: string; body: string }[] = [];

  constructor(options: { callbackUrl?: string } = {}) {
    this.callbackUrl = options.callbackUrl;
  }
  /** Answers to give before the real one, per "METHOD path" (e.g. a 429). */
  queued = new Map<string, { status: number; headers?: Record<string, string>; body: object }[]>();
  next = 1;

  handle(request: IncomingMessage, body: string, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://peer');
    const path = url.pathname.replace(/^\/v1/, '');
    const send = (status: number, payload: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (url.pathname.startsWith('/_peer/')) {
      void this.control(request.method ?? '', url).then(([status, payload]) => send(status, payload));
      return;
    }
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = body ? (JSON.parse(body) as Record<string, unknown>) : null;
    } catch {
      return send(400, { success: false, messages: ['Malformed JSON'], error: { code: 'invalid_json', message: 'Malformed JSON' } });
    }
    this.seen.push({ method: request.method ?? '', path: `${path}${url.search}`, headers: request.headers, body: parsed });
    const fail = (status: number, code: string, message: string, headers?: Record<string, string>) =>
      send(status, { success: false, messages: [message], error: { code, message } }, headers);
    if (request.headers.authorization !== `Bearer ${TOKEN}` || request.headers['monime-space-id'] !== SPACE) return fail(401, 'unauthorized', 'Invalid token or space');
    const queued = this.queued.get(`${request.method} ${path}`)?.shift();
    if (queued) return send(queued.status, queued.body, queued.headers);
    const ok = (result: unknown, extra: object = {}) => ({ success: true, messages: [], result, ...extra });

    if (request.method === 'POST') {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 25 || key.length > 64) return fail(400, 'invalid_idempotency_key', 'Idempotency-Key must be 25-64 characters');
      const before = this.remembered.get(key);
      if (before && before.body !== body) return fail(409, 'idempotency_key_in_use', 'This key was used with a different request');
      if (before) return send(200, before.answer);
      let answer: object;
      if (path === '/payment-codes') {
        const id = `pmc-${this.next++}`;
        const metadata = (parsed?.metadata ?? {}) as { paymentId?: string; reference?: string };
        const amount = (parsed?.amount ?? {}) as { currency?: string; value?: number };
        this.codes.set(id, {
          status: 'pending',
          ...(metadata.paymentId ? { paymentId: metadata.paymentId } : {}),
          ...(metadata.reference ? { reference: metadata.reference } : {}),
          ...(typeof amount.value === 'number' ? { amount: amount.value, currency: amount.currency ?? 'SLE' } : {}),
          ...(typeof parsed?.authorizedPhoneNumber === 'string' ? { phone: parsed.authorizedPhoneNumber } : {}),
        });
        answer = ok({ id, status: 'pending', ussdCode: `*715*${id.slice(4)}#`, expireTime: '2026-03-02T10:30:00Z' });
      } else if (path === '/payouts') {
        const id = `pot-${this.next++}`;
        const amount = parsed?.amount as PeerPayout['amount'];
        const metadata = parsed?.metadata as PeerPayout['metadata'];
        this.payouts.set(id, { status: 'pending', ...(amount ? { amount } : {}), ...(metadata ? { metadata } : {}) });
        answer = ok({ id, status: 'pending' });
      } else return fail(404, 'not_found', 'No such endpoint');
      this.remembered.set(key, { body, answer });
      return send(201, answer);
    }
    if (request.method === 'GET' && path === '/financial-providers') {
      // Two pages, to be followed: m18 is Orange Money here, so a hard-coded m17 would fail.
      if (url.searchParams.get('country') !== 'SL') return fail(400, 'invalid_country', 'country is required');
      if (!url.searchParams.get('after')) {
        return send(200, ok([{ providerId: 'm13', name: 'QCell', type: 'momo' }, { providerId: 'm17', name: 'Africell Money', type: 'momo' }], { pagination: { next: 'cursor-2' } }));
      }
      return send(200, ok([{ providerId: 'm18', name: 'Orange Money', type: 'momo' }, { providerId: 'b03', name: 'Rokel Commercial Bank', type: 'bank' }], { pagination: { next: null } }));
    }
    const code = /^\/payment-codes\/([^/]+)$/.exec(path)?.[1];
    if (code) {
      const row = this.codes.get(code);
      if (!row) return fail(404, 'not_found', 'No such payment code');
      if (request.method === 'DELETE') {
        if (row.status !== 'pending') return fail(409, 'invalid_state', 'Only a pending code can be cancelled');
        row.status = 'cancelled';
        return send(200, ok(null));
      }
      return send(200, ok({ id: code, status: row.status }));
    }
    const payout = /^\/payouts\/([^/]+)$/.exec(path)?.[1];
    if (payout && request.method === 'GET') {
      const row = this.payouts.get(payout);
      return row ? send(200, ok({ id: payout, ...row })) : fail(404, 'not_found', 'No such payout');
    }
    return fail(404, 'not_found', 'No such endpoint');
  }

  /** The control API (no credentials: the peer listens on 127.0.0.1 only). */
  async control(method: string, url: URL): Promise<[number, object]> {
    if (method === 'GET' && url.pathname === '/_peer/payment-codes') {
      const status = url.searchParams.get('status');
      const items = [...this.codes].filter(([, row]) => status === null || row.status === status).map(([id, row]) => ({ id, ...row }));
      return [200, { data: items }];
    }
    if (method === 'GET' && url.pathname === '/_peer/payouts') {
      const status = url.searchParams.get('status');
      return [200, { data: [...this.payouts].filter(([, row]) => status === null || row.status === status).map(([id, row]) => ({ id, ...row })) }];
    }
    const match = /^\/_peer\/(payment-codes|payouts)\/([^/]+)\/(complete|fail)$/.exec(url.pathname);
    if (method !== 'POST' || !match) return [404, { error: { code: 'not_found', message: 'No such control endpoint' } }];
    const [, kind, id = '', outcome] = match;
    if (kind === 'payouts') {
      const row = this.payouts.get(id);
      if (!row) return [404, { error: { code: 'not_found', message: `No payout ${id}` } }];
      if (row.status !== 'pending' && row.status !== 'processing') return [409, { error: { code: 'invalid_state', message: `Payout ${id} is ${row.status}` } }];
      // provider_unknown: one of Monime's documented failureDetail codes.
      const { failureDetail: _, ...kept } = row;
      const settled: PeerPayout = outcome === 'complete' ? { ...kept, status: 'completed' } : { ...kept, status: 'failed', failureDetail: { code: 'provider_unknown' } };
      this.payouts.set(id, settled);
      await this.webhook(outcome === 'complete' ? 'payout.completed' : 'payout.failed', { id, type: 'payout' }, { id, ...settled, metadata: settled.metadata ?? {} });
      return [200, { data: { id, ...settled } }];
    }
    const row = this.codes.get(id);
    if (!row) return [404, { error: { code: 'not_found', message: `No payment code ${id}` } }];
    if (row.status !== 'pending' && row.status !== 'processing') return [409, { error: { code: 'invalid_state', message: `Payment code ${id} is ${row.status}` } }];
    row.status = outcome === 'complete' ? 'completed' : 'expired';
    // Monime has no event for a code that ends unpaid: a failed code sends nothing (polling finds it).
    if (outcome === 'complete') {
      const payment = `pay-${this.next++}`;
      await this.webhook('payment.completed', { id: payment, type: 'payment' }, { id: payment, status: 'completed', paymentCode: { id }, metadata: { paymentId: row.paymentId, reference: row.reference } });
    }
    return [200, { data: { id, ...row } }];
  }

  /**
   * A webhook to the callback in Monime's envelope, signed as Monime signs:
   * `t=<unix>,v1=<base64 HMAC of "<t>_" + body>`.
   */
  async webhook(name: string, object: { id: string; type: string }, data: object): Promise<void> {
    if (!this.callbackUrl) return;
    const event = { id: `evt-${this.next++}`, name, timestamp: new Date().toISOString() };
    const body = JSON.stringify({ apiVersion: 'caph.2025-08-23', event, object, data });
    this.webhooks.push({ event: name, body });
    await this.deliver(name, body);
  }

  /** Sends a webhook again, the same body (and event id) signed now: Monime's redelivery. The last one by default. */
  async redeliver(index = this.webhooks.length - 1): Promise<void> {
    const sent = this.webhooks[index];
    if (!sent) throw new Error(`No webhook ${index} was sent`);
    await this.deliver(sent.event, sent.body);
  }

  private async deliver(name: string, body: string): Promise<void> {
    if (!this.callbackUrl) return;
    try {
      const answer = await fetch(this.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'monime-signature': monimeSignature(SECRET, body, Math.floor(Date.now() / 1000)) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      this.deliveries.push({ event: name, status: answer.status });
    } catch (error) {
      this.deliveries.push({ event: name, status: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** Starts a peer on loopback (a free port unless `port`); `baseUrl` ends in /v1 like Monime's. */
export async function startMonimePeer(
  options: { port?: number; callbackUrl?: string } = {},
): Promise<{ peer: MonimePeer; baseUrl: string; url: string; reset(): MonimePeer; close(): Promise<void> }> {
  const holder = { peer: new MonimePeer(options) };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => holder.peer.handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get peer() {
      return holder.peer;
    },
    baseUrl: `${url}/v1`,
    url,
    reset: () => (holder.peer = new MonimePeer(options)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
