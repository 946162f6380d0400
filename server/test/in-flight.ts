/**
 * Requests held in flight on purpose (issue 40's drain tests): each sends its headers and half of
 * its JSON body at once, and the rest only when told, so the server is mid-request for as long as
 * the test likes: exactly the state a deploy's SIGTERM finds requests in.
 */
import { request } from 'node:http';

export interface HeldRequest {
  /**
   * Resolves once the server has read the request's headers (its 100 Continue): from then on
   * it is a request in flight. Before, it may still be bytes the server has not read, which a
   * closing server drops with the connection (a loaded machine's SIGTERM came that early).
   */
  received: Promise<void>;
  /** Sends the rest of the body; the answer then arrives. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

export function holdRequest(base: string, path: string, body: object, headers: Record<string, string> = {}, method: 'POST' | 'PUT' = 'POST'): HeldRequest {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const url = new URL(path, base);
  let finish = () => undefined as void;
  let received = () => undefined as void;
  const receivedByServer = new Promise<void>((resolve) => (received = resolve));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), expect: '100-continue', ...headers } },
      (response) => {
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: received }));
        response.on('error', reject);
      },
    );
    outgoing.on('continue', () => received());
    outgoing.on('error', reject);
    outgoing.flushHeaders();
    outgoing.write(text.slice(0, half));
    finish = () => void outgoing.end(text.slice(half));
  });
  return { received: receivedByServer, finish: () => finish(), answer };
}
