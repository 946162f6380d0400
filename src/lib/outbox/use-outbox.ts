/**
 * React view of a user's outbox (live: updates when any tab or the replayer changes a row).
 * Imports Dexie, so import it from lazily loaded code, not from the first route.
 */
import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';
import { getLocalDb, type OutboxRow } from '../local-db.ts';
import { listOutbox } from './queue.ts';

export interface OutboxSummary {
  /** Waiting to be sent (queued or being sent). */
  pending: OutboxRow[];
  /** Refused by the server: shown as "needs attention" with Retry / Discard. */
  needsAttention: OutboxRow[];
}

const EMPTY: OutboxSummary = { pending: [], needsAttention: [] };

export function useOutbox(userId: string | null): OutboxSummary {
  const [summary, setSummary] = useState<OutboxSummary>(EMPTY);
  useEffect(() => {
    if (!userId) {
      setSummary(EMPTY);
      return undefined;
    }
    const subscription = liveQuery(() => listOutbox(getLocalDb(), userId)).subscribe({
      next: (rows) =>
        setSummary({
          pending: rows.filter((row) => row.state === 'queued' || row.state === 'sending'),
          needsAttention: rows.filter((row) => row.state === 'failed'),
        }),
      // A failing read (storage evicted, private mode) shows nothing rather than breaking the shell.
      error: () => setSummary(EMPTY),
    });
    return () => subscription.unsubscribe();
  }, [userId]);
  return summary;
}
