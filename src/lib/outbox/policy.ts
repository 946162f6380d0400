/**
 * What the replayer does with each answer (DESIGN §2), and how long it waits before trying again.
 * Pure functions, so the rules are tested without a network or a database.
 */

/** done: sent. retry: later, with backoff. terminal: needs attention. signIn: wait for the user. */
export type SendOutcome = 'done' | 'retry' | 'terminal' | 'signIn';

/** The answer to one attempt: an HTTP status, or no answer at all. */
export type SendResult =
  | { kind: 'status'; status: number; code?: string; message?: string; retryAfterMs?: number; body?: unknown }
  | { kind: 'network'; message: string };

export function classifySend(result: SendResult): SendOutcome {
  if (result.kind === 'network') return 'retry';
  const { status } = result;
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'signIn';
  // 408 timeout and 429 rate limit are transient; 409 in-flight means our earlier attempt still runs.
  if (status === 408 || status === 429) return 'retry';
  if (status === 409 && result.code === 'idempotency_in_flight') return 'retry';
  if (status >= 400 && status < 500) return 'terminal';
  // 5xx and anything unexpected (3xx from a captive portal): the server may recover.
  return 'retry';
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Exponential backoff with "equal jitter": after the n-th failed attempt wait between half and
 * all of min(max, base·2^(n-1)). The random half spreads phones that reconnect together (a cell
 * tower coming back) so they do not all hit the server at once; the fixed half keeps it growing.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 20));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The wait after a retryable answer: the backoff, but never less than the server's Retry-After. */
export function retryDelay(attempts: number, result: SendResult, random?: () => number): number {
  const backoff = backoffDelay(attempts, random);
  const asked = result.kind === 'status' ? (result.retryAfterMs ?? 0) : 0;
  return Math.max(backoff, Math.min(asked, BACKOFF_MAX_MS));
}
