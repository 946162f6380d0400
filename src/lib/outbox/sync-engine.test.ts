import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, type OutboxRow } from '../local-db.ts';
import { addToOutbox } from './queue.ts';
import type { SendResult } from './policy.ts';
import { createReplayer, type ReplayerDeps } from './sync-engine.ts';

const opened: LocalDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

/** A fake server and clock: answers are scripted per call; timers are recorded, not run. */
function harness(answers: (row: OutboxRow) => SendResult | Promise<SendResult>, overrides: Partial<ReplayerDeps> = {}) {
  const db = new LocalDb(`sync-${crypto.randomUUID()}`);
  opened.push(db);
  const sent: { id: string; label: string; key: string }[] = [];
  const timers: number[] = [];
  let clock = 10_000;
  let inFlight = 0;
  let maxInFlight = 0;
  const replayer = createReplayer({
    db,
    now: () => clock,
    random: () => 0.5,
    setTimer: (_run, ms) => {
      timers.push(ms);
      return () => undefined;
    },
    async send(row) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push({ id: row.id, label: row.label, key: row.id });
      inFlight -= 1;
      return answers(row);
    },
    ...overrides,
  });
  const queue = (label: string, at: number, userId = 'u1') =>
    addToOutbox(db, { userId, method: 'POST', path: `/things/${label}`, label }, { now: at });
  return {
    db,
    replayer,
    sent,
    timers,
    queue,
    advance: (ms: number) => (clock += ms),
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const ok: SendResult = { kind: 'status', status: 201 };

describe('replayer', () => {
  it('sends the signed-in user’s rows one at a time, oldest first, and marks them done', async () => {
    const h = harness(() => ok);
    await h.queue('b', 2000);
    await h.queue('a', 1000);
    await h.queue('c', 3000);
    await h.queue('someone-else', 500, 'u2');
    h.replayer.setUser('u1');
    await Promise.all([h.replayer.trigger(), h.replayer.trigger(), h.replayer.trigger()]);
    expect(h.sent.map((s) => s.label)).toEqual(['a', 'b', 'c']);
    expect(h.maxInFlight).toBe(1);
    expect((await h.db.outbox.where('userId').equals('u1').toArray()).every((row) => row.state === 'done')).toBe(true);
    expect((await h.db.outbox.where('userId').equals('u2').first())?.state).toBe('queued');
  });

  it('sends nothing while signed out or offline', async () => {
    let online = false;
    const h = harness(() => ok, { isOnline: () => online });
    await h.queue('a', 1000);
    await h.replayer.trigger();
    h.replayer.setUser('u1');
    await h.replayer.trigger();
    expect(h.sent).toEqual([]);
    online = true;
    await h.replayer.trigger();
    expect(h.sent.map((s) => s.label)).toEqual(['a']);
  });

  it('retries a network failure or 5xx with backoff, keeping later rows behind it, with the same key', async () => {
    const answers: SendResult[] = [{ kind: 'network', message: 'Failed to fetch' }, { kind: 'status', status: 503 }, ok, ok];
    const h = harness(() => answers.shift() ?? ok);
    const a = await h.queue('a', 1000);
    await h.queue('b', 2000);
    h.replayer.setUser('u1');
    await h.replayer.trigger();
    expect(h.sent.map((s) => s.label)).toEqual(['a']);
    expect(h.timers.at(-1)).toBe(1500); // attempt 1: half of 2 s plus half the jitter window (random 0.5)
    expect(await h.db.outbox.get(a.id)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Failed to fetch', nextAttemptAt: 11_500 });

    // Triggered before the backoff ends (e.g. visibilitychange): waits for the rest of it.
    h.advance(1000);
    await h.replayer.trigger();
    expect(h.sent).toHaveLength(1);
    expect(h.timers.at(-1)).toBe(500);

    h.advance(500);
    await h.replayer.trigger();
    expect(h.sent.map((s) => s.label)).toEqual(['a', 'a']);
    expect(h.timers.at(-1)).toBe(3000); // attempt 2: between 2 s and 4 s

    // The network comes back: `online` skips the wait.
    await h.replayer.trigger({ ignoreBackoff: true });
    expect(h.sent.map((s) => s.label)).toEqual(['a', 'a', 'a', 'b']);
    expect(new Set(h.sent.filter((s) => s.label === 'a').map((s) => s.key)).size).toBe(1);
  });

  it('takes a write refused for good (4xx) off the queue at once and carries on with the next row', async () => {
    const h = harness((row) => (row.label === 'bad' ? { kind: 'status', status: 422, message: 'District is required' } : ok));
    const bad = await h.queue('bad', 1000);
    await h.queue('good', 2000);
    h.replayer.setUser('u1');
    await h.replayer.trigger();
    expect(await h.db.outbox.get(bad.id)).toBeUndefined();
    expect(h.sent.map((s) => s.label)).toEqual(['bad', 'good']);
    // Never sent again: no retry of a write that cannot succeed.
    await h.replayer.trigger({ ignoreBackoff: true });
    expect(h.sent.map((s) => s.label)).toEqual(['bad', 'good']);
  });

  it('on 401 keeps the rows and waits until the user signs in again', async () => {
    let signedIn = false;
    const h = harness(() => (signedIn ? ok : { kind: 'status', status: 401, message: 'Please sign in to continue.' }));
    const a = await h.queue('a', 1000);
    await h.queue('b', 2000);
    h.replayer.setUser('u1');
    await h.replayer.trigger();
    expect(h.replayer.waitingForSignIn).toBe(true);
    expect(await h.db.outbox.get(a.id)).toMatchObject({ state: 'queued', attempts: 0 });
    await h.replayer.trigger({ ignoreBackoff: true });
    expect(h.sent).toHaveLength(1);

    signedIn = true;
    h.replayer.setUser('u1');
    await h.replayer.trigger();
    expect(h.sent.map((s) => s.label)).toEqual(['a', 'a', 'b']);
  });

  it('sends again a row a closed tab left in "sending"', async () => {
    const h = harness(() => ok);
    const a = await h.queue('a', 1000);
    await h.db.outbox.update(a.id, { state: 'sending', attempts: 1 });
    h.replayer.setUser('u1');
    await h.replayer.trigger();
    expect(await h.db.outbox.get(a.id)).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('replayer across tabs', () => {
  it('drains under one lock, so a second tab waits instead of sending the same row', async () => {
    let lockHeld = false;
    let overlapped = false;
    let queue = Promise.resolve();
    // A stand-in for navigator.locks: one holder at a time, shared by both "tabs".
    const withLock = (work: () => Promise<void>) => {
      const run = queue.then(async () => {
        if (lockHeld) overlapped = true;
        lockHeld = true;
        try {
          await work();
        } finally {
          lockHeld = false;
        }
      });
      queue = run.catch(() => undefined);
      return run;
    };
    const tabA = harness(() => ok, { withLock });
    const row = await tabA.queue('a', 1000);
    const tabB = createReplayer({ db: tabA.db, send: async () => ok, withLock, now: () => 10_000 });
    tabA.replayer.setUser('u1');
    tabB.setUser('u1');
    await Promise.all([tabA.replayer.trigger(), tabB.trigger()]);
    expect(overlapped).toBe(false);
    expect(await tabA.db.outbox.get(row.id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});
