/**
 * React view of a user's outbox (live: updates when any tab or the replayer changes a row).
 * Imports Dexie, so import it from lazily loaded code, not from the first route.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { getLocalDb, type OutboxRow } from '../local-db.ts';
import { listOutbox } from './queue.ts';
import { getOutboxUser, subscribeOutboxUser } from './index.ts';

export interface OutboxSummary {
  /** Waiting to be sent (queued or being sent). */
  pending: OutboxRow[];
  /** Refused by the server: shown as "needs attention" with Retry / Discard. */
  needsAttention: OutboxRow[];
}

const EMPTY: OutboxSummary = { pending: [], needsAttention: [] };

export function useOutbox(userId: string | null): OutboxSummary {
  const [summary, setSummary] = useState<OutboxSummary>(EMPTY);
  useEffect(() => {
    if (!userId) {
      setSummary(EMPTY);
      return undefined;
    }
    const subscription = liveQuery(() => listOutbox(getLocalDb(), userId)).subscribe({
      next: (rows) =>
        setSummary({
          pending: rows.filter((row) => row.state === 'queued' || row.state === 'sending'),
          needsAttention: rows.filter((row) => row.state === 'failed'),
        }),
      // A failing read (storage evicted, private mode) shows nothing rather than breaking the shell.
      error: () => setSummary(EMPTY),
    });
    return () => subscription.unsubscribe();
  }, [userId]);
  return summary;
}

/** The signed-in user's stable id, as the outbox knows it (null signed out). */
export function useOutboxUser(): string | null {
  return useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
}

/** One write of a kind still in the outbox, for a list to show as "waiting to sync". */
export interface QueuedWrite<T> {
  rowId: string;
  body: T;
  /** The write's API path, e.g. /payments/{id}/cancel. */
  path: string;
  /** What the write does, in words ("Cancel payment to Kamara Shop"). */
  label: string;
  createdAt: number;
  /** The server refused it (a 4xx): "needs attention", never "waiting". */
  refused: string | null;
}

/**
 * The signed-in user's writes of one kind (`method` and a path, or a test of the path) that are
 * still on this phone, oldest first: lists lay them over the server's answer (issue 37), so what
 * was recorded offline is on screen until the server's own row takes its place.
 */
export function useQueuedWrites<T>(method: OutboxRow['method'], path: string | ((path: string) => boolean)): QueuedWrite<T>[] {
  const { pending, needsAttention } = useOutbox(useOutboxUser());
  return useMemo(() => {
    const matches = typeof path === 'string' ? (candidate: string) => candidate === path : path;
    return [...pending, ...needsAttention]
      .filter((row) => row.method === method && matches(row.path))
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((row) => ({ rowId: row.id, body: row.body as T, path: row.path, label: row.label, createdAt: row.createdAt, refused: row.state === 'failed' ? (row.lastError ?? 'Refused') : null }));
  }, [pending, needsAttention, method, path]);
}
