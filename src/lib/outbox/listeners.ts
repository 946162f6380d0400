/**
 * Who hears about queued writes (the outbox's listener registry): screens and the app subscribe
 * through index.ts, the runtime tells them what happened to a row. Its own module so the lazily
 * loaded runtime never imports the public API that loads it (no import cycle).
 */
import type { OutboxRow } from '../local-db.ts';

type SentListener = (row: OutboxRow, responseBody: unknown) => void;
const sentListeners = new Set<SentListener>();

/** Called after a queued write reached the server (e.g. to invalidate a query). */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export function notifyOutboxSent(row: OutboxRow, responseBody: unknown): void {
  for (const listener of sentListeners) listener(row, responseBody);
}

/** `watched`: a screen is waiting on this row (waitForOutcome) and tells the user itself. */
type FailedListener = (row: OutboxRow, error: Error, info: { watched: boolean }) => void;
const failedListeners = new Set<FailedListener>();
/** Rows a screen waits on right now: their refusal is told by that screen, not a second time. */
const watchedRows = new Map<string, number>();

/** A screen starts (+1) or stops (-1) waiting on a row's outcome (waitForOutcome). */
export function watchRow(id: string, delta: 1 | -1): void {
  const count = (watchedRows.get(id) ?? 0) + delta;
  if (count > 0) watchedRows.set(id, count);
  else watchedRows.delete(id);
}

/** Called when the server refused a queued write for good (a 4xx): it leaves the queue. */
export function onOutboxFailed(listener: FailedListener): () => void {
  failedListeners.add(listener);
  return () => failedListeners.delete(listener);
}

export function notifyOutboxFailed(row: OutboxRow, error: Error): void {
  const watched = (watchedRows.get(row.id) ?? 0) > 0;
  for (const listener of failedListeners) listener(row, error, { watched });
}
