import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme.ts';
import { AppRoutes } from './router.tsx';

describe('a page whose code is still on its way', () => {
  // axe (page-has-heading-one) and a screen reader may meet /profile-setup before its chunk came.
  it.each([
    ['/profile-setup', 'Set up your profile'],
    ['/verify-otp', 'Enter your code'],
  ])('%s already has its h1 while loading', async (path, title) => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // Signed out, with no phone held: the page, once loaded, sends the visitor to /login.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 })).toBeVisible();
    // The guard also starts the shell's download: let it finish before the test environment goes.
    await import('./layouts/shell/AppShell.tsx');
  }, 30_000);
});
