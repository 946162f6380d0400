/**
 * The outbox (DESIGN §2): the only path for writes that must survive a flaky network. A write is
 * a row in the `outbox` table of local-db.ts, committed before the caller may tell the user
 * "queued"; sync-engine.ts sends rows in order with the row id as Idempotency-Key.
 */
import type { JsonValue, LocalDb, OutboxRow, WriteMethod } from '../local-db.ts';
import { currentBusiness } from '../business.ts';

export interface QueuedWriteInput {
  /** The signed-in user the write belongs to; only that user's session sends it. */
  userId: string;
  method: WriteMethod;
  /** Under /api/v1, e.g. `/profile`. */
  path: string;
  body?: JsonValue | null;
  /** Short human name for the "needs attention" list, e.g. "Save profile". */
  label: string;
}

export interface OutboxOptions {
  now?: number;
  newId?: () => string;
}

let lastCreatedAt = 0;

/** Strictly increasing creation times, so two writes queued in one millisecond keep their order. */
function nextCreatedAt(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

/** Resolves once the row is committed to IndexedDB (the transaction completed), not before. */
export async function addToOutbox(db: LocalDb, input: QueuedWriteInput, options: OutboxOptions = {}): Promise<OutboxRow> {
  const now = options.now ?? nextCreatedAt();
  const row: OutboxRow = {
    id: (options.newId ?? (() => crypto.randomUUID()))(),
    userId: input.userId,
    method: input.method,
    path: input.path,
    body: input.body ?? null,
    label: input.label,
    createdAt: now,
    attempts: 0,
    lastError: null,
    state: 'queued',
    nextAttemptAt: now,
    // Issue 35: replayed for the business it was made for, whatever the device picks later.
    ...(currentBusiness() ? { business: currentBusiness() } : {}),
  };
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.add(row);
  });
  return row;
}

/** The user's rows not yet sent or failed, oldest first. */
export async function listOutbox(db: LocalDb, userId: string): Promise<OutboxRow[]> {
  return db.outbox
    .where('[userId+createdAt]')
    .between([userId, -Infinity], [userId, Infinity])
    .filter((row) => row.state !== 'done')
    .toArray();
}

/** "Retry" on a row that needs attention: back in the queue, due now. */
export async function retryOutboxRow(db: LocalDb, id: string, now = Date.now()): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .filter((row) => row.state === 'failed')
    .modify({ state: 'queued', attempts: 0, lastError: null, nextAttemptAt: now });
}

/** "Discard": the user gives the write up. A row being sent right now is left alone. */
export async function discardOutboxRow(db: LocalDb, id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .filter((row) => row.state !== 'sending')
    .delete();
}

let persistRequested = false;

/**
 * Asks the browser not to evict our storage under pressure, once, after the first queued write:
 * asking earlier would prompt (or be refused) for no reason the user can see.
 */
export async function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
  if (persistRequested || !storage?.persist) return false;
  persistRequested = true;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    // Refusal is normal (Chrome grants by engagement); the outbox still works, only less durably.
    return false;
  }
}
