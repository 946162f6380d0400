/**
 * Reads backed by this phone's copy (DESIGN §2 "Offline"): every list the server returns is
 * kept in Dexie (lib/local-db.ts) for the signed-in user; when the network fails, the last copy
 * is served instead, with the time it was saved, for "Last updated <time>". Dexie loads lazily,
 * so nothing here weighs on the first route.
 */
import { NetworkError } from './api-client.ts';
import { loadLocalDb } from './load-local-db.ts';
import type { DashboardCollection } from './local-db.ts';
import { getOutboxUser } from './outbox/index.ts';

export interface LocalBacked<T> {
  items: T[];
  /** Set only when the items come from this phone's copy: when that copy was saved (ms). */
  savedAt?: number;
}

/**
 * Saving the copy opens Dexie and writes every list: main-thread work the first screen does not
 * need (issue 15, total blocking time). Saves that come while the page is still loading wait for
 * its load event; after that they start at once (a task later), the newest answer per user and
 * list winning. Not later: a user who opens a list and leaves (or loses the network) at once must
 * still find it on the phone; waiting for idle time lost /transactions' copy in CI when the next
 * page load came within the second. Where there is no document (tests), at once.
 */
const pendingSaves = new Map<string, () => Promise<void>>();
let flushScheduled = false;

function flushSaves(): void {
  flushScheduled = false;
  const saves = [...pendingSaves.values()];
  pendingSaves.clear();
  // One after another: each waits for Dexie, none holds the main thread long.
  void saves.reduce<Promise<void>>((previous, save) => previous.then(save).catch(() => undefined), Promise.resolve());
}

function scheduleSave(key: string, save: () => Promise<void>): void {
  pendingSaves.set(key, save);
  if (flushScheduled) return;
  flushScheduled = true;
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    setTimeout(flushSaves, 0);
    return;
  }
  window.addEventListener('load', () => setTimeout(flushSaves, 0), { once: true });
}

/** Where each item stood in the server's answer, so the copy reads back in the same order. */
const POSITION = 'localPosition';

export async function withLocalCopy<T extends { id: string }>(name: DashboardCollection, fetchFresh: () => Promise<T[]>): Promise<LocalBacked<T>> {
  try {
    const items = await fetchFresh();
    // Whose copy is read when the answer comes, not when the read starts: on the first visit
    // after sign-in the profile (which names the user) arrives beside this list, and a list
    // read before it was never saved, so the first visit left no copy to open offline.
    const userId = getOutboxUser();
    if (userId) {
      // Not awaited: the screen should not wait on the disk; a failed save only costs the copy.
      scheduleSave(`${userId}\u0000${name}`, () =>
        loadLocalDb().then(({ getLocalDb, saveCollection }) =>
          saveCollection(getLocalDb(), userId, name, items.map((item, index) => ({ ...item, [POSITION]: index }))),
        ),
      );
    }
    return { items };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const copy = await readLocalCopy<T>(name);
    if (!copy) throw error;
    return copy;
  }
}

/**
 * The signed-in user's saved copy of a list, in the server's order, with when it was saved;
 * undefined when nobody is signed in or nothing was saved yet.
 */
export async function readLocalCopy<T>(name: DashboardCollection): Promise<Required<LocalBacked<T>> | undefined> {
  const userId = getOutboxUser();
  if (!userId) return undefined;
  const { getLocalDb, lastUpdated, readCollection } = await loadLocalDb();
  const db = getLocalDb();
  const savedAt = await lastUpdated(db, userId, name);
  if (savedAt === undefined) return undefined;
  const stored = await readCollection(db, userId, name);
  const items = stored
    .sort((a, b) => Number(a[POSITION]) - Number(b[POSITION]))
    .map(({ userId: _owner, [POSITION]: _position, ...item }) => item as unknown as T);
  return { items, savedAt };
}
