import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { getLocalDb, lastUpdated, readCollection } from './local-db.ts';
import { withLocalCopy } from './local-copy.ts';
import { setOutboxUser } from './outbox/index.ts';

interface Row {
  id: string;
  label: string;
}

const fresh: Row[] = [
  { id: 'z', label: 'newest' },
  { id: 'a', label: 'older' },
  { id: 'm', label: 'oldest' },
];

async function savedCopy(): Promise<void> {
  await expect.poll(async () => (await readCollection(getLocalDb(), '76123456', 'transactions')).length).toBe(3);
}

describe('withLocalCopy', () => {
  beforeEach(() => setOutboxUser('76123456'));
  afterEach(async () => {
    setOutboxUser(null);
    await getLocalDb().delete();
    await getLocalDb().open();
  });

  it('answers from the server and keeps a copy on the phone', async () => {
    expect(await withLocalCopy('transactions', async () => fresh)).toEqual({ items: fresh });
    await savedCopy();
    expect(await lastUpdated(getLocalDb(), '76123456', 'transactions')).toBeGreaterThan(Date.now() - 5000);
  });

  it('with no network, serves the copy in the server order and says when it was saved', async () => {
    await withLocalCopy('transactions', async () => fresh);
    await savedCopy();
    const offline = await withLocalCopy<Row>('transactions', () => Promise.reject(new NetworkError()));
    expect(offline.items).toEqual(fresh);
    expect(offline.savedAt).toEqual(expect.any(Number));
  });

  it('passes a server refusal on rather than hiding it behind old data', async () => {
    await withLocalCopy('transactions', async () => fresh);
    await savedCopy();
    const refusal = new ApiError('Please sign in to continue.', 401, 'unauthorized', null);
    await expect(withLocalCopy('transactions', () => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('fails as before when there is no copy yet, and keeps users apart', async () => {
    await withLocalCopy('transactions', async () => fresh);
    await savedCopy();
    setOutboxUser('99000000');
    await expect(withLocalCopy('transactions', () => Promise.reject(new NetworkError()))).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps the copy of a list whose user was named while it was being read (first visit after sign-in)', async () => {
    setOutboxUser(null);
    // The profile, which names the user, arrives while the list is still on its way.
    const read = withLocalCopy('transactions', async () => {
      setOutboxUser('76123456');
      return fresh;
    });
    expect(await read).toEqual({ items: fresh });
    await savedCopy();
  });
});
