import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loadLocalDb', () => {
  afterEach(() => {
    vi.doUnmock('dexie');
    vi.resetModules();
  });

  it('gives every caller the same local database, loaded once', async () => {
    const { loadLocalDb } = await import('./load-local-db.ts');
    const [first, second] = await Promise.all([loadLocalDb(), loadLocalDb()]);
    expect(first).toBe(second);
    expect(first.getLocalDb()).toBe(second.getLocalDb());
    expect(first.getLocalDb().name).toBe(first.LOCAL_DB_NAME);
  });

  it('tries again after a load that failed, instead of failing for the rest of the session', async () => {
    vi.doMock('dexie', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadLocalDb } = await import('./load-local-db.ts');
    await expect(loadLocalDb()).rejects.toThrow();
    vi.doUnmock('dexie');
    const loaded = await loadLocalDb();
    expect(loaded.getLocalDb().name).toBe(loaded.LOCAL_DB_NAME);
  });
});
