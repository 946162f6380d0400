/**
 * The one IndexedDB database of the app (Dexie), DESIGN §2. It stores, per signed-in user:
 * - dashboard collections for offline browsing: transactions, accounts, pendingPayments,
 *   frequentPayments (rows keyed by [userId+id]), and when each was last refreshed (syncMeta);
 * - the outbox: writes waiting to reach /api/v1 (see outbox/queue.ts and outbox/sync-engine.ts).
 * Nothing else opens IndexedDB. Schema changes add a version below with an upgrade, never edit one.
 */
import { Dexie, type Table } from 'dexie';

export const LOCAL_DB_NAME = 'salone-pay';

export type OutboxState = 'queued' | 'sending' | 'done' | 'failed';
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON that survives structured clone and JSON.stringify unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface OutboxRow {
  /** UUID; also the Idempotency-Key, so every replay of this row is the same request. */
  id: string;
  userId: string;
  method: WriteMethod;
  /** Under /api/v1, e.g. `/profile`. */
  path: string;
  body: JsonValue | null;
  /** Shown in "needs attention", e.g. "Save profile". */
  label: string;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  state: OutboxState;
  /** Not before this time (ms): the backoff survives reloads. Added in version 2. */
  nextAttemptAt: number;
  /** Issue 35: the business the write was made for (Salone-Business), sent with every replay. */
  business?: string | null;
}

export const DASHBOARD_COLLECTIONS = ['transactions', 'accounts', 'pendingPayments', 'frequentPayments'] as const;
export type DashboardCollection = (typeof DASHBOARD_COLLECTIONS)[number];

/** A dashboard item as the API returns it, stored with the user it belongs to. */
export type StoredItem = { userId: string; id: string } & Record<string, unknown>;

export interface SyncMeta {
  userId: string;
  collection: DashboardCollection;
  /** When this collection was last written from the server (ms). */
  updatedAt: number;
}

/** Version 1: the collections and the outbox. Kept as data so the upgrade test can open it. */
export const SCHEMA_V1 = {
  transactions: '[userId+id], userId',
  accounts: '[userId+id], userId',
  pendingPayments: '[userId+id], userId',
  frequentPayments: '[userId+id], userId',
  outbox: 'id, userId, state, createdAt',
} as const;

/** Version 2: "Last updated" per collection, and the outbox ordered by creation within a user. */
export const SCHEMA_V2 = {
  syncMeta: '[userId+collection], userId',
  outbox: 'id, userId, state, createdAt, [userId+createdAt]',
} as const;

/**
 * Version 3 (issue 19): data follows the user's stable id, not their phone number. No index
 * changes; the upgrade moves queued profile saves to PUT /profile, the path that is idempotent
 * (/auth/* never is). Rows a version-2 app keyed by the phone stay so until that phone's user signs
 * in and adoptLegacyUserData moves them to the user's id (the upgrade cannot know the id).
 */
export const SCHEMA_V3 = {} as const;

/** A version-2 row's user: the 8 national digits of a phone. Ids are UUIDs, so never this shape. */
const LEGACY_PHONE_KEY = /^\d{8}$/;

export class LocalDb extends Dexie {
  transactions!: Table<StoredItem, [string, string]>;
  accounts!: Table<StoredItem, [string, string]>;
  pendingPayments!: Table<StoredItem, [string, string]>;
  frequentPayments!: Table<StoredItem, [string, string]>;
  syncMeta!: Table<SyncMeta, [string, DashboardCollection]>;
  outbox!: Table<OutboxRow, string>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        // Rows queued by version 1 had no backoff time: they are due now.
        await tx
          .table('outbox')
          .toCollection()
          .modify((row: Partial<OutboxRow>) => {
            row.nextAttemptAt ??= row.createdAt ?? 0;
            row.label ??= 'Saved change';
          });
      });
    this.version(3)
      .stores(SCHEMA_V3)
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((row: Partial<OutboxRow>) => {
            if (row.method === 'PUT' && row.path === '/auth/profile') row.path = '/profile';
          });
      });
  }

  collection(name: DashboardCollection): Table<StoredItem, [string, string]> {
    return this[name];
  }
}

let shared: LocalDb | undefined;

/** The app's database, opened on first use. */
export function getLocalDb(): LocalDb {
  shared ??= new LocalDb();
  return shared;
}

/** Replaces a user's copy of a collection with what the server just returned. */
export async function saveCollection(
  db: LocalDb,
  userId: string,
  name: DashboardCollection,
  items: readonly ({ id: string } & Record<string, unknown>)[],
  now = Date.now(),
): Promise<void> {
  const table = db.collection(name);
  await db.transaction('rw', table, db.syncMeta, async () => {
    await table.where('userId').equals(userId).delete();
    await table.bulkPut(items.map((item) => ({ ...item, userId })));
    await db.syncMeta.put({ userId, collection: name, updatedAt: now });
  });
}

export async function readCollection(db: LocalDb, userId: string, name: DashboardCollection): Promise<StoredItem[]> {
  return db.collection(name).where('userId').equals(userId).toArray();
}

/** When the user's copy of a collection was last refreshed, for "Last updated <time>". */
export async function lastUpdated(db: LocalDb, userId: string, name: DashboardCollection): Promise<number | undefined> {
  return (await db.syncMeta.get([userId, name]))?.updatedAt;
}

/**
 * Sign-out on a shared phone (DESIGN §2): removes the user's collections and sent outbox rows,
 * keeping rows not yet sent (queued, sending, failed) for that user's next sign-in.
 */
export async function wipeLocalUserData(db: LocalDb, userId: string): Promise<void> {
  const tables = [...DASHBOARD_COLLECTIONS.map((name) => db.collection(name)), db.syncMeta, db.outbox];
  await db.transaction('rw', tables, async () => {
    for (const name of DASHBOARD_COLLECTIONS) await db.collection(name).where('userId').equals(userId).delete();
    await db.syncMeta.where('userId').equals(userId).delete();
    await db.outbox
      .where('userId')
      .equals(userId)
      .filter((row) => row.state === 'done')
      .delete();
  });
}

/**
 * Moves what a version-2 app kept under a phone number (see SCHEMA_V3) to the user's id, once the
 * app knows both: their unsent writes, their collections and when each was refreshed. Rows of any
 * other phone, and rows already keyed by an id, are left alone. Returns how many outbox rows moved.
 */
export async function adoptLegacyUserData(db: LocalDb, phone: string, userId: string): Promise<number> {
  if (!LEGACY_PHONE_KEY.test(phone) || phone === userId) return 0;
  const collections = DASHBOARD_COLLECTIONS.map((name) => db.collection(name));
  return db.transaction('rw', [...collections, db.syncMeta, db.outbox], async () => {
    for (const table of collections) {
      const items = await table.where('userId').equals(phone).toArray();
      if (items.length === 0) continue;
      await table.where('userId').equals(phone).delete();
      await table.bulkPut(items.map((item) => ({ ...item, userId })));
    }
    const metas = await db.syncMeta.where('userId').equals(phone).toArray();
    await db.syncMeta.where('userId').equals(phone).delete();
    await db.syncMeta.bulkPut(metas.map((meta) => ({ ...meta, userId })));
    return db.outbox.where('userId').equals(phone).modify({ userId });
  });
}
