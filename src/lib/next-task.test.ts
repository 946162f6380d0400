import { afterEach, describe, expect, it } from 'vitest';
import { inNextTask } from './api-client.ts';

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as Yielding).scheduler;
});

describe('inNextTask', () => {
  it('where the browser can yield, runs the work only once the yield resumes', async () => {
    let resume: () => void = () => undefined;
    (globalThis as Yielding).scheduler = { yield: () => new Promise<void>((resolve) => (resume = resolve)) };
    const done: string[] = [];
    inNextTask(() => done.push('shell'));
    await Promise.resolve();
    expect(done).toEqual([]);
    resume();
    await Promise.resolve();
    expect(done).toEqual(['shell']);
  });

  it('elsewhere (no scheduler.yield) runs the work at once', () => {
    const done: string[] = [];
    inNextTask(() => done.push('shell'));
    expect(done).toEqual(['shell']);
  });
});
