/**
 * Loads the local database's code (src/lib/local-db.ts and the outbox beside it) for those that
 * reach it lazily. Issue 15: Dexie is a file of its own (scripts/code-splitting.ts), evaluated in a
 * task of its own before ours; together they were one 17-25 ms task on the signed-in dashboard's
 * first second (before Lighthouse's 4x), and Dexie's part alone is about half of it. Measured
 * after: Dexie 9.5 ms, ours with the first use 13.5 ms, two tasks apart (npm run long-tasks).
 */
import { nextTask } from './api-client.ts';
import type * as LocalDb from './local-db.ts';

type LocalDbModule = typeof LocalDb;
let loading: Promise<LocalDbModule> | undefined;

export function loadLocalDb(): Promise<LocalDbModule> {
  loading ??= (async () => {
    await import('dexie');
    await nextTask();
    const loaded = await import('./local-db.ts');
    // And what the caller does with it (opening the database, a first transaction) in a third.
    await nextTask();
    return loaded;
  })().catch((error: unknown) => {
    // A file that could not load (a deploy replaced it, no network) is tried again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}
