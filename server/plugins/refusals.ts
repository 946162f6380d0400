/**
 * Refused requests must cost next to nothing (issue 36 item 1). A probe sent anonymous requests
 * with 15,000-character URLs: each was routed, answered 404 then 429, and logged with its whole
 * URL twice (30 KB a line, 15 MB of log a second), and the server's resident memory doubled.
 *
 * Measured cause of the memory (docs/hostile-traffic.md): no leak (a full collection brings the
 * heap back to where it began), but every refused request made ~60 KB of short-lived strings
 * from its URL (redacted copies, the log line, the 404 message) and V8, with gigabytes of room,
 * grew the heap rather than collect; resident memory stayed at the high-water mark. So:
 * - an API URL over MAX_API_URL_LENGTH is rewritten before routing to one short internal path
 *   and answered 414 in the envelope by the first hook, with no database work;
 * - a log line carries at most LOGGED_URL_CHARS of any URL, cut and marked (`cutForLog`);
 * - refusals (401, unknown route 404, 414, 429) of one kind from one address are logged once per
 *   interval: the first as usual, the rest as one summary line with a count (request-log.ts).
 */
import type { FastifyInstance, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import { API_BASE_PATH } from '../../domain/api-contract.ts';
import { ERROR_CODES } from '../../domain/errors.ts';
import { HttpError } from './errors.ts';

/** Longest API URL (path and query) answered; longer is 414 before routing. */
export const MAX_API_URL_LENGTH = 4096;
/** Where an over-long API URL is routed instead (no route has it: only the hook below answers). */
export const URI_TOO_LONG_PATH = `${API_BASE_PATH}/_refused/uri-too-long`;
/** Characters of a URL a log line may carry (it carries the URL twice: `req.url` and `msg`). */
export const LOGGED_URL_CHARS = 400;
/** Characters of the Host header a log line may carry. */
const LOGGED_HOST_CHARS = 255;

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Fastify's `rewriteUrl`: runs before the router sees the URL. */
export function refuseLongApiUrls(request: RawRequestDefaultExpression): string {
  const url = request.url ?? '/';
  return url.length > MAX_API_URL_LENGTH && isApiUrl(url) ? URI_TOO_LONG_PATH : url;
}

/** True when the request's URL was too long (its `url` is the internal path, `originalUrl` the real one). */
export function wasTooLong(request: FastifyRequest): boolean {
  return request.url === URI_TOO_LONG_PATH && request.originalUrl.length > MAX_API_URL_LENGTH;
}

/** Answers an over-long API URL; register after the hooks that set security headers. */
export function registerUriTooLong(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!wasTooLong(request)) return;
    throw new HttpError(414, ERROR_CODES.uriTooLong, `The address is too long: at most ${MAX_API_URL_LENGTH} characters`);
  });
}

/**
 * `text` cut to `max` characters with a mark saying how much was cut; `clean` (redaction of
 * secrets and query values) runs on the kept part only, so its cost is bounded too.
 */
export function cutForLog(text: string, clean: (kept: string) => string = (kept) => kept, max = LOGGED_URL_CHARS): string {
  if (text.length <= max) return clean(text);
  return `${clean(text.slice(0, max))}…[cut ${text.length - max} characters]`;
}

export function cutHostForLog(host: string | undefined): string | undefined {
  return host === undefined ? undefined : cutForLog(host, undefined, LOGGED_HOST_CHARS);
}

/** The URL a log line shows: the one the client sent (not the internal 414 path), cut. */
export function urlForLog(request: { url: string; originalUrl?: string }, clean: (kept: string) => string): string {
  return cutForLog(request.originalUrl ?? request.url, clean);
}

/** A refused answer that is logged per interval, not per request; null for everything else. */
export function refusalKind(request: FastifyRequest, statusCode: number): string | null {
  if (statusCode === 414) return 'uri_too_long';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode === 401) return 'unauthorized';
  if (statusCode === 404 && request.is404) return 'no_such_route';
  return null;
}

/** How often the summary lines are written. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;
/** Addresses counted apart per interval; beyond, refusals are counted under "other addresses". */
const MAX_COUNTED_SOURCES = 10_000;

export interface RefusalSummaryLine {
  refusal: string;
  ip: string;
  count: number;
  intervalSeconds: number;
}

export interface RefusalLog {
  /** True when the refusal was counted (not to be logged now); false for the first of its kind and address in this interval. */
  count(kind: string, ip: string): boolean;
  /** Writes one line per kind and address refused more than once since the last flush. */
  flush(): void;
  stop(): void;
}

export function createRefusalLog(write: (line: RefusalSummaryLine, message: string) => void, intervalMs = REFUSAL_LOG_INTERVAL_MS): RefusalLog {
  let counts = new Map<string, { kind: string; ip: string; more: number }>();
  const flush = (): void => {
    const done = counts;
    counts = new Map();
    const seconds = Math.round(intervalMs / 1000);
    for (const entry of done.values()) {
      if (entry.more === 0) continue;
      write(
        { refusal: entry.kind, ip: entry.ip, count: entry.more, intervalSeconds: seconds },
        `${entry.more} more ${entry.kind} refusals from ${entry.ip} in the last ${seconds} s`,
      );
    }
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    count(kind, ip) {
      let key = `${kind} ${ip}`;
      let entry = counts.get(key);
      if (!entry && counts.size >= MAX_COUNTED_SOURCES) {
        key = `${kind} *`;
        entry = counts.get(key) ?? { kind, ip: 'other addresses', more: 0 };
        counts.set(key, entry);
        entry.more += 1;
        return true;
      }
      if (!entry) {
        counts.set(key, { kind, ip, more: 0 });
        return false;
      }
      entry.more += 1;
      return true;
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
