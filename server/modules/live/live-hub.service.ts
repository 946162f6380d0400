/**
 * The live stream's fan-out in one process (issue 17). Each process LISTENs on the shared
 * database's `salone_events` channel (a dedicated connection, or PGlite's own listener) and,
 * when an event commits anywhere, wakes the streams of that event's merchant that are connected
 * to it. A woken stream reads its merchant's events after the last seq it sent, from the
 * events table: the table is the only source of truth, a notification is only a wake-up, so a
 * stream never skips or repeats an event whichever process recorded it, and a client that
 * comes back with Last-Event-ID gets what it missed, once, in order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import type { EventRow } from '../../db/schema.ts';
import { EVENTS_CHANNEL, findEventBySeq, listEventsAfter } from '../events/events.service.ts';
import { latestEventSeq } from './live.queries.ts';

/** Where a stream's text goes (the HTTP response); false from write means the client is slow. */
export interface StreamSink {
  write(chunk: string): boolean;
  /** Bytes written but not yet taken by the client. */
  pending(): number;
  end(): void;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  /** Streams one user may hold in this process; opening one more closes their oldest. */
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
  userId: string;
  lastSeq: number;
  sink: StreamSink;
  reading: boolean;
  again: boolean;
  closed: boolean;
}

export function createLiveHub(deps: { db: Db; database: Pick<Database, 'listen'>; log: FastifyBaseLogger }, options: LiveHubOptions = {}) {
  const { db, database, log } = deps;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const maxPerUser = options.maxStreamsPerUser ?? 5;
  const maxPending = options.maxPendingBytes ?? 256 * 1024;
  const streams = new Map<string, Stream[]>();
  let unlisten: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let shuttingDown = false;

  const all = (): Stream[] => [...streams.values()].flat();

  function close(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    const list = (streams.get(stream.userId) ?? []).filter((other) => other !== stream);
    if (list.length > 0) streams.set(stream.userId, list);
    else streams.delete(stream.userId);
    stream.sink.end();
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
        const rows = await listEventsAfter(db, stream.userId, stream.lastSeq, CATCH_UP_BATCH);
        for (const row of rows) {
          if (stream.closed) return;
          send(stream, formatSseEvent(row));
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
    for (const stream of streams.get(event.merchantId) ?? []) void catchUp(stream);
  }

  function ensureListening(): Promise<() => Promise<void>> {
    unlisten ??= database.listen(
      EVENTS_CHANNEL,
      (payload) => void onNotify(payload),
      // Notifications sent while the listener was reconnecting are lost: every stream reads again.
      () => {
        for (const stream of all()) void catchUp(stream);
      },
    );
    if (!heartbeat) {
      heartbeat = setInterval(() => {
        // A comment line: keeps proxies and phones from dropping an idle connection, and finds dead ones.
        for (const stream of all()) send(stream, ': ping\n\n');
      }, heartbeatMs);
      heartbeat.unref();
    }
    return unlisten;
  }

  return {
    /**
     * Opens a stream for `userId` after `afterSeq` (the client's Last-Event-ID), or from now when
     * it has none. Returns a function the route calls when the client goes away.
     */
    async open(userId: string, afterSeq: number | undefined, sink: StreamSink): Promise<() => void> {
      if (shuttingDown) {
        sink.end();
        return () => undefined;
      }
      await ensureListening();
      const start = afterSeq ?? (await latestEventSeq(db, userId));
      const stream: Stream = { userId, lastSeq: start, sink, reading: false, again: false, closed: false };
      const list = [...(streams.get(userId) ?? []), stream];
      streams.set(userId, list);
      // Over the bound: the oldest go (often a phone's dead connection that has not timed out yet).
      for (const oldest of list.slice(0, Math.max(0, list.length - maxPerUser))) close(oldest);
      // Retry after 2 s when the connection drops; `ready` tells the client where it stands.
      send(stream, `retry: 2000\nid: ${start}\nevent: ready\ndata: ${JSON.stringify({ seq: start })}\n\n`);
      // Registered before this read, so an event committed meanwhile is read here or woken for.
      void catchUp(stream);
      return () => close(stream);
    },

    /** Streams open in this process (tests, health). */
    count: (userId?: string): number => (userId ? (streams.get(userId)?.length ?? 0) : all().length),

    /** Server shutdown: ends every stream cleanly (clients reconnect to another process) and stops listening. */
    async shutdown(): Promise<void> {
      shuttingDown = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const stream of all()) close(stream);
      if (unlisten) await (await unlisten.catch(() => async () => undefined))();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

/** The polling fallback: a merchant's events after `afterSeq`, oldest first (from now without one). */
export async function catchUpFeed(db: Db, userId: string, afterSeq: number | undefined, limit: number) {
  if (afterSeq === undefined) return { items: [] as EventRow[], lastSeq: await latestEventSeq(db, userId) };
  const items = await listEventsAfter(db, userId, afterSeq, limit);
  return { items, lastSeq: items.at(-1)?.seq ?? afterSeq };
}
