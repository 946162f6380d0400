/**
 * Issue 41: which of the calls waiting for PGlite runs next, and when.
 *
 * PGlite is one connection inside this process: a call runs synchronously in its WebAssembly, and
 * the next one waiting (PGlite's locks are first come, first served) starts from a promise's
 * continuation. So while calls were waiting, one ran after another without ever letting the event
 * loop read a socket: the server worked in waves. The requests read in one wave were answered
 * through the next, and a request that arrived just after a wave began waited out all of it, then
 * its own: under a steady load the slowest requests took twice as long as the middle ones.
 *
 * Here the calls take turns instead:
 * - a call that arrives while another runs waits its turn here, and each turn starts from the
 *   event loop's check phase (`setImmediate`), after it has read what arrived meanwhile;
 * - the next turn goes to the oldest request waiting (the time it arrived, `asOfRequest`), not to
 *   the first call: a request's second statement goes before a newer request's first, so
 *   requests finish in about the order they came in and none waits twice. A call made outside a
 *   request (a job, start-up) counts from when it was made.
 *
 * Only the order changes: every call still takes PGlite's own locks, a transaction holds its turn
 * until it ends (its statements run inside it), and every call waiting gets its turn, since the
 * oldest always goes next.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
// The timers' own, not the global a test's fake timers may replace: a turn must always start.
import { setImmediate } from 'node:timers';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

const requestStarted = new AsyncLocalStorage<number>();

/** Runs `work` as part of a request that arrived at `arrived` (performance.now()): its database calls wait by that age. */
export function asOfRequest<T>(arrived: number, work: () => T): T {
  return requestStarted.run(arrived, work);
}

interface Waiting {
  age: number;
  start: () => void;
}

/** The queue of calls waiting for `client`, as above. Returns how many wait now (for tests). */
export function takeTurns(client: PGlite): { waiting: () => number } {
  // Oldest first; among equals, first come first served. Short (one entry per call waiting).
  const queue: Waiting[] = [];
  let running = false;

  function enqueue(entry: Waiting): void {
    let at = queue.length;
    while (at > 0 && queue[at - 1]!.age > entry.age) at -= 1;
    queue.splice(at, 0, entry);
  }

  function finished(): void {
    if (queue.length === 0) {
      running = false;
      return;
    }
    // The turn stays taken; who gets it is chosen after the event loop has read its sockets.
    setImmediate(() => queue.shift()!.start());
  }

  function turn<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        let call: Promise<T>;
        try {
          call = work();
        } catch (error) {
          call = Promise.reject(error);
        }
        call.then(resolve, reject).finally(finished);
      };
      if (!running) {
        running = true;
        start();
        return;
      }
      enqueue({ age: requestStarted.getStore() ?? performance.now(), start });
    });
  }

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => turn(() => query<T>(text, params, options));
  client.exec = (text: string, options?: QueryOptions): Promise<Results[]> => turn(() => exec(text, options));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => turn(() => transaction<T>(callback));
  return { waiting: () => queue.length };
}
