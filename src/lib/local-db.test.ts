import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, SCHEMA_V1, SCHEMA_V2, adoptLegacyUserData, lastUpdated, readCollection, saveCollection, wipeLocalUserData, type OutboxRow } from './local-db.ts';

const opened: Dexie[] = [];
function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

const row = (overrides: Partial<OutboxRow>): OutboxRow => ({
  id: crypto.randomUUID(),
  userId: 'u1',
  method: 'PUT',
  path: '/auth/profile',
  body: null,
  label: 'Save profile',
  createdAt: 1,
  attempts: 0,
  lastError: null,
  state: 'queued',
  nextAttemptAt: 1,
  ...overrides,
});

describe('local-db schema upgrade', () => {
  it('keeps version 1 data and makes old outbox rows due at once when opened by version 2', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.table('transactions').put({ userId: 'u1', id: 't1', amount: 5000, currency: 'SLE' });
    await v1.table('outbox').put({
      id: 'row-1',
      userId: 'u1',
      method: 'POST',
      path: '/payments/p1/cancel',
      body: null,
      createdAt: 1234,
      attempts: 2,
      lastError: 'HTTP 503',
      state: 'queued',
    });
    v1.close();

    const db = track(new LocalDb(name));
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(2);
    expect(await readCollection(db, 'u1', 'transactions')).toEqual([{ userId: 'u1', id: 't1', amount: 5000, currency: 'SLE' }]);
    const upgraded = await db.outbox.get('row-1');
    expect(upgraded).toMatchObject({ nextAttemptAt: 1234, label: 'Saved change', attempts: 2, state: 'queued' });
    // The version 2 index works on upgraded rows.
    expect(await db.outbox.where('[userId+createdAt]').between(['u1', 0], ['u1', Infinity]).count()).toBe(1);
  });
});

describe('local-db version 3: data follows the user id, not the phone', () => {
  it('moves queued profile saves to PUT /profile, and a sign-in moves the phone-keyed rows to the user id', async () => {
    const name = `upgrade-v3-${crypto.randomUUID()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(SCHEMA_V1);
    v2.version(2).stores(SCHEMA_V2);
    await v2.table('outbox').bulkPut([
      row({ id: 'profile', userId: '76123456', path: '/auth/profile', createdAt: 1 }),
      row({ id: 'cancel', userId: '76123456', method: 'POST', path: '/payments/p1/cancel', createdAt: 2 }),
      row({ id: 'someone-else', userId: '77000111', createdAt: 3 }),
    ]);
    await v2.table('transactions').put({ userId: '76123456', id: 't1', amount: 5000 });
    await v2.table('syncMeta').put({ userId: '76123456', collection: 'transactions', updatedAt: 99 });
    v2.close();

    const db = track(new LocalDb(name));
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.outbox.get('profile')).toMatchObject({ method: 'PUT', path: '/profile', userId: '76123456' });
    expect(await db.outbox.get('cancel')).toMatchObject({ path: '/payments/p1/cancel' });

    const userId = '6f1c9f0e-2b1a-4c1e-9a55-3f0f6b2d7e11';
    expect(await adoptLegacyUserData(db, '76123456', userId)).toBe(2);
    const mine = await db.outbox.where('[userId+createdAt]').between([userId, -Infinity], [userId, Infinity]).toArray();
    expect(mine.map((r) => r.id)).toEqual(['profile', 'cancel']);
    expect(await db.outbox.get('someone-else')).toMatchObject({ userId: '77000111' });
    expect(await readCollection(db, userId, 'transactions')).toEqual([{ userId, id: 't1', amount: 5000 }]);
    expect(await readCollection(db, '76123456', 'transactions')).toEqual([]);
    expect(await lastUpdated(db, userId, 'transactions')).toBe(99);
    // Only phone-shaped keys are legacy: an id is never adopted by another id.
    expect(await adoptLegacyUserData(db, userId, 'another-id')).toBe(0);
  });
});

describe('dashboard collections', () => {
  it('replaces a user’s copy, leaves other users alone, and records when it was updated', async () => {
    const db = track(new LocalDb(`collections-${crypto.randomUUID()}`));
    await saveCollection(db, 'u1', 'accounts', [{ id: 'a1' }, { id: 'a2' }], 1000);
    await saveCollection(db, 'u2', 'accounts', [{ id: 'a1', provider: 'Orange' }], 1500);
    await saveCollection(db, 'u1', 'accounts', [{ id: 'a3' }], 2000);
    expect((await readCollection(db, 'u1', 'accounts')).map((item) => item.id)).toEqual(['a3']);
    expect(await readCollection(db, 'u2', 'accounts')).toEqual([{ id: 'a1', provider: 'Orange', userId: 'u2' }]);
    expect(await lastUpdated(db, 'u1', 'accounts')).toBe(2000);
    expect(await lastUpdated(db, 'u1', 'transactions')).toBeUndefined();
  });

  it('sign-out wipes the user’s data and sent rows but keeps their unsent rows', async () => {
    const db = track(new LocalDb(`wipe-${crypto.randomUUID()}`));
    await saveCollection(db, 'u1', 'transactions', [{ id: 't1' }]);
    await saveCollection(db, 'u2', 'transactions', [{ id: 't9' }]);
    await db.outbox.bulkAdd([
      row({ id: 'sent', state: 'done' }),
      row({ id: 'queued', state: 'queued' }),
      row({ id: 'failed', state: 'failed' }),
      row({ id: 'other-user-sent', userId: 'u2', state: 'done' }),
    ]);
    await wipeLocalUserData(db, 'u1');
    expect(await readCollection(db, 'u1', 'transactions')).toEqual([]);
    expect(await lastUpdated(db, 'u1', 'transactions')).toBeUndefined();
    expect(await readCollection(db, 'u2', 'transactions')).toHaveLength(1);
    expect((await db.outbox.toArray()).map((r) => r.id).sort()).toEqual(['failed', 'other-user-sent', 'queued']);
  });
});
