/**
 * THE PUBLIC API of the outbox (DESIGN §2): features and the app shell import this file, nothing
 * else in src/lib/outbox/ (the one exception: use-outbox.ts, the React view of the queue, which
 * loads Dexie and so belongs in lazily loaded screens). Lint enforces it (local/import-boundaries).
 * This module is tiny and safe to import from the first route: Dexie and the replayer
 * (runtime.ts) load on first use.
 *
 *   const row = await enqueueWrite({ method: 'PUT', path: '/profile', body, label: 'Save profile' });
 *   // resolved: the write is committed on this device; now say "queued" (or "saved").
 *
 * The user is whoever the auth layer last named with setOutboxUser(id), by their stable user id
 * (never the phone number, which can change or be recycled), kept in localStorage OUTBOX_USER_KEY
 * so a reload knows it before the profile loads; setOutboxUser(null) and wipeUserData(id) on sign-out.
 */
import { inNextTask } from '../api-client.ts';
import { loadLocalDb } from '../load-local-db.ts';
import type { OutboxRow } from '../local-db.ts';
import type { QueuedWriteInput } from './queue.ts';
import { onOutboxFailed, onOutboxSent, watchRow } from './listeners.ts';
import type * as OutboxRuntime from './runtime.ts';

export { onOutboxFailed, onOutboxSent };

export type { OutboxRow, QueuedWriteInput };

type Runtime = typeof OutboxRuntime;
let runtime: Promise<Runtime> | undefined;
export const OUTBOX_USER_KEY = 'outbox_user_id';
/** Where a version-2 app kept the user's phone number; dropped (its rows are adopted at sign-in). */
const LEGACY_OUTBOX_USER_KEY = 'outbox_user';

function readStoredUser(): string | null {
  try {
    localStorage.removeItem(LEGACY_OUTBOX_USER_KEY);
    return localStorage.getItem(OUTBOX_USER_KEY);
  } catch {
    return null;
  }
}

let pendingAdoption: { phone: string; userId: string } | null = null;

let currentUser: string | null = readStoredUser();
const userListeners = new Set<() => void>();

function loadRuntime(): Promise<Runtime> {
  // The replayer must know the user from its first moment: a write queued before the app's
  // own start-up (which waits for the page to settle) is then sent at once, not seconds later.
  runtime ??= (async () => {
    // Dexie and the local database first, each in a task of its own (issue 15; lib/load-local-db.ts).
    await loadLocalDb();
    const loaded = await import('./runtime.ts');
    loaded.setUser(currentUser);
    // The adoption opens the database: in a task after the runtime's evaluation where the browser can yield.
    inNextTask(() => applyAdoption(loaded));
    return loaded;
  })().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

function applyAdoption(loaded: Runtime): void {
  const adoption = pendingAdoption;
  pendingAdoption = null;
  if (adoption) loaded.adoptLegacyUser(adoption.phone, adoption.userId).catch(() => undefined);
}

/**
 * The signed-in user's phone and id are both known: what an older version of the app kept on this
 * phone under that number becomes theirs by id. Runs when the outbox loads (never loads it early).
 */
export function adoptLegacyOutbox(phone: string, userId: string): void {
  pendingAdoption = { phone, userId };
  if (runtime) void runtime.then(applyAdoption);
}

export type EnqueueInput = Omit<QueuedWriteInput, 'userId'> & { userId?: string };

/**
 * Commits the write to the outbox and wakes the replayer. Resolves only after the commit; rejects
 * when nobody is signed in (a queued write must belong to someone).
 */
export async function enqueueWrite(input: EnqueueInput): Promise<OutboxRow> {
  const userId = input.userId ?? currentUser;
  if (!userId) throw new Error('enqueueWrite needs a signed-in user (setOutboxUser)');
  return (await loadRuntime()).enqueueWrite({ ...input, userId });
}

/** Who is signed in: only their queued rows are sent; a sign-in also ends a 401 pause. */
export function setOutboxUser(userId: string | null): void {
  if (userId === currentUser && userId === null) return;
  currentUser = userId;
  try {
    if (userId === null) localStorage.removeItem(OUTBOX_USER_KEY);
    else localStorage.setItem(OUTBOX_USER_KEY, userId);
  } catch {
    // Storage unavailable: the user is known for this page's lifetime only.
  }
  if (runtime) void runtime.then((loaded) => loaded.setUser(userId));
  for (const listener of userListeners) listener();
}

export function getOutboxUser(): string | null {
  return currentUser;
}

export function subscribeOutboxUser(listener: () => void): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

/**
 * Starts the replayer and its triggers; the app calls it once, after first paint. Signed out,
 * nothing can be sent, so Dexie and the replayer load only once someone signs in.
 */
export async function startOutboxSync(): Promise<void> {
  if (currentUser === null) {
    await new Promise<void>((resolve) => {
      const unsubscribe = subscribeOutboxUser(() => {
        if (currentUser === null) return;
        unsubscribe();
        resolve();
      });
    });
  }
  (await loadRuntime()).start(currentUser);
}

/**
 * The bodies of the signed-in user's writes to `method path` that are still waiting (oldest
 * first): a read can lay them over the server's older answer, so a change saved on this phone
 * does not vanish from the screen when a refetch on reconnect beats the replayer to the server.
 * Signed out, there are none (and Dexie is not loaded for it).
 */
export async function unsentWriteBodies(method: OutboxRow['method'], path: string): Promise<OutboxRow['body'][]> {
  const userId = currentUser;
  if (!userId) return [];
  return (await loadRuntime()).unsentBodies(userId, method, path);
}

/** Needs attention → Retry: the row goes back in the queue and is sent at once. */
export async function retryQueuedWrite(id: string): Promise<void> {
  await (await loadRuntime()).retry(id);
}

/** Needs attention → Discard: the user gives the write up. */
export async function discardQueuedWrite(id: string): Promise<void> {
  await (await loadRuntime()).discard(id);
}

export type WriteOutcome = { kind: 'sent'; body: unknown } | { kind: 'failed'; error: Error } | { kind: 'queued' };

/**
 * Waits up to `ms` for the replayer to settle a queued row: sent, refused, or still queued
 * (offline, or a slow network) — a form can then answer at once when the network allows.
 */
export function waitForOutcome(row: OutboxRow, ms: number): Promise<WriteOutcome> {
  return new Promise((resolve) => {
    watchRow(row.id, 1);
    const finish = (outcome: WriteOutcome) => {
      watchRow(row.id, -1);
      clearTimeout(timer);
      stopSent();
      stopFailed();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'queued' }), ms);
    const stopSent = onOutboxSent((sent, body) => {
      if (sent.id === row.id) finish({ kind: 'sent', body });
    });
    const stopFailed = onOutboxFailed((failed, error) => {
      if (failed.id === row.id) finish({ kind: 'failed', error });
    });
  });
}

/**
 * Sign-out on a shared phone (DESIGN §2): forgets the user's persisted queries and local
 * collections; their unsent outbox rows stay for their next sign-in.
 */
export async function wipeUserData(userId: string): Promise<void> {
  const [{ clearPersistedQueries }, loaded] = await Promise.all([import('../persist.ts'), loadRuntime()]);
  clearPersistedQueries();
  await loaded.wipeUser(userId);
}
