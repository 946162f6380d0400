/**
 * The merchant's money events as they happen (issue 17): Server-Sent Events from
 * /api/v1/events/stream (signed in by the session cookie; EventSource cannot send a bearer
 * header), resumed from the last seq seen. Where the stream cannot be held (a proxy that buffers,
 * a network that drops it, a session only in the bearer token), the hook polls
 * /api/v1/events/feed?after=seq with backoff and tries the stream again now and then.
 * The last seq is kept per user in localStorage, so a phone that was away catches up once.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveEventView } from '../../../domain/api/live.ts';
import { apiData } from '../../lib/api-client.ts';
import { isTestMode } from '../../lib/test-mode.ts';

/** One money event as the stream and the feed carry it: the wire schema's type. */
export type LiveEvent = LiveEventView;

export type LiveMode = 'connecting' | 'live' | 'polling';

const EVENT_TYPES = ['payment.completed', 'payment.failed', 'payment.cancelled', 'payment.expired', 'refund.completed', 'payout.completed', 'payout.failed'];
const POLL_FIRST_MS = 3_000;
const POLL_MAX_MS = 60_000;
/** While polling, the stream is tried again after this long. */
const STREAM_RETRY_MS = 30_000;

const storageKey = (userKey: string) => `live_last_seq:${userKey}`;

function readSeq(userKey: string): number | undefined {
  try {
    const value = Number(localStorage.getItem(storageKey(userKey)));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeSeq(userKey: string, seq: number): void {
  try {
    localStorage.setItem(storageKey(userKey), String(seq));
  } catch {
    // Storage can be unavailable (private mode): the stream still resumes within this page.
  }
}

/** Calls `onEvent` once per event, in order; returns how the connection is doing. */
export function useLiveEvents(userKey: string | null, onEvent: (event: LiveEvent) => void): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!userKey) return undefined;
    const key = userKey;
    let stopped = false;
    let lastSeq = readSeq(key);
    let source: EventSource | undefined;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let pollDelay = POLL_FIRST_MS;
    let pollingSince = 0;

    const deliver = (event: LiveEvent) => {
      if (lastSeq !== undefined && event.seq <= lastSeq) return;
      lastSeq = event.seq;
      writeSeq(key, event.seq);
      handler.current(event);
    };

    const poll = async () => {
      pollTimer = undefined;
      if (stopped) return;
      if (Date.now() - pollingSince >= STREAM_RETRY_MS) {
        openStream();
        return;
      }
      try {
        const feed = await apiData<{ items: LiveEvent[]; lastSeq: number }>(`/events/feed${lastSeq !== undefined ? `?after=${lastSeq}` : ''}`);
        if (stopped) return;
        if (lastSeq === undefined) {
          lastSeq = feed.lastSeq;
          writeSeq(key, feed.lastSeq);
        }
        feed.items.forEach(deliver);
        pollDelay = POLL_FIRST_MS;
      } catch {
        // Offline or the server is away: wait longer each time (with jitter), up to a minute.
        pollDelay = Math.min(POLL_MAX_MS, pollDelay * 2);
      }
      if (!stopped) pollTimer = setTimeout(() => void poll(), pollDelay * (0.8 + Math.random() * 0.4));
    };

    const startPolling = () => {
      source?.close();
      source = undefined;
      setMode('polling');
      pollingSince = Date.now();
      pollDelay = POLL_FIRST_MS;
      if (!pollTimer) void poll();
    };

    function openStream() {
      if (stopped || typeof EventSource === 'undefined') {
        if (!stopped) startPolling();
        return;
      }
      setMode('connecting');
      let opened = false;
      // EventSource sends no Salone-Mode header: the mode goes in the address (only its events come).
      const query = new URLSearchParams(lastSeq !== undefined ? { after: String(lastSeq) } : {});
      if (!isTestMode()) query.set('mode', 'live');
      const search = query.toString();
      const stream = new EventSource(`/api/v1/events/stream${search ? `?${search}` : ''}`);
      source = stream;
      stream.addEventListener('ready', (message) => {
        opened = true;
        const seq = Number((message as MessageEvent<string>).lastEventId);
        if (lastSeq === undefined && Number.isSafeInteger(seq)) {
          lastSeq = seq;
          writeSeq(key, seq);
        }
        setMode('live');
      });
      for (const type of EVENT_TYPES) {
        stream.addEventListener(type, (message) => {
          try {
            deliver(JSON.parse((message as MessageEvent<string>).data) as LiveEvent);
          } catch {
            // A message we cannot read is skipped; the next one still arrives.
          }
        });
      }
      stream.onerror = () => {
        if (stopped) return;
        // Never connected (refused, 401, a buffering proxy) or closed for good: poll instead.
        // A stream that was live retries by itself (the server asked for 2 s), from Last-Event-ID.
        if (!opened || stream.readyState === EventSource.CLOSED) startPolling();
        else setMode('connecting');
      };
    }

    openStream();
    return () => {
      stopped = true;
      source?.close();
      if (pollTimer) clearTimeout(pollTimer);
    };
  }, [userKey]);

  return mode;
}
