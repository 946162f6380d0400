/**
 * The outbox API for features and the app shell (DESIGN §2). This module is tiny and safe to
 * import from the first route: Dexie, the replayer and the listeners load on first use.
 *
 *   const row = await enqueueWrite({ userId, method: 'PUT', path: '/auth/profile', body, label: 'Save profile' });
 *   // resolved: the write is committed on this device; now say "queued" (or "saved").
 *
 * The auth layer calls setOutboxUser(userId) on sign-in and on start when already signed in,
 * setOutboxUser(null) and wipeUserData(userId) on sign-out.
 */
import type { OutboxRow } from './local-db.ts';
import type { QueuedWriteInput } from './outbox.ts';
import type * as OutboxRuntime from './outbox-runtime.ts';

export type { OutboxRow, QueuedWriteInput };

type Runtime = typeof OutboxRuntime;
let runtime: Promise<Runtime> | undefined;
let currentUser: string | null = null;

function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./outbox-runtime.ts');
  return runtime;
}

/** Commits the write to the outbox and wakes the replayer. Resolves only after the commit. */
export async function enqueueWrite(input: QueuedWriteInput): Promise<OutboxRow> {
  return (await loadRuntime()).enqueueWrite(input);
}

/** Who is signed in: only their queued rows are sent; a sign-in also ends a 401 pause. */
export function setOutboxUser(userId: string | null): void {
  currentUser = userId;
  if (runtime) void runtime.then((loaded) => loaded.setUser(userId));
}

export function getOutboxUser(): string | null {
  return currentUser;
}

/** Starts the replayer and its triggers; the app calls it once, after first paint. */
export async function startOutboxSync(): Promise<void> {
  (await loadRuntime()).start(currentUser);
}

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

/**
 * Sign-out on a shared phone (DESIGN §2): forgets the user's persisted queries and local
 * collections; their unsent outbox rows stay for their next sign-in.
 */
export async function wipeUserData(userId: string): Promise<void> {
  const [{ clearPersistedQueries }, loaded] = await Promise.all([import('./persist.ts'), loadRuntime()]);
  clearPersistedQueries();
  await loaded.wipeUser(userId);
}
