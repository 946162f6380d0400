/**
 * The live stream's fan-out in one process (issue 17). Each process LISTENs on the shared
 * database's `salone_events` channel (a dedicated connection, or PGlite's own listener) and,
 * when an event commits anywhere, wakes the streams of that event's merchant that are connected
 * to it. A woken stream reads its merchant's events after the last seq it sent, from the
 * events table: the table is the only source of truth, a notification is only a wake-up, so a
 * stream never skips or repeats an event whichever process recorded it, and a client that
 * comes back with Last-Event-ID gets what it missed, once, in order.
 *
 * The bound on streams per user holds across processes: each stream is a lease row in the shared
 * database (live-streams.queries.ts). Opening one more than the bound evicts the user's oldest,
 * wherever it is open; its process hears of it on LIVE_STREAMS_CHANNEL (or at its next renewal)
 * and ends it. One process's memory alone would let N processes hold N times the bound.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema.ts';
import { EVENTS_CHANNEL, findEventBySeq, listEventsAfter } from '../events/events.service.ts';
import { latestEventSeq } from './live.queries.ts';
import { claimStreamSlot, countOpenStreams, LIVE_STREAMS_CHANNEL, releaseStreams, renewStreamLeases } from './live-streams.queries.ts';

/** The maintenance job's sweep of leases whose process died (server/jobs reaches the module here). */
export { sweepExpiredStreamLeases } from './live-streams.queries.ts';

/** Where a stream's text goes (the HTTP response); false from write means the client is slow. */
export interface StreamSink {
  write(chunk: string): boolean;
  /** Bytes written but not yet taken by the client. */
  pending(): number;
  end(): void;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  /** Streams one user may hold across all processes; opening one more closes their oldest, wherever it is. */
  maxStreamsPerUser?: number;
  /** A client this far behind (bytes not taken) is cut off; it reconnects and catches up from the table. */
  maxPendingBytes?: number;
}

const CATCH_UP_BATCH = 100;

/** One SSE message: `id` is the event's seq, so the browser's Last-Event-ID resumes after it. */
export function formatSseEvent(event: EventRow): string {
  const payload = { id: event.id, seq: event.seq, type: event.type, livemode: event.livemode, createdAt: event.createdAt.toISOString(), data: event.data };
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

interface Stream {
  /** Its lease row's id (live_streams). */
  id: string;
  userId: string;
  /** The mode the client is in: only that mode's events are sent. */
  livemode: boolean;
  lastSeq: number;
  sink: StreamSink;
  reading: boolean;
  again: boolean;
  closed: boolean;
  /** Seqs this stream sent lately (bounded): a late-committed event is sent once, not again. */
  sent: Set<number>;
}

/** How many recent seqs each stream remembers, to send a late-committed event exactly once. */
const SENT_MEMORY = 512;

function remember(stream: Stream, seq: number): void {
  stream.sent.add(seq);
  if (stream.sent.size > SENT_MEMORY) {
    const oldest = stream.sent.values().next().value;
    if (oldest !== undefined) stream.sent.delete(oldest);
  }
}

/** How soon a client whose stream a shutting-down process ended tries again (issue 40). */
export const SHUTDOWN_RETRY_MS = 500;

/** A stream's last words when its process shuts down: EventSource reconnects after `retry` ms. */
const SHUTDOWN_WORDS = `: server restarting, reconnect\nretry: ${SHUTDOWN_RETRY_MS}\n\n`;

/** Ends a stream opened while (or after) its process began shutting down. */
function endForShutdown(sink: StreamSink): () => void {
  sink.write(SHUTDOWN_WORDS);
  sink.end();
  return () => undefined;
}

export function createLiveHub(deps: { db: Db; database: Pick<Database, 'listen'>; log: FastifyBaseLogger }, options: LiveHubOptions = {}) {
  const { db, database, log } = deps;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const maxPerUser = options.maxStreamsPerUser ?? 5;
  const maxPending = options.maxPendingBytes ?? 256 * 1024;
  const streams = new Map<string, Stream[]>();
  // A lease outlives two missed heartbeats: a process that died frees its users' slots within a minute.
  const leaseSeconds = Math.max(1, Math.ceil((heartbeatMs * 3) / 1000));
  let unlisten: Promise<() => Promise<void>> | undefined;
  let unlistenEvictions: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let shuttingDown = false;
  /** Lease rows of the streams shutdown ended, freed once the database may be waited on. */
  const ended: string[] = [];

  const all = (): Stream[] => [...streams.values()].flat();

  function close(stream: Stream, release = true): void {
    if (stream.closed) return;
    stream.closed = true;
    const list = (streams.get(stream.userId) ?? []).filter((other) => other !== stream);
    if (list.length > 0) streams.set(stream.userId, list);
    else streams.delete(stream.userId);
    stream.sink.end();
    // Frees its slot at once; if the database is away, the lease expires on its own.
    if (release) void releaseStreams(db, [stream.id]).catch(() => undefined);
  }

  /** Another process opened one stream too many for this user: ours was the oldest. */
  function onEvicted(streamId: string): void {
    const stream = all().find((candidate) => candidate.id === streamId);
    if (stream) close(stream, false);
  }

  /** Renews this process's leases; a stream whose row is gone was evicted while a notification was lost. */
  async function renewLeases(): Promise<void> {
    const open = all();
    if (open.length === 0) return;
    const kept = await renewStreamLeases(db, open.map((stream) => stream.id), leaseSeconds).catch(() => undefined);
    // The database is away: keep the streams (their catch-up fails and ends them if it stays away).
    if (!kept) return;
    for (const stream of open) if (!kept.has(stream.id)) close(stream, false);
  }

  function send(stream: Stream, chunk: string): void {
    if (stream.closed) return;
    stream.sink.write(chunk);
    if (stream.sink.pending() > maxPending) close(stream);
  }

  /** Reads and sends what the stream has not sent yet; concurrent wake-ups fold into one more read. */
  async function catchUp(stream: Stream): Promise<void> {
    if (stream.reading) {
      stream.again = true;
      return;
    }
    stream.reading = true;
    try {
      for (;;) {
        stream.again = false;
        const rows = await listEventsAfter(db, stream.userId, stream.lastSeq, CATCH_UP_BATCH, stream.livemode);
        for (const row of rows) {
          if (stream.closed) return;
          send(stream, formatSseEvent(row));
          remember(stream, row.seq);
          stream.lastSeq = row.seq;
        }
        if (!stream.again && rows.length < CATCH_UP_BATCH) return;
      }
    } catch (error) {
      // The database is away: end the stream; the client reconnects (or polls) and resumes from its last id.
      log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'live stream catch-up failed');
      close(stream);
    } finally {
      stream.reading = false;
    }
  }

  async function onNotify(payload: string): Promise<void> {
    if (streams.size === 0) return;
    const seq = Number(payload);
    if (!Number.isSafeInteger(seq) || seq <= 0) return;
    const event = await findEventBySeq(db, seq).catch(() => undefined);
    // Unknown seq (another database schema sharing the channel, in tests): nothing of ours.
    if (!event) return;
    for (const stream of streams.get(event.merchantId) ?? []) {
      // Issue 40: seqs are taken at insert but become visible at commit, so with several writers
      // (processes, or a pool) an event can commit after a higher seq was read and sent: reading
      // "after lastSeq" would skip it forever. Its NOTIFY arrives at its commit, so it is sent
      // here, once, and without an id line: the client's Last-Event-ID stays the highest it read.
      if (event.seq <= stream.lastSeq) {
        if (!stream.sent.has(event.seq) && event.livemode === stream.livemode && !stream.closed) {
          remember(stream, event.seq);
          send(stream, formatSseEvent(event).replace(/^id: \d+\n/, ''));
        }
        continue;
      }
      void catchUp(stream);
    }
  }

  async function ensureListening(): Promise<() => Promise<void>> {
    unlisten ??= database.listen(
      EVENTS_CHANNEL,
      (payload) => void onNotify(payload),
      // Notifications sent while the listener was reconnecting are lost: every stream reads again.
      () => {
        for (const stream of all()) void catchUp(stream);
      },
    );
    unlistenEvictions ??= database.listen(LIVE_STREAMS_CHANNEL, onEvicted, () => void renewLeases());
    if (!heartbeat) {
      heartbeat = setInterval(() => {
        // A comment line: keeps proxies and phones from dropping an idle connection, and finds dead ones.
        for (const stream of all()) send(stream, ': ping\n\n');
        void renewLeases();
      }, heartbeatMs);
      heartbeat.unref();
    }
    await unlistenEvictions;
    return unlisten;
  }

  /**
   * Server shutdown, first half, at once (Fastify's preClose): ends every stream cleanly, so
   * clients reconnect to another process, and opens no more. Nothing here waits on the
   * database: the listening socket closes only after this returns, and a slow database (a
   * loaded machine) must not keep it accepting new connections.
   */
  function endStreams(): void {
    shuttingDown = true;
    if (heartbeat) clearInterval(heartbeat);
    const open = all();
    // Issue 40: the last words of each stream say "come back soon": EventSource reconnects after
    // `retry` ms, and the proxy sends it to another process (Last-Event-ID resumes it there).
    for (const stream of open) send(stream, SHUTDOWN_WORDS);
    for (const stream of open) close(stream, false);
    for (const stream of open) ended.push(stream.id);
  }

  return {
    /**
     * Opens a stream for `userId` after `afterSeq` (the client's Last-Event-ID), or from now when
     * it has none. Returns a function the route calls when the client goes away.
     */
    async open(userId: string, afterSeq: number | undefined, sink: StreamSink, livemode = false): Promise<() => void> {
      if (shuttingDown) return endForShutdown(sink);
      await ensureListening();
      const start = afterSeq ?? (await latestEventSeq(db, userId));
      // Shutdown began while this stream was being opened (its headers already sent): shutdown did
      // not see it, so it gets the same last words here instead of being held open until the
      // grace runs out (a drain that then exits 1, and a client that never hears "reconnect").
      if (shuttingDown) return endForShutdown(sink);
      const stream: Stream = { id: randomUUID(), userId, livemode, lastSeq: start, sink, reading: false, again: false, closed: false, sent: new Set() };
      // Known here before its row exists, so an eviction notified right after the claim finds it.
      streams.set(userId, [...(streams.get(userId) ?? []), stream]);
      try {
        // Over the bound: the oldest go, in any process (often a phone's dead connection that has not timed out yet).
        const evicted = await claimStreamSlot(db, { id: stream.id, userId, max: maxPerUser, leaseSeconds });
        for (const id of evicted) onEvicted(id);
        // Closed while its row was being written (client gone, or shutdown): free the row too.
        if (stream.closed) await releaseStreams(db, [stream.id]).catch(() => undefined);
      } catch (error) {
        log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'live stream could not be registered');
        close(stream, false);
        return () => undefined;
      }
      // Retry after 2 s when the connection drops; `ready` tells the client where it stands.
      send(stream, `retry: 2000\nid: ${start}\nevent: ready\ndata: ${JSON.stringify({ seq: start })}\n\n`);
      // Registered before this read, so an event committed meanwhile is read here or woken for.
      void catchUp(stream);
      return () => close(stream);
    },

    /** Streams open in this process (tests, health). */
    count: (userId?: string): number => (userId ? (streams.get(userId)?.length ?? 0) : all().length),

    /** Streams of `userId` open in every process on this database (tests). */
    countEverywhere: (userId: string): Promise<number> => countOpenStreams(db, userId),

    endStreams,

    /** Server shutdown, whole (Fastify's onClose, or alone): ends the streams, frees their slots and stops listening. */
    async shutdown(): Promise<void> {
      endStreams();
      await releaseStreams(db, ended.splice(0)).catch(() => undefined);
      for (const listening of [unlisten, unlistenEvictions]) if (listening) await (await listening.catch(() => async () => undefined))();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

/** The polling fallback: a merchant's events after `afterSeq`, oldest first (from now without one). */
export async function catchUpFeed(db: Db, userId: string, afterSeq: number | undefined, limit: number, livemode = false) {
  // Of this mode only: the other mode's events are neither shown nor counted (issue 33).
  if (afterSeq === undefined) return { items: [] as EventRow[], lastSeq: await latestEventSeq(db, userId, livemode) };
  const items = await listEventsAfter(db, userId, afterSeq, limit, livemode);
  return { items, lastSeq: items.at(-1)?.seq ?? afterSeq };
}
