/**
 * One webhook request: POST to the checked address only (the URL's host is used for TLS and the
 * Host header, never resolved again), a deadline on the whole exchange, and a bounded read of
 * the answer, of which only an excerpt is kept for the delivery log.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { refusedAddress, type ResolvedAddress, type UrlPolicy } from './webhook-url-guard.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Read at most this much of an answer (the rest is dropped with the connection). */
const MAX_READ_BYTES = 64 * 1024;
export const EXCERPT_CHARS = 1024;

export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  excerpt: string;
  error: string | null;
}

export interface SendRequest {
  url: URL;
  /** The address checked by the URL guard; the connection goes there and nowhere else. */
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
  /**
   * Issue 36: the address the socket actually connected to is checked against this policy before
   * a byte is sent (the last line against DNS rebinding or a lookup that answered otherwise).
   */
  policy?: UrlPolicy;
}

export function sendWebhookRequest(request: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const { address } = request;
  // Node calls lookup for host names; it answers with the checked address only.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, list: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const transport = request.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    // A deadline cleared with the answer, not AbortSignal.timeout(): that one's timer stays for
    // the full 10 s after every delivery (issue 39: nothing of a closed app may be left pending).
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), request.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const outgoing = transport.request(
      request.url,
      {
        method: 'POST',
        lookup: pinned,
        signal: deadline.signal,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SalonePay-Webhooks/1',
          'content-length': String(Buffer.byteLength(request.body)),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          finish({ statusCode: response.statusCode ?? null, excerpt: text, error: null });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_READ_BYTES) chunks.push(chunk.subarray(0, MAX_READ_BYTES - size));
          size += chunk.length;
          if (size >= MAX_READ_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const policy = request.policy;
    if (policy) {
      outgoing.on('socket', (socket) => {
        const judge = () => {
          const remote = socket.remoteAddress;
          const reason = remote === undefined ? 'an unknown address' : refusedAddress(remote, policy);
          if (reason) outgoing.destroy(new Error(`Refused: the connection reached ${remote ?? 'an unknown address'}, ${reason}`));
        };
        if (socket.remoteAddress !== undefined && !socket.connecting) judge();
        else socket.once('connect', judge);
      });
    }
    outgoing.on('error', (error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      finish({ statusCode: null, excerpt: '', error: timedOut ? `No answer within ${(request.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s` : describeError(error) });
    });
    outgoing.end(request.body);
  });
}

function describeError(error: Error & { code?: string }): string {
  return (error.code ? `${error.code}: ${error.message}` : error.message).slice(0, 300);
}
