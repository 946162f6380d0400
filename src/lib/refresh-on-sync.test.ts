import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from './local-db.ts';
import { notifyOutboxSent } from './outbox/listeners.ts';
import { REFRESH_BATCH_MS, startRefreshOnSync } from './refresh-on-sync.ts';

const row = (id: string) => ({ id, method: 'POST', path: '/cash-sales' }) as OutboxRow;

describe('startRefreshOnSync', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the lists on screen again once the outbox has sent its writes (a drain is one refresh)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const stop = startRefreshOnSync(client);
    notifyOutboxSent(row('a'), {});
    notifyOutboxSent(row('b'), {});
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_BATCH_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
    notifyOutboxSent(row('c'), {});
    await vi.advanceTimersByTimeAsync(REFRESH_BATCH_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('and when the network comes back', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const stop = startRefreshOnSync(client);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(REFRESH_BATCH_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
  });
});
