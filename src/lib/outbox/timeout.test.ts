/**
 * Issue 19: one stalled request must not hang the outbox. A queued write whose request never
 * answers is given up after the time limit, retried with backoff like a network error, and the
 * writes behind it are then sent.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, NetworkError, TimeoutError } from '../api-client.ts';
import { LocalDb } from '../local-db.ts';
import { addToOutbox } from './queue.ts';
import { sendRow } from './runtime.ts';
import { createReplayer } from './sync-engine.ts';

const opened: LocalDb[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

/** A server that never answers the first request (until it is aborted), then answers 200. */
function stallFirstRequest() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      paths.push(input.replace(/^\/api\/v1/, ''));
      if (paths.length === 1) {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      }
      return Promise.resolve(new Response(JSON.stringify({ data: { ok: true } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
  return paths;
}

describe('request time limits', () => {
  it('apiRequest gives up after its time limit with a TimeoutError, which is a NetworkError', async () => {
    stallFirstRequest();
    const started = Date.now();
    const failure = await apiRequest('/slow', { timeoutMs: 40 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TimeoutError);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a caller's own abort is still an abort, not a timeout", async () => {
    stallFirstRequest();
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a queued write that never answers releases the queue after the timeout, and the next write is sent', async () => {
    const paths = stallFirstRequest();
    const db = new LocalDb(`timeout-${crypto.randomUUID()}`);
    opened.push(db);
    const timers: number[] = [];
    const replayer = createReplayer({
      db,
      send: (row) => sendRow(row, 50),
      random: () => 0.5,
      withLock: (work) => work(),
      isOnline: () => true,
      setTimer: (_run, ms) => {
        timers.push(ms);
        return () => undefined;
      },
    });
    const first = await addToOutbox(db, { userId: 'u1', method: 'POST', path: '/payments/p1/cancel', label: 'Cancel payment' }, { now: 1 });
    const second = await addToOutbox(db, { userId: 'u1', method: 'PUT', path: '/profile', body: { city: 'Bo' }, label: 'Save profile' }, { now: 2 });

    replayer.setUser('u1');
    // Without a time limit this run would never end: the first request hangs for good.
    await replayer.trigger();
    expect(await db.outbox.get(first.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/No answer/) });
    // Backoff like any network error (attempt 1: between 1 and 2 s), not an immediate hammering.
    expect(timers.at(-1)).toBeGreaterThanOrEqual(1_000);

    // The network answers again (the `online` trigger): the stalled write and the next one go out.
    await replayer.trigger({ ignoreBackoff: true });
    expect(await db.outbox.get(first.id)).toMatchObject({ state: 'done' });
    expect(await db.outbox.get(second.id)).toMatchObject({ state: 'done' });
    expect(paths).toEqual(['/payments/p1/cancel', '/payments/p1/cancel', '/profile']);
    replayer.stop();
  });
});
