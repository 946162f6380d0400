import { useSyncExternalStore } from 'react';
import { getOutboxUser, subscribeOutboxUser } from '../../lib/outbox/index.ts';

/** The signed-in user's stable id: a merchant's id is their user id (DESIGN §7). */
export function useCurrentUserId(): string | null {
  return useSyncExternalStore(subscribeOutboxUser, getOutboxUser, () => null);
}
