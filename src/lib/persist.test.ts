import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_KEY, clearPersistedQueries, startQueryPersistence } from './persist.ts';
import { createQueryClient } from './query-client.ts';

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

  it("the app's client starts with the saved screen, and reads it again once as it is shown", async () => {
    const first = new QueryClient();
    const stopFirst = startQueryPersistence(first);
    await first.prefetchQuery({ queryKey: ['/auth/profile'], queryFn: () => ({ fullName: 'Aminata Kamara' }), meta: { persist: true } });
    await vi.waitFor(() => expect(localStorage.getItem(QUERY_CACHE_KEY)).toContain('Aminata'), { timeout: 3000 });
    stopFirst();

    // A new page: the client has the saved profile as it is made, before any screen renders.
    const client = createQueryClient();
    expect(client.getQueryData(['/auth/profile'])).toEqual({ fullName: 'Aminata Kamara' });
    // It may be a second older than the server: a screen showing it reads it again, once.
    const queryFn = vi.fn(async () => ({ fullName: 'Aminata K. Kamara' }));
    const observer = new QueryObserver(client, { queryKey: ['/auth/profile'], queryFn, meta: { persist: true } });
    expect(observer.getCurrentResult().data).toEqual({ fullName: 'Aminata Kamara' });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ fullName: 'Aminata K. Kamara' }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearPersistedQueries();
  });
});
