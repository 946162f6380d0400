import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '../local-db.ts';
import { addToOutbox, discardOutboxRow, listOutbox, requestPersistentStorage, retryOutboxRow } from './queue.ts';

const opened: LocalDb[] = [];
function openDb(name = `outbox-${crypto.randomUUID()}`): LocalDb {
  const db = new LocalDb(name);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

const profileSave = { userId: 'u1', method: 'PUT' as const, path: '/auth/profile', body: { fullName: 'Aminata Kamara' }, label: 'Save profile' };

describe('outbox', () => {
  it('has the row committed, readable by another connection, when addToOutbox resolves', async () => {
    const name = `durable-${crypto.randomUUID()}`;
    const writer = openDb(name);
    const row = await addToOutbox(writer, profileSave);
    // A second connection (another tab, or the app after a reload) sees the committed row.
    const reader = openDb(name);
    expect(await reader.outbox.get(row.id)).toEqual(row);
    expect(row).toMatchObject({ state: 'queued', attempts: 0, lastError: null, userId: 'u1', method: 'PUT' });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists a user’s unsent rows oldest first, without sent rows or other users’ rows', async () => {
    const db = openDb();
    const second = await addToOutbox(db, { ...profileSave, label: 'second' }, { now: 2000 });
    const first = await addToOutbox(db, { ...profileSave, label: 'first' }, { now: 1000 });
    await addToOutbox(db, { ...profileSave, userId: 'u2' }, { now: 500 });
    const sent = await addToOutbox(db, profileSave, { now: 100 });
    await db.outbox.update(sent.id, { state: 'done' });
    expect((await listOutbox(db, 'u1')).map((row) => row.id)).toEqual([first.id, second.id]);
  });

  it('retry puts a failed row back in the queue, due now; discard removes it', async () => {
    const db = openDb();
    const row = await addToOutbox(db, profileSave, { now: 1000 });
    await db.outbox.update(row.id, { state: 'failed', attempts: 3, lastError: 'District is required', nextAttemptAt: 99_999 });
    await retryOutboxRow(db, row.id, 5000);
    expect(await db.outbox.get(row.id)).toMatchObject({ state: 'queued', attempts: 0, lastError: null, nextAttemptAt: 5000 });
    await discardOutboxRow(db, row.id);
    expect(await db.outbox.get(row.id)).toBeUndefined();
  });

  it('does not discard a row while it is being sent', async () => {
    const db = openDb();
    const row = await addToOutbox(db, profileSave);
    await db.outbox.update(row.id, { state: 'sending' });
    await discardOutboxRow(db, row.id);
    expect(await db.outbox.get(row.id)).toBeDefined();
  });

  it('asks for persistent storage once', async () => {
    let asked = 0;
    const storage = { persisted: async () => false, persist: async () => ((asked += 1), true) } as unknown as StorageManager;
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(await requestPersistentStorage(storage)).toBe(false);
    expect(asked).toBe(1);
  });
});
