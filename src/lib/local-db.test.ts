import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb, SCHEMA_V1, lastUpdated, readCollection, saveCollection, wipeLocalUserData, type OutboxRow } from './local-db.ts';

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
    expect(db.verno).toBe(2);
    expect(await readCollection(db, 'u1', 'transactions')).toEqual([{ userId: 'u1', id: 't1', amount: 5000, currency: 'SLE' }]);
    const upgraded = await db.outbox.get('row-1');
    expect(upgraded).toMatchObject({ nextAttemptAt: 1234, label: 'Saved change', attempts: 2, state: 'queued' });
    // The version 2 index works on upgraded rows.
    expect(await db.outbox.where('[userId+createdAt]').between(['u1', 0], ['u1', Infinity]).count()).toBe(1);
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
