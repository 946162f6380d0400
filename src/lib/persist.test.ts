import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_KEY, clearPersistedQueries, startQueryPersistence } from './persist.ts';

describe('query cache persistence', () => {
  it('restores opted-in reads on the next start, drops the rest, and forgets them at sign-out', async () => {
    const first = new QueryClient();
    const stopFirst = startQueryPersistence(first);
    await first.prefetchQuery({ queryKey: ['/auth/profile'], queryFn: () => ({ fullName: 'Aminata Kamara' }), meta: { persist: true } });
    await first.prefetchQuery({ queryKey: ['/big/list'], queryFn: () => ['not', 'persisted'] });
    await vi.waitFor(() => expect(localStorage.getItem(QUERY_CACHE_KEY)).toContain('Aminata'), { timeout: 3000 });
    expect(localStorage.getItem(QUERY_CACHE_KEY)).not.toContain('not');
    stopFirst();

    const next = new QueryClient();
    const stopNext = startQueryPersistence(next);
    await vi.waitFor(() => expect(next.getQueryData(['/auth/profile'])).toEqual({ fullName: 'Aminata Kamara' }));
    expect(next.getQueryData(['/big/list'])).toBeUndefined();

    clearPersistedQueries();
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
    expect(next.getQueryData(['/auth/profile'])).toBeUndefined();
    stopNext();
  });

  it('does not restore a cache written by another app version', async () => {
    localStorage.setItem(
      QUERY_CACHE_KEY,
      JSON.stringify({
        buster: 'some-old-version',
        timestamp: Date.now(),
        clientState: { mutations: [], queries: [{ queryKey: ['/auth/profile'], queryHash: '["/auth/profile"]', state: { data: { fullName: 'Old' }, status: 'success', dataUpdatedAt: Date.now() } }] },
      }),
    );
    const client = new QueryClient();
    const stop = startQueryPersistence(client);
    await vi.waitFor(() => expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull());
    expect(client.getQueryData(['/auth/profile'])).toBeUndefined();
    stop();
  });
});
