import { render, screen } from '@testing-library/react';
import { useNavigate, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppBrowserRouter, SHOW_AT_ONCE } from './app-browser-router.tsx';

function Login({ atOnce }: { atOnce: boolean }) {
  const navigate = useNavigate();
  return (
    <form aria-label="Sign in">
      <button type="button" onClick={() => void navigate('/verify-otp', atOnce ? { state: SHOW_AT_ONCE } : {})}>
        Send code
      </button>
    </form>
  );
}

function Routes({ atOnce }: { atOnce: boolean }) {
  return useRoutes([
    { path: '/login', element: <Login atOnce={atOnce} /> },
    { path: '/verify-otp', element: <h1>Enter your code</h1> },
  ]);
}

function renderAt(atOnce: boolean) {
  window.history.replaceState(null, '', '/login');
  render(
    <AppBrowserRouter>
      <Routes atOnce={atOnce} />
    </AppBrowserRouter>,
  );
}

describe('AppBrowserRouter (issue 37: the address and the screen change together)', { timeout: 30_000 }, () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the next screen in the same task as its address when the navigation asks for it', () => {
    renderAt(true);
    // A plain click, outside act(): nothing else gets to run before the checks below.
    screen.getByRole('button', { name: 'Send code' }).click();
    expect(window.location.pathname).toBe('/verify-otp');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy();
  });

  it('other navigations stay transitions (rendered after the address changes, as BrowserRouter does)', async () => {
    renderAt(false);
    screen.getByRole('button', { name: 'Send code' }).click();
    expect(window.location.pathname).toBe('/verify-otp');
    // The old screen is still there in this task: this is what a busy phone showed after "Send code".
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
  });
});
