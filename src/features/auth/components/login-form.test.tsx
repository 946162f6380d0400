import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { signOutLocally, useAuthStore } from '../store.ts';
import { LoginForm } from './LoginForm.tsx';
import { takeTypeahead } from '../../../lib/typeahead.ts';

function renderLogin() {
  return renderRoutes([{ path: '/login', element: <LoginForm /> }], { initialEntry: '/login', stubPaths: ['/verify-otp'] });
}

describe('LoginForm (/login)', () => {
  beforeEach(() => signOutLocally());
  afterEach(() => {
    vi.unstubAllGlobals();
    // The next screen never showed here: drop what the form kept for it.
    takeTypeahead();
  });

  it('sends the 8 digits without prefix, holds the phone and goes to /verify-otp', async () => {
    const u = userEvent.setup();
    const calls = stubApi({ 'POST /auth/phone/login': { body: { data: { message: 'sent', resendAfterSeconds: 60, expiresInSeconds: 600 } } } });
    renderLogin();
    await u.type(screen.getByLabelText('Phone number'), '76123456');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/phone/login', body: { phone: '76123456' } });
    expect(useAuthStore.getState().phone).toBe('76123456');
  });

  it('moves on only when the code screen is ready: the button stays busy and the number as sent until then (issue 37)', async () => {
    const u = userEvent.setup();
    stubApi({ 'POST /auth/phone/login': { body: { data: { message: 'sent', resendAfterSeconds: 60, expiresInSeconds: 600 } } } });
    let ready: () => void = () => undefined;
    const prepareNext = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    renderRoutes([{ path: '/login', element: <LoginForm prepareNext={prepareNext} /> }], { initialEntry: '/login', stubPaths: ['/verify-otp'] });
    const field = screen.getByLabelText('Phone number');
    await u.type(field, '76123456');
    // The code screen's download starts while the number is typed.
    expect(prepareNext).toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    // Code sent, code screen not here yet: still /login, busy, and typing does not change the number.
    await waitFor(() => expect(useAuthStore.getState().phone).toBeNull());
    await waitFor(() => expect(field).toHaveAttribute('readonly'));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');
    await u.type(field, '123');
    expect(field).toHaveValue('76123456');
    expect(screen.queryByTestId('location')).toBeNull();
    ready();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp'));
    expect(useAuthStore.getState().phone).toBe('76123456');
  }, 20_000);

  it('requires a number and checks its shape before calling the server', async () => {
    const u = userEvent.setup();
    const calls = stubApi({});
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number is required');
    // Focus moves from the button to the field to fix.
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    await u.type(screen.getByLabelText('Phone number'), '7612');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number must be 8 digits');
    expect(calls).toHaveLength(0);
  });

  it('a failed send shows SPEC §8 text and stays on /login', async () => {
    const u = userEvent.setup();
    stubApi({ 'POST /auth/phone/login': { status: 400, body: { error: { code: 'invalid_input', message: 'Bad phone' } } } });
    renderLogin();
    await u.type(screen.getByLabelText('Phone number'), '76123456');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Failed to send OTP. Please check the number and try again.')).toBeVisible();
    expect(screen.queryByText('Bad phone')).toBeNull();
    expect(useAuthStore.getState().phone).toBeNull();
  });

  it('a 429 (asked too soon) shows the server sentence that says when to retry, not the bad-number text', async () => {
    const u = userEvent.setup();
    stubApi({
      'POST /auth/phone/login': { status: 429, body: { error: { code: 'resend_too_soon', message: 'Please wait 42 seconds before asking for a new code.' } } },
    });
    renderLogin();
    await u.type(screen.getByLabelText('Phone number'), '76123456');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    // The number is fine: SPEC's "check the number" text is for a refused number only.
    expect(alert).not.toHaveTextContent('Please check the number');
    expect(alert).toHaveTextContent('Please wait 42 seconds before asking for a new code.');
  });

  it('offline, fails at once with words that say a connection is needed, and sends nothing later', async () => {
    const u = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await u.type(screen.getByLabelText('Phone number'), '76123456');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline. This needs a connection: connect, then try again.');
    expect(alert).not.toHaveTextContent(/Failed to fetch|TypeError|check the number/);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    // Back online: nothing goes out by itself (React Query would resume a paused mutation).
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
