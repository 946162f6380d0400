/**
 * The one serial replayer of the outbox (DESIGN §2). It sends the signed-in user's rows oldest
 * first, one at a time, each with its id as Idempotency-Key, and decides per answer
 * (outbox-policy.ts): done, retry later with backoff, needs attention, or wait for sign-in.
 * Triggers (app start, `online`, `visibilitychange`, the backoff timer, Background Sync) all call
 * `trigger()`; concurrent triggers fold into one run, and a Web Lock keeps other tabs out.
 */
import { classifySend, retryDelay, type SendResult } from './policy.ts';
import type { LocalDb, OutboxRow } from '../local-db.ts';

export interface ReplayerDeps {
  db: LocalDb;
  /** One attempt at the server; must not throw (network failures are a result). */
  send: (row: OutboxRow) => Promise<SendResult>;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  setTimer?: (run: () => void, ms: number) => () => void;
  /**
   * Runs a drain while holding a lock shared by every tab of the app, so two open tabs never
   * replay at the same time. Default: the Web Locks API where the browser has it.
   */
  withLock?: (work: () => Promise<void>) => Promise<void>;
}

const LOCK_NAME = 'salone-outbox-replayer';

async function webLock(work: () => Promise<void>): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (locks) await locks.request(LOCK_NAME, async () => work());
  else await work();
}

export interface TriggerOptions {
  /** The network just came back (or the user pressed retry): ignore the current backoff once. */
  ignoreBackoff?: boolean;
}

export interface Replayer {
  /** The signed-in user (null when signed out). Only this user's rows are sent. */
  setUser(userId: string | null): void;
  trigger(options?: TriggerOptions): Promise<void>;
  /** True after a 401 until the same user signs in again (setUser). */
  readonly waitingForSignIn: boolean;
  stop(): void;
}

function defaultTimer(run: () => void, ms: number): () => void {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
}

export function createReplayer(deps: ReplayerDeps): Replayer {
  const { db, send } = deps;
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const setTimer = deps.setTimer ?? defaultTimer;
  const withLock = deps.withLock ?? webLock;

  let userId: string | null = null;
  let waitingForSignIn = false;
  let running: Promise<void> | null = null;
  let rerun: TriggerOptions | null = null;
  let cancelTimer: (() => void) | null = null;
  let stopped = false;

  function schedule(ms: number): void {
    cancelTimer?.();
    cancelTimer = setTimer(() => {
      cancelTimer = null;
      void trigger();
    }, ms);
  }

  async function oldestUnsent(forUser: string): Promise<OutboxRow | undefined> {
    // Rows left in `sending` by a closed tab are sent again: the Idempotency-Key makes it safe.
    return db.outbox
      .where('[userId+createdAt]')
      .between([forUser, -Infinity], [forUser, Infinity])
      .filter((row) => row.state === 'queued' || row.state === 'sending')
      .first();
  }

  async function drain(options: TriggerOptions): Promise<void> {
    let ignoreBackoff = options.ignoreBackoff ?? false;
    while (!stopped && userId !== null && !waitingForSignIn && isOnline()) {
      const row = await oldestUnsent(userId);
      if (!row) return;
      const wait = row.nextAttemptAt - now();
      // Strictly oldest first: a later write may depend on this one, so it waits too.
      if (wait > 0 && !ignoreBackoff) {
        schedule(wait);
        return;
      }
      ignoreBackoff = false;
      const attempts = row.attempts + 1;
      await db.outbox.update(row.id, { state: 'sending', attempts });
      let result: SendResult;
      try {
        result = await send(row);
      } catch (error) {
        result = { kind: 'network', message: error instanceof Error ? error.message : 'Network request failed' };
      }
      const outcome = classifySend(result);
      const message = result.kind === 'network' ? result.message : (result.message ?? `HTTP ${result.status}`);
      if (outcome === 'done') {
        await db.outbox.update(row.id, { state: 'done', lastError: null });
      } else if (outcome === 'terminal') {
        // Refused for good (a 4xx other than 408/429): it can never succeed, so it leaves the
        // queue at once; the refusal was announced (sendRow), and the rows behind it go on.
        await db.outbox.delete(row.id);
      } else if (outcome === 'signIn') {
        // Not the row's fault: it keeps its place and attempts, and waits for the same user.
        await db.outbox.update(row.id, { state: 'queued', attempts: row.attempts, lastError: message });
        waitingForSignIn = true;
        return;
      } else {
        const delay = retryDelay(attempts, result, deps.random);
        await db.outbox.update(row.id, { state: 'queued', lastError: message, nextAttemptAt: now() + delay });
        schedule(delay);
        return;
      }
    }
  }

  function trigger(options: TriggerOptions = {}): Promise<void> {
    if (running) {
      rerun = { ignoreBackoff: (rerun?.ignoreBackoff ?? false) || (options.ignoreBackoff ?? false) };
      return running;
    }
    const run = async () => {
      try {
        let next: TriggerOptions | null = options;
        while (next) {
          rerun = null;
          const options = next;
          await withLock(() => drain(options));
          next = rerun;
        }
      } finally {
        running = null;
      }
    };
    running = run();
    return running;
  }

  return {
    setUser(next) {
      // A sign-in (even by the same user again) ends the 401 pause.
      if (next !== null) waitingForSignIn = false;
      userId = next;
      if (next === null) {
        cancelTimer?.();
        cancelTimer = null;
      } else {
        void trigger();
      }
    },
    trigger,
    get waitingForSignIn() {
      return waitingForSignIn;
    },
    stop() {
      stopped = true;
      cancelTimer?.();
    },
  };
}
