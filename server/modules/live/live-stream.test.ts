/**
 * Issue 17, the live stream over real HTTP: a merchant's client hears each completed payment
 * within about a second of settlement, resumes with Last-Event-ID and gets what it missed once,
 * in order; a declined payment never arrives as payment.completed. On PostgreSQL (TEST_DATABASE_URL)
 * a second app on its own connection pool stands in for a second server process: a payment settled
 * through one is announced to a client connected to the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/test-app.ts';
import { bearer, signIn } from '../../test/sign-in.ts';
import { drainPaymentJobs } from '../payments/payments-runtime.service.ts';
import { audit } from '../ledger/ledger.service.ts';
import { PAYMENT_AUDIT_CHECKS } from '../payments/settlement.service.ts';
import { recordEvent } from '../events/events.service.ts';
import { createLiveHub } from './live-hub.service.ts';
import { randomUUID } from 'node:crypto';

interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/** A tiny EventSource over fetch (Node has none): collects messages until closed. */
function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const messages: SseMessage[] = [];
  let waiters: (() => void)[] = [];
  let ended = false;
  const done = (async () => {
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'id') message.id = value;
          if (field === 'event') message.event = value;
          if (field === 'data') message.data += value;
        }
        if (block.split('\n').some((line) => !line.startsWith(':'))) messages.push(message);
        for (const wake of waiters) wake();
        waiters = [];
      }
    }
    // The server ended the response (not our abort).
    ended = true;
  })().catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
  });
  return {
    messages,
    ended: () => ended,
    /** Waits until `predicate` holds over the messages, or fails after `ms`. */
    async until(predicate: (all: SseMessage[]) => boolean, ms = 3000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!predicate(messages)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`stream condition not met in ${ms} ms; got ${JSON.stringify(messages.map((m) => m.event))}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

const completedIds = (messages: SseMessage[]) =>
  messages.filter((m) => m.event === 'payment.completed').map((m) => (JSON.parse(m.data) as { data: { id: string } }).data.id);

describe('live stream: payments announced to the merchant', () => {
  let testDb: TestDatabase;
  let appA: FastifyInstance;
  let baseA = '';
  let merchantToken = '';
  let merchantId = '';
  let otherDatabase: Database | undefined;
  let appB: FastifyInstance | undefined;
  let baseB = '';

  const build = async (database: Database) => {
    const app = await buildApp({ config: testConfig(), database, jobsSchema: testDb.jobsSchema, sandboxDelayScale: 0 });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base };
  };

  /** A guest pays the merchant by bank transfer through `app`; the sandbox declines +23276000001. */
  const payAndSettle = async (app: FastifyInstance, payerPhone: string, amount: number) => {
    const { payments } = app.payments;
    const created = await payments.create({
      merchantId,
      payerUserId: null,
      payerPhone,
      payerName: null,
      amount,
      currency: 'SLE',
      method: 'bank_transfer',
      bankCode: 'SBL',
      source: 'link',
      description: 'Two bags of rice',
    });
    await payments.confirm(created.id);
    await drainPaymentJobs(app.jobs, app.payments);
    return (await payments.get(created.id)).status === 'completed' ? created.id : `failed:${created.id}`;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    ({ app: appA, base: baseA } = await build(testDb.database));
    merchantToken = (await signIn(appA, '30777111')).token;
    const [merchant] = await testDb.database.withSession((s) => s.query<{ id: string }>("SELECT id FROM users WHERE phone = '+23230777111'"));
    merchantId = merchant?.id ?? '';
    await appA.inject({ method: 'PUT', url: '/api/v1/merchant-profile', headers: bearer(merchantToken), payload: { businessName: 'Kissy Road Stores', category: 'Retail' } });
    if (testDb.url) {
      // A second "process": its own pool and its own LISTEN connection on the same database.
      otherDatabase = await openDatabase({ url: testDb.url, dataDir: '' });
      ({ app: appB, base: baseB } = await build(otherDatabase));
    }
  }, 120_000);

  afterAll(async () => {
    await appB?.close();
    await otherDatabase?.close();
    await appA.close();
    await testDb.drop();
  });

  it('announces a completed payment within a second, and never a declined one as received', async () => {
    const stream = openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken));
    await stream.until((all) => all.some((m) => m.event === 'ready'));

    const declined = await payAndSettle(appA, '+23276000001', 500_000);
    expect(declined).toMatch(/^failed:/);
    const paid = await payAndSettle(appA, '+23277123456', 2_500_000);
    // Settled (committed) by now: the announcement follows within a second.
    await stream.until((all) => completedIds(all).includes(paid), 1000);

    const events = stream.messages.filter((m) => m.event !== 'ready');
    // The declined payment arrives as payment.failed (a notification says so), never as money received.
    expect(events.map((m) => m.event)).toEqual(['payment.failed', 'payment.completed']);
    expect(completedIds(stream.messages)).toEqual([paid]);
    const completed = JSON.parse(events[1]?.data ?? '{}') as { data: Record<string, unknown> };
    expect(completed.data).toMatchObject({ amount: 2_500_000, currency: 'SLE', method: 'bank_transfer', payerPhoneMasked: '****3456' });
    expect(JSON.stringify(stream.messages)).not.toContain('77123456');
    await stream.close();
  });

  it("a stream and the feed carry the client's mode only: a test payment is not sent to a live client", async () => {
    const live = openStream(`${baseA}/api/v1/events/stream?mode=live`, bearer(merchantToken));
    const test = openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken));
    await Promise.all([live, test].map((stream) => stream.until((all) => all.some((m) => m.event === 'ready'))));
    const before = Number(live.messages.find((m) => m.event === 'ready')?.id ?? 0);
    const paid = await payAndSettle(appA, '+23277123457', 1_000_000);
    await test.until((all) => completedIds(all).includes(paid), 2000);
    // The live client heard nothing of it, then or since.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.messages.filter((m) => m.event !== 'ready')).toEqual([]);
    const feed = async (headers: Record<string, string>) =>
      (await appA.inject({ method: 'GET', url: `/api/v1/events/feed?after=${before}`, headers: { ...bearer(merchantToken), ...headers } })).json<{ data: { items: { livemode: boolean }[] } }>().data.items;
    expect((await feed({})).length).toBeGreaterThan(0);
    expect(await feed({ 'salone-mode': 'live' })).toEqual([]);
    await Promise.all([live.close(), test.close()]);
  });

  it('a client that reconnects with Last-Event-ID receives what it missed once, in order', async () => {
    const first = openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken));
    await first.until((all) => all.some((m) => m.event === 'ready'));
    const before = await payAndSettle(appA, '+23277123457', 100_000);
    await first.until((all) => completedIds(all).includes(before));
    const lastId = first.messages.at(-1)?.id ?? '';
    await first.close();

    // Offline: three payments settle meanwhile.
    const missed = [await payAndSettle(appA, '+23277123458', 110_000), await payAndSettle(appA, '+23277123459', 120_000), await payAndSettle(appA, '+23277123450', 130_000)];

    const again = openStream(`${baseA}/api/v1/events/stream`, { ...bearer(merchantToken), 'last-event-id': lastId });
    await again.until((all) => completedIds(all).length >= 3);
    const live = await payAndSettle(appA, '+23277123451', 140_000);
    await again.until((all) => completedIds(all).includes(live));
    expect(completedIds(again.messages)).toEqual([...missed, live]);
    const seqs = again.messages.filter((m) => m.event !== 'ready').map((m) => Number(m.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    await again.close();

    // The polling fallback reads the same rows after a seq.
    const feed = await appA.inject({ method: 'GET', url: `/api/v1/events/feed?after=${lastId}`, headers: bearer(merchantToken) });
    expect(feed.json<{ data: { items: { data: { id: string } }[] } }>().data.items.map((item) => item.data.id)).toEqual([...missed, live]);
    expect((await audit(testDb.database.db, PAYMENT_AUDIT_CHECKS)).breaches).toEqual([]);
  });

  it('a stream needs a signed-in user, and a user may hold a bounded number of streams', async () => {
    expect((await fetch(`${baseA}/api/v1/events/stream`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    const plain = await appA.inject({ method: 'GET', url: '/api/v1/events/stream', headers: bearer(merchantToken) });
    expect([plain.statusCode, plain.json<{ error: { code: string } }>().error.code]).toEqual([406, 'not_acceptable']);
    const streams = Array.from({ length: 6 }, () => openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken)));
    await Promise.all(streams.map((stream) => stream.until((all) => all.some((m) => m.event === 'ready'))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(appA.liveHub.count(merchantId)).toBe(5);
    expect(await appA.liveHub.countEverywhere(merchantId)).toBe(5);
    await Promise.all(streams.map((stream) => stream.close()));
    // Closed streams free their slots in the database too.
    await expect.poll(() => appA.liveHub.countEverywhere(merchantId)).toBe(0);
  });

  it('a client gone while its stream was being opened leaves no stream open and no slot held', async () => {
    // The headers go out before the stream is registered: a phone that drops right then (2G)
    // must not leave a stream renewed forever, holding one of its user's slots. The opening is
    // made slow here (a busy database) so the client surely leaves during it.
    const hub = appA.liveHub;
    const open = hub.open.bind(hub);
    hub.open = async (...args: Parameters<typeof open>) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return open(...args);
    };
    try {
      const controller = new AbortController();
      await fetch(`${baseA}/api/v1/events/stream`, { headers: { ...bearer(merchantToken), accept: 'text/event-stream' }, signal: controller.signal });
      controller.abort();
      await new Promise((resolve) => setTimeout(resolve, 600));
    } finally {
      hub.open = open;
    }
    await expect.poll(() => hub.count(merchantId), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => hub.countEverywhere(merchantId), { timeout: 5_000 }).toBe(0);
  });

  it('the bound holds across server processes: one stream too many closes the oldest, on whichever server it is', async () => {
    // On PostgreSQL the second app has its own pool and LISTEN connection (another process);
    // on PGlite it shares the one database but has its own hub, so its memory is not the first's.
    const second = appB ? { app: appB, base: baseB, own: false } : { ...(await build(testDb.database)), own: true };
    const wait = async (stream: ReturnType<typeof openStream>) => stream.until((all) => all.some((m) => m.event === 'ready'));
    const onA: ReturnType<typeof openStream>[] = [];
    for (let i = 0; i < 3; i += 1) {
      onA.push(openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken)));
      await wait(onA[i] as ReturnType<typeof openStream>);
    }
    const onB: ReturnType<typeof openStream>[] = [];
    for (let i = 0; i < 3; i += 1) {
      onB.push(openStream(`${second.base}/api/v1/events/stream`, bearer(merchantToken)));
      await wait(onB[i] as ReturnType<typeof openStream>);
    }
    // Six opened, five allowed for the user in all: A's oldest was closed by B's open.
    await expect.poll(() => onA[0]?.ended(), { timeout: 3000 }).toBe(true);
    expect(onA.slice(1).map((stream) => stream.ended())).toEqual([false, false]);
    expect(onB.map((stream) => stream.ended())).toEqual([false, false, false]);
    expect([appA.liveHub.count(merchantId), second.app.liveHub.count(merchantId)]).toEqual([2, 3]);
    expect(await appA.liveHub.countEverywhere(merchantId)).toBe(5);
    // The survivors still hear payments, whichever server settles them.
    const paid = await payAndSettle(appA, '+23277123454', 150_000);
    await Promise.all([...onA.slice(1), ...onB].map((stream) => stream.until((all) => completedIds(all).includes(paid), 2000)));
    await Promise.all([...onA, ...onB].map((stream) => stream.close()));
    await expect.poll(() => appA.liveHub.countEverywhere(merchantId)).toBe(0);
    if (second.own) await second.app.close();
  });

  it.runIf(testDatabaseUrl())('on PostgreSQL, a payment settled through one server is announced to a client of the other', async () => {
    if (!appB) throw new Error('second app missing');
    const stream = openStream(`${baseB}/api/v1/events/stream`, bearer(merchantToken));
    await stream.until((all) => all.some((m) => m.event === 'ready'));
    const paid = await payAndSettle(appA, '+23277123452', 330_000);
    await stream.until((all) => completedIds(all).includes(paid), 1000);
    expect(completedIds(stream.messages)).toEqual([paid]);
    // And back the other way: settled on B, heard on a client of A.
    const onA = openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken));
    await onA.until((all) => all.some((m) => m.event === 'ready'));
    const paidOnB = await payAndSettle(appB, '+23277123453', 340_000);
    await onA.until((all) => completedIds(all).includes(paidOnB), 1000);
    await stream.until((all) => completedIds(all).includes(paidOnB), 1000);
    expect(completedIds(stream.messages)).toEqual([paid, paidOnB]);
    await Promise.all([stream.close(), onA.close()]);
  });

  // Issue 40 (found by sim:crash --servers 3): seqs are taken at insert and seen at commit.
  it.runIf(testDatabaseUrl())('on PostgreSQL, an event committed after a later one (two writers) still reaches the stream, once', async () => {
    const stream = openStream(`${baseA}/api/v1/events/stream`, bearer(merchantToken));
    await stream.until((all) => all.some((m) => m.event === 'ready'));
    const [late, early] = [randomUUID(), randomUUID()];
    const event = (id: string) => ({ type: 'payment.completed' as const, merchantId, livemode: false, data: { id, amount: 1_000, currency: 'SLE' }, at: new Date() });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => undefined as void;
    const lateInserted = new Promise<void>((resolve) => (inserted = resolve));
    // The first writer takes the lower seq and holds its transaction open…
    const first = testDb.database.db.transaction(async (tx) => {
      await recordEvent(tx, event(late));
      inserted();
      await held;
    });
    await lateInserted;
    // …while the second takes a higher seq, commits, and is streamed.
    await testDb.database.db.transaction(async (tx) => void (await recordEvent(tx, event(early))));
    await stream.until((all) => completedIds(all).includes(early), 3000);
    release();
    await first;
    await stream.until((all) => completedIds(all).includes(late), 3000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(completedIds(stream.messages).filter((id) => id === late || id === early).sort()).toEqual([early, late].sort());
    // Sent without an id line: the client's Last-Event-ID stays the highest seq it read.
    expect(stream.messages.find((m) => m.event === 'payment.completed' && m.data.includes(late))?.id).toBeUndefined();
    await stream.close();
  });

  it('server shutdown ends open streams cleanly', async () => {
    const extra = await build(testDb.database);
    const stream = openStream(`${extra.base}/api/v1/events/stream`, bearer(merchantToken));
    await stream.until((all) => all.some((m) => m.event === 'ready'));
    const closing = Date.now();
    await extra.app.close();
    expect(Date.now() - closing).toBeLessThan(3000);
    await stream.close();
  });

  it('a stream still being opened when shutdown starts gets the retry hint and ends (issue 40; CI saw its drain wait out the grace)', async () => {
    const hub = createLiveHub({ db: testDb.database.db, database: testDb.database, log: appA.log });
    let written = '';
    let ended = false;
    // Its headers are out (the route flushes them first) and it is waiting on the database when the signal comes.
    const opening = hub.open(merchantId, undefined, { write: (chunk) => Boolean((written += chunk)), pending: () => 0, end: () => void (ended = true) });
    await hub.shutdown();
    await opening;
    expect(written).toMatch(/^: server restarting, reconnect\nretry: \d+\n\n$/);
    expect(ended).toBe(true);
    expect(hub.count()).toBe(0);
  });
});
