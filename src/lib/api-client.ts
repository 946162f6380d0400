/**
 * The one HTTP client for /api/v1 (SPEC §7/§8): JSON in and out, cookies sent, a bearer token
 * from localStorage `auth_token`; any 401 removes the stored token, tells the auth layer, and
 * passes the error on. Error messages are extracted in SPEC §8's order.
 */
import { env } from '../config/env.ts';
import { modeHeaders } from './test-mode.ts';
import { businessHeaders } from './business.ts';

export const AUTH_TOKEN_KEY = 'auth_token';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Per-field details of a 400 (DESIGN §3), if any. */
  get details(): { field: string; message: string }[] {
    const error = (this.body as { error?: { details?: unknown } } | null)?.error;
    return Array.isArray(error?.details) ? (error.details as { field: string; message: string }[]) : [];
  }
}

/** A request that never reached the server (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(message = 'Network request failed') {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * No complete answer within the request's time limit. A NetworkError: on 2G a stalled request is
 * indistinguishable from a lost one, so readers fall back to the phone's copy and the outbox
 * retries with backoff, instead of one request holding everything behind it.
 */
export class TimeoutError extends NetworkError {
  constructor(readonly timeoutMs: number) {
    super(`No answer from the server within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

/** Every request's limit, headers and body included: long enough for 2G, short enough to move on. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** For uploads and exports, whose bodies are large on a slow link. */
export const LONG_REQUEST_TIMEOUT_MS = 120_000;

function parseMaybeJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * SPEC §8: try error.message, then error, then message, then errors[0].message; string bodies
 * are parsed as JSON first.
 */
export function extractServerMessage(rawBody: unknown): string | undefined {
  const body = parseMaybeJson(rawBody);
  if (typeof body === 'string') return body.trim() === '' ? undefined : body;
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (error && typeof error === 'object' && typeof (error as Record<string, unknown>).message === 'string') {
    return (error as Record<string, string>).message;
  }
  if (typeof error === 'string') return error;
  if (typeof record.message === 'string') return record.message;
  const errors = record.errors;
  if (Array.isArray(errors) && errors[0] && typeof (errors[0] as Record<string, unknown>).message === 'string') {
    return (errors[0] as Record<string, string>).message;
  }
  return undefined;
}

function errorCodeOf(body: unknown): string | undefined {
  const error = (body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string' ? error.code : undefined;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The auth feature subscribes here so a 401 anywhere signs the user out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Statuses that are answers rather than errors (e.g. 503 from /health carries data). */
  acceptStatuses?: number[];
  /** Time limit for the whole request, answer body included (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Where the browser has `scheduler.yield()` (Chrome 129+): a promise that resumes in a task of its
 * own. Elsewhere (older browsers, tests) undefined, and nothing waits.
 */
export function nextTask(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.();
}

/** `run` in a task after this one where the browser can yield (nextTask), else now. */
export function inNextTask(run: () => void): void {
  const turn = nextTask();
  if (turn) void turn.then(run);
  else run();
}

/**
 * One request to `path` under /api/v1, within its time limit (body included): `read` takes a
 * successful answer's body, the text of any other answer comes back for `failure`.
 */
async function exchange<T>(
  path: string,
  options: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; value: T; failed: false } | { response: Response; text: string; failed: true }> {
  // A screen asks for its data as it mounts: the dashboard starts eight requests in one task,
  // and building and sending each took about 1 ms of main thread (4 ms on a slow phone). Each now
  // goes in a task of its own, so input and painting can come between them (issue 15, TBT).
  const turn = nextTask();
  if (turn) await turn;
  const headers: Record<string, string> = { Accept: accept, ...modeHeaders(), ...businessHeaders(), ...options.headers };
  // Issue 34: a FormData body (a document upload) goes as multipart/form-data, its boundary set by fetch.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  // Our own controller, so the time limit aborts the request; the caller's signal still does too.
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', forwardAbort);

  try {
    const response = await fetch(`${env.apiBaseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
    });
    if (response.ok || options.acceptStatuses?.includes(response.status)) return { response, value: await read(response), failed: false };
    return { response, text: await response.text(), failed: true };
  } catch (error) {
    if (timedOut) throw new TimeoutError(timeoutMs);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/** The error of a refused request; a 401 first removes the stored token and signs the user out. */
function failure(status: number, text: string): ApiError {
  const body = parseMaybeJson(text);
  if (status === 401) {
    try {
      localStorage.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // Storage can be unavailable (private mode); the sign-out below still happens.
    }
    for (const listener of unauthorizedListeners) listener();
  }
  const message = extractServerMessage(body) ?? `Request failed with status ${status}`;
  return new ApiError(message, status, errorCodeOf(body), body);
}

/** Calls `path` under /api/v1 and returns the parsed JSON body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const answer = await exchange(path, options, 'application/json', (response) => response.text());
  if (answer.failed) throw failure(answer.response.status, answer.text);
  return parseMaybeJson(answer.value) as T;
}

/**
 * Calls `path` and hands a successful answer to `read` (a file streamed with progress, say), with
 * apiRequest's headers, time limit, errors and sign-out on 401.
 */
export async function apiReadBody<T>(path: string, accept: string, read: (response: Response) => Promise<T>, options: RequestOptions = {}): Promise<T> {
  const answer = await exchange(path, options, accept, read);
  if (answer.failed) throw failure(answer.response.status, answer.text);
  return answer.value;
}

/** Unwraps `{ data }` (DESIGN §3). */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body.data;
}
