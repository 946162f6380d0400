/**
 * Wires the outbox to the browser (loaded lazily by index.ts, the public API): the shared database, the
 * one replayer sending through api-client, and its triggers: app start, `online`,
 * `visibilitychange`, the backoff timer (inside the replayer) and Background Sync, whose service
 * worker only posts `{ type: 'outbox-sync' }` to its pages.
 */
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../../../domain/offline-sync.ts';
import { ApiError, apiRequest, REQUEST_TIMEOUT_MS } from '../api-client.ts';
import { adoptLegacyUserData, getLocalDb, wipeLocalUserData, type OutboxRow } from '../local-db.ts';
import { addToOutbox, discardOutboxRow, requestPersistentStorage, retryOutboxRow, type QueuedWriteInput } from './queue.ts';
import { notifyOutboxFailed, notifyOutboxSent } from './listeners.ts';
import { classifySend, type SendResult } from './policy.ts';
import { holdReload } from '../reload-guard.ts';
import { businessHeaders } from '../business.ts';
import { createReplayer } from './sync-engine.ts';

/**
 * One attempt at a queued row. The api client's time limit ends a request that never answers: it
 * comes back as a network result, so the replayer retries it with backoff instead of holding every
 * queued write behind it; the Idempotency-Key makes the retry safe if the first one did land.
 */
export async function sendRow(row: OutboxRow, timeoutMs = REQUEST_TIMEOUT_MS): Promise<SendResult> {
  // An update reload mid-request would leave the user unsure whether the write went through.
  const release = holdReload('sending a queued change');
  try {
    const body = await apiRequest<unknown>(row.path, {
      method: row.method,
      ...(row.body === null ? {} : { body: row.body }),
      headers: { 'Idempotency-Key': row.id, ...businessHeaders(row.business ?? null) },
      timeoutMs,
    });
    notifyOutboxSent(row, body);
    return { kind: 'status', status: 200, body };
  } catch (error) {
    if (error instanceof ApiError) {
      const result: SendResult = { kind: 'status', status: error.status, code: error.code, message: error.message };
      // A form waiting on this row can show the server's reason (and field details) at once.
      if (classifySend(result) === 'terminal') notifyOutboxFailed(row, error);
      return result;
    }
    return { kind: 'network', message: error instanceof Error ? error.message : 'Network request failed' };
  } finally {
    release();
  }
}

const replayer = createReplayer({ db: getLocalDb(), send: (row) => sendRow(row) });
let started = false;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Background Sync (Chromium): the browser wakes our service worker when connectivity returns. */
async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
  await sync?.register(OUTBOX_SYNC_TAG);
}

export async function enqueueWrite(input: QueuedWriteInput): Promise<OutboxRow> {
  const row = await addToOutbox(getLocalDb(), input);
  void requestPersistentStorage();
  // Not awaited: without a service worker (first visit, dev) `ready` never settles.
  registerBackgroundSync().catch(() => undefined);
  void replayer.trigger();
  return row;
}

export function setUser(userId: string | null): void {
  replayer.setUser(userId);
}

export function start(userId: string | null): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void replayer.trigger({ ignoreBackoff: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replayer.trigger();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_SYNC_MESSAGE) void replayer.trigger({ ignoreBackoff: true });
  });
  // App start: setUser triggers the first run.
  replayer.setUser(userId);
}

/** Rows an older app keyed by the phone become the user's (by id), and are sent if any moved. */
export async function adoptLegacyUser(phone: string, userId: string): Promise<void> {
  if ((await adoptLegacyUserData(getLocalDb(), phone, userId)) > 0) void replayer.trigger();
}

export async function wipeUser(userId: string): Promise<void> {
  await wipeLocalUserData(getLocalDb(), userId);
}

/** "Retry" in needs-attention: back in the queue and sent now (if online). */
export async function retry(id: string): Promise<void> {
  await retryOutboxRow(getLocalDb(), id);
  await replayer.trigger({ ignoreBackoff: true });
}

export async function discard(id: string): Promise<void> {
  await discardOutboxRow(getLocalDb(), id);
}

/** The bodies of a user's writes to `method path` not yet sent (oldest first). */
export async function unsentBodies(userId: string, method: OutboxRow['method'], path: string): Promise<OutboxRow['body'][]> {
  const rows = await getLocalDb()
    .outbox.where('[userId+createdAt]')
    .between([userId, -Infinity], [userId, Infinity])
    .filter((row) => (row.state === 'queued' || row.state === 'sending') && row.method === method && row.path === path)
    .toArray();
  return rows.map((row) => row.body);
}
