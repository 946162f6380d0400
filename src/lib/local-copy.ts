/**
 * Reads backed by this phone's copy (DESIGN §2 "Offline"): every list the server returns is
 * kept in Dexie (lib/local-db.ts) for the signed-in user; when the network fails, the last copy
 * is served instead, with the time it was saved, for "Last updated <time>". Dexie loads lazily,
 * so nothing here weighs on the first route.
 */
import { NetworkError } from './api-client.ts';
import type { DashboardCollection } from './local-db.ts';
import { getOutboxUser } from './outbox-client.ts';

export interface LocalBacked<T> {
  items: T[];
  /** Set only when the items come from this phone's copy: when that copy was saved (ms). */
  savedAt?: number;
}

/** Where each item stood in the server's answer, so the copy reads back in the same order. */
const POSITION = 'localPosition';

export async function withLocalCopy<T extends { id: string }>(name: DashboardCollection, fetchFresh: () => Promise<T[]>): Promise<LocalBacked<T>> {
  const userId = getOutboxUser();
  try {
    const items = await fetchFresh();
    if (userId) {
      // Not awaited: the screen should not wait on the disk; a failed save only costs the copy.
      void import('./local-db.ts')
        .then(({ getLocalDb, saveCollection }) =>
          saveCollection(getLocalDb(), userId, name, items.map((item, index) => ({ ...item, [POSITION]: index }))),
        )
        .catch(() => undefined);
    }
    return { items };
  } catch (error) {
    if (!(error instanceof NetworkError) || !userId) throw error;
    const { getLocalDb, lastUpdated, readCollection } = await import('./local-db.ts');
    const db = getLocalDb();
    const savedAt = await lastUpdated(db, userId, name);
    if (savedAt === undefined) throw error;
    const stored = await readCollection(db, userId, name);
    const items = stored
      .sort((a, b) => Number(a[POSITION]) - Number(b[POSITION]))
      .map(({ userId: _owner, [POSITION]: _position, ...item }) => item as unknown as T);
    return { items, savedAt };
  }
}
