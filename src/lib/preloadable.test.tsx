import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

describe('preloadable', () => {
  it('once preloaded, renders the page in the same render (no loading screen in between)', async () => {
    const page = preloadable(async () => ({ default: () => <h1>Enter your code</h1> }));
    await page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not preloaded, loads through Suspense; the download starts once', async () => {
    let loads = 0;
    const page = preloadable(async () => {
      loads += 1;
      return { default: () => <h1>Enter your code</h1> };
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(() => page.preload());
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
