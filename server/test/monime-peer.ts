/**
 * A tiny Monime for tests: a node:http server on 127.0.0.1 that speaks Monime's documented
 * shapes (/work/shared/reference/monime.md): bearer token and space headers, Idempotency-Key of
 * 25–64 characters remembered on success and 409 `idempotency_key_in_use` for a different body,
 * the `{ success, messages, result }` envelope and its error object, paginated provider lists,
 * payment codes, payouts with failure details. `queued` answers (a 429, a 503) come first.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOKEN = 'mon_test_0123456789abcdef';
export const SPACE = 'spc-k6Tz1fQeQqJ2';
export const SECRET = 'whsec-monime-test-secret';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

/** A tiny Monime: just enough state to answer as its documentation says. */
export class MonimePeer {
  seen: Seen[] = [];
  /** Idempotency-Key → the body it was first used with and the success answered. */
  remembered = new Map<string, { body: string; answer: object }>();
  codes = new Map<string, { status: string }>();
  payouts = new Map<string, { status: string; failureDetail?: { code: string } }>();
  /** Answers to give before the real one, per "METHOD path" (e.g. a 429). */
  queued = new Map<string, { status: number; headers?: Record<string, string>; body: object }[]>();
  next = 1;

  handle(request: IncomingMessage, body: string, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://peer');
    const path = url.pathname.replace(/^\/v1/, '');
    this.seen.push({ method: request.method ?? '', path: `${path}${url.search}`, headers: request.headers, body: body ? (JSON.parse(body) as Record<string, unknown>) : null });
    const send = (status: number, payload: object, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
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
        this.codes.set(id, { status: 'pending' });
        answer = ok({ id, status: 'pending', ussdCode: `*715*${id.slice(4)}#`, expireTime: '2026-03-02T10:30:00Z' });
      } else if (path === '/payouts') {
        const id = `pot-${this.next++}`;
        this.payouts.set(id, { status: 'pending' });
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
      return send(200, ok({ id: code, ...row }));
    }
    const payout = /^\/payouts\/([^/]+)$/.exec(path)?.[1];
    if (payout && request.method === 'GET') {
      const row = this.payouts.get(payout);
      return row ? send(200, ok({ id: payout, ...row })) : fail(404, 'not_found', 'No such payout');
    }
    return fail(404, 'not_found', 'No such endpoint');
  }
}

/** Starts a peer on a free loopback port; `baseUrl` ends in /v1 like Monime's. */
export async function startMonimePeer(): Promise<{ peer: MonimePeer; baseUrl: string; reset(): MonimePeer; close(): Promise<void> }> {
  const holder = { peer: new MonimePeer() };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => holder.peer.handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    get peer() {
      return holder.peer;
    },
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    reset: () => (holder.peer = new MonimePeer()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
