import { screen, waitFor } from '@testing-library/react';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { createQueryClient, queryClientCreatedAt } from '../../../lib/query-client.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { WelcomeSummary } from './WelcomeSummary.tsx';

const complete: UserProfile = {
  phone: '76123456',
  fullName: 'Aminata Kamara',
  email: 'aminata@example.com',
  emailVerified: false,
  profileCompleted: true,
  streetAddress: '12 Siaka Stevens Street',
  city: 'Freetown',
  district: 'Western Area',
};

function renderHome() {
  return renderRoutes([{ path: '/', element: <WelcomeSummary /> }], { stubPaths: ['/profile-setup'] });
}

describe('WelcomeSummary (signed-in /)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the profile and welcomes the user', async () => {
    stubApi({ 'GET /auth/profile': { body: { data: complete } } });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome, Aminata Kamara' })).toBeVisible();
    expect(screen.getByText('+232 76 123 456')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verify-email');
  });

  it('goes to /profile-setup when the profile is incomplete', async () => {
    stubApi({ 'GET /auth/profile': { body: { data: { ...complete, profileCompleted: false } } } });
    renderHome();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-setup'));
  });

  it('goes to /profile-setup when the profile call fails', async () => {
    stubApi({ 'GET /auth/profile': { status: 500, body: { error: { code: 'internal_error', message: 'x' } } } });
    renderHome();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-setup'));
  });

  it('decides on the server\'s answer, not on an older copy saved on the phone', async () => {
    // The phone saved the profile before it was completed (e.g. reloaded right after saving).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    queryClient.setQueryData(['/auth/profile'], { ...complete, profileCompleted: false });
    stubApi({ 'GET /auth/profile': { body: { data: complete } } });
    renderRoutes([{ path: '/', element: <WelcomeSummary /> }], { stubPaths: ['/profile-setup'], queryClient });
    expect(await screen.findByRole('heading', { name: 'Welcome, Aminata Kamara' })).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('WelcomeSummary and a copy restored from the phone while its own read is in flight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the server instead of taking the restored copy for this visit\'s answer', async () => {
    // The page's own client (one per load), and the server answering only when the test says so.
    const queryClient = createQueryClient();
    let answer: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(new Response(JSON.stringify({ data: complete }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
          }),
      ),
    );
    renderRoutes([{ path: '/', element: <WelcomeSummary /> }], { stubPaths: ['/profile-setup'], queryClient });
    await waitFor(() => expect(answer).toBeDefined());
    // The persister restores the snapshot saved before the profile was completed (an earlier
    // page: older than this client), with that page's update count.
    hydrate(queryClient, {
      mutations: [],
      queries: [
        {
          queryKey: ['/auth/profile'],
          queryHash: '["/auth/profile"]',
          dehydratedAt: queryClientCreatedAt(queryClient) - 1000,
          state: { ...queryClient.getQueryState(['/auth/profile'])!, data: { ...complete, profileCompleted: false }, status: 'success', dataUpdatedAt: queryClientCreatedAt(queryClient) - 1500, dataUpdateCount: 3 },
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('location')).toBeNull();
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Welcome, Aminata Kamara' })).toBeVisible();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
