import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { newUserProfile } from '../../test/profiles.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { DashboardRoute } from './dashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('keeps an h1 while the profile is on its way (issue 37: no moment without one), then greets by name', async () => {
  // CI met the moment: axe on /dashboard found no h1 while the greeting was a skeleton.
  let answerProfile!: (response: Response) => void;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input.replace(/^\/api\/v1/, '') === '/auth/profile') return new Promise<Response>((resolve) => (answerProfile = resolve));
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], { initialEntry: '/dashboard' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  answerProfile(json({ data: newUserProfile({ fullName: 'Fatmata Sesay', profileCompleted: true }) }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Fatmata' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});
