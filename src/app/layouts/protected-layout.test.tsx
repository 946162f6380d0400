import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../domain/api-contract.ts';
import { signOutLocally, useAuthStore } from '../../features/auth/store.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { ProtectedLayout } from './protected-layout.tsx';

const user = { phone: '76123456' } as UserProfile;

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: <ProtectedLayout />,
        children: ['/dashboard', '/add-email', '/verify-email-otp', '/profile-setup'].map((p) => ({ path: p, element: <p>inside {p}</p> })),
      },
    ],
    { initialEntry: path, stubPaths: ['/login'] },
  );
}

describe('ProtectedLayout guard', () => {
  beforeEach(() => signOutLocally());

  it.each(['/dashboard', '/add-email', '/verify-email-otp', '/profile-setup'])('sends a signed-out visitor of %s to /login', (path) => {
    renderAt(path);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the child route to a signed-in user, and leaves for /login the moment the session ends', () => {
    useAuthStore.getState().login('tok', user, false);
    renderAt('/dashboard');
    expect(screen.getByText('inside /dashboard')).toBeVisible();
    act(() => signOutLocally());
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
