import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, inTaskOfItsOwn } from './query-client.ts';

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as Yielding).scheduler;
});

describe('query functions start in a task of their own', () => {
  it('where the browser can yield, subscribing starts no query function until the yield resumes', async () => {
    let resume: () => void = () => undefined;
    (globalThis as Yielding).scheduler = { yield: () => new Promise<void>((resolve) => (resume = resolve)) };
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'profile');
    const observer = new QueryObserver(client, { queryKey: ['profile'], queryFn });
    const results: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    // The subscription (what a component's effect does) asked for the data...
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    // ...but the function waits for its own task.
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    resume();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('profile'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('elsewhere (no scheduler.yield) the function starts at once, as React Query does', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 42);
    const observer = new QueryObserver(client, { queryKey: ['count'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('the same function always gets the same wrapper, and a wrapper is not wrapped again', () => {
    const queryFn = async () => 1;
    const wrapped = inTaskOfItsOwn(queryFn);
    expect(wrapped).not.toBe(queryFn);
    expect(inTaskOfItsOwn(queryFn)).toBe(wrapped);
    expect(inTaskOfItsOwn(wrapped)).toBe(wrapped);
  });
});
