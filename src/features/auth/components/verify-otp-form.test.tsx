import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { signOutLocally, useAuthStore } from '../store.ts';
import { VerifyOtpForm } from './VerifyOtpForm.tsx';
import { newUserProfile } from '../../../test/profiles.ts';
import { startTypeahead } from '../../../lib/typeahead.ts';

const user: UserProfile = newUserProfile();
const codeSent = { data: { message: 'Code sent', resendAfterSeconds: 60, expiresInSeconds: 600 } };
const invalid = { status: 400, body: { error: { code: 'invalid_code', message: 'That code is not valid' } } };

function renderVerify() {
  return renderRoutes([{ path: '/verify-otp', element: <VerifyOtpForm /> }], {
    initialEntry: '/verify-otp',
    stubPaths: ['/', '/login'],
  });
}

describe('VerifyOtpForm (/verify-otp)', () => {
  beforeEach(() => {
    signOutLocally();
    useAuthStore.getState().setPhone('76123456');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('redirects to /login when no phone is held', () => {
    signOutLocally();
    renderVerify();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('a code typed after "Send code", before this screen showed, is in the code field (issue 37)', () => {
    startTypeahead(6);
    for (const key of '4821x97') fireEvent.keyDown(document.body, { key });
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    fireEvent.keyDown(document.body, { key: '3' });
    renderVerify();
    expect(screen.getByLabelText('Verification code')).toHaveValue('482193');
  });

  it('enables Verify only at exactly 6 digits', async () => {
    const u = userEvent.setup();
    renderVerify();
    expect(screen.getByText('+232 76 123 456')).toBeVisible();
    const verify = screen.getByRole('button', { name: 'Verify' });
    const input = screen.getByLabelText('Verification code');
    await u.type(input, '12345');
    expect(verify).toBeDisabled();
    await u.type(input, '6');
    expect(verify).toBeEnabled();
    await u.type(input, '7');
    expect(input).toHaveValue('123456');
    await u.type(input, '{Backspace}');
    expect(verify).toBeDisabled();
  });

  it('a wrong code shows SPEC §8 texts and marks the field', async () => {
    const u = userEvent.setup();
    stubApi({ 'POST /auth/phone/verify-otp': invalid });
    renderVerify();
    await u.type(screen.getByLabelText('Verification code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. Please check the code and try again.')).toBeVisible();
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Invalid OTP code');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('the right code signs in with token, user and new-user flag, then goes to /', async () => {
    const u = userEvent.setup();
    const calls = stubApi({ 'POST /auth/phone/verify-otp': { body: { data: { token: 'tok', user, isNewUser: true } } } });
    renderVerify();
    await u.type(screen.getByLabelText('Verification code'), '246810');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(calls[0]).toMatchObject({ path: '/auth/phone/verify-otp', body: { phone: '76123456', code: '246810' } });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', user, isNewUser: true, isAuthenticated: true });
    expect(localStorage.getItem('auth_token')).toBe('tok');
  });

  it('resend waits 60 s, clears the code, restarts the timer and confirms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ 'POST /auth/phone/login': { body: codeSent } });
    renderVerify();
    const input = screen.getByLabelText('Verification code');
    fireEvent.change(input, { target: { value: '123' } });
    expect(screen.getByRole('button', { name: /Resend code in/ })).toBeDisabled();

    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: /Resend code in 60s/ })).toBeDisabled();
    expect(await screen.findByText('A new OTP has been sent to your phone.')).toBeVisible();
    expect(calls).toEqual([expect.objectContaining({ path: '/auth/phone/login', body: { phone: '76123456' } })]);
  });

  it('a failed resend says so and allows another try at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'POST /auth/phone/login': { status: 500, body: { error: { code: 'internal_error', message: 'Oops' } } } });
    renderVerify();
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
