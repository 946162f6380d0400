import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { AddEmailForm } from './AddEmailForm.tsx';
import { VerifyEmailOtpForm } from './VerifyEmailOtpForm.tsx';

const profile: UserProfile = {
  phone: '76123456',
  fullName: 'Aminata Kamara',
  email: null,
  emailVerified: false,
  profileCompleted: true,
  streetAddress: '12 Siaka Stevens Street',
  city: 'Freetown',
  district: 'Western Area',
};
const codeSent = { body: { data: { message: 'sent', resendAfterSeconds: 60, expiresInSeconds: 600 } } };

function renderAddEmail() {
  return renderRoutes([{ path: '/add-email', element: <AddEmailForm /> }], {
    initialEntry: '/add-email',
    stubPaths: ['/verify-email-otp', '/dashboard', '/profile-setup'],
  });
}

function renderVerifyEmail(state: unknown = { email: 'aminata@example.com' }) {
  return renderRoutes([{ path: '/verify-email-otp', element: <VerifyEmailOtpForm /> }], {
    initialEntry: { pathname: '/verify-email-otp', state },
    stubPaths: ['/add-email', '/profile-setup'],
  });
}

describe('AddEmailForm (/add-email)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the format in the browser, then sends a code and moves on with the email', async () => {
    const u = userEvent.setup();
    const calls = stubApi({ 'POST /auth/email/send-otp': codeSent });
    const { router } = renderAddEmail();
    await u.type(screen.getByLabelText('Email address'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(/Please enter a valid email address\./);
    expect(calls).toHaveLength(0);

    await u.clear(screen.getByLabelText('Email address'));
    await u.type(screen.getByLabelText('Email address'), 'Aminata@Example.com');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email-otp'));
    expect(calls[0]).toMatchObject({ path: '/auth/email/send-otp', body: { email: 'aminata@example.com' } });
    expect(router.state.location.state).toEqual({ email: 'aminata@example.com' });
  });

  it('a failed send shows SPEC §8 text', async () => {
    const u = userEvent.setup();
    stubApi({ 'POST /auth/email/send-otp': { status: 500, body: { error: { code: 'internal_error', message: 'x' } } } });
    renderAddEmail();
    await u.type(screen.getByLabelText('Email address'), 'aminata@example.com');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Failed to send verification code. Please try again.')).toBeVisible();
  });

  it('Skip goes to /dashboard when the profile is complete', async () => {
    const u = userEvent.setup();
    stubApi({ 'GET /auth/profile': { body: { data: profile } } });
    renderAddEmail();
    await u.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('Skip goes to /profile-setup when the profile is incomplete', async () => {
    const u = userEvent.setup();
    stubApi({ 'GET /auth/profile': { body: { data: { ...profile, profileCompleted: false } } } });
    renderAddEmail();
    await u.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-setup'));
  });
});

describe('VerifyEmailOtpForm (/verify-email-otp)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('returns to /add-email without an email in navigation state', () => {
    renderVerifyEmail(null);
    expect(screen.getByTestId('location')).toHaveTextContent('/add-email');
  });

  it('shows the address masked and goes to /profile-setup once verified', async () => {
    const u = userEvent.setup();
    const calls = stubApi({
      'POST /auth/email/verify-otp': { body: { data: { message: 'Email verified.', user: { ...profile, email: 'aminata@example.com', emailVerified: true } } } },
    });
    renderVerifyEmail();
    expect(screen.getByText('am***@example.com')).toBeVisible();
    expect(screen.queryByText(/aminata@example\.com/)).toBeNull();
    const verify = screen.getByRole('button', { name: 'Verify email' });
    await u.type(screen.getByLabelText('Verification code'), '12345');
    expect(verify).toBeDisabled();
    await u.type(screen.getByLabelText('Verification code'), '6');
    await u.click(verify);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-setup'));
    expect(calls[0]).toMatchObject({ path: '/auth/email/verify-otp', body: { email: 'aminata@example.com', code: '123456' } });
  });

  it('a wrong code shows SPEC §8 text', async () => {
    const u = userEvent.setup();
    stubApi({ 'POST /auth/email/verify-otp': { status: 400, body: { error: { code: 'invalid_code', message: 'no' } } } });
    renderVerifyEmail();
    await u.type(screen.getByLabelText('Verification code'), '000000');
    await u.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeVisible();
  });

  it('resend after 60 s clears the code and confirms; a failure re-enables resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    stubApi({ 'POST /auth/email/send-otp': () => (fail ? { status: 500, body: { error: { code: 'x', message: 'x' } } } : codeSent) });
    renderVerifyEmail();
    const input = screen.getByLabelText('Verification code');
    fireEvent.change(input, { target: { value: '99' } });
    expect(screen.getByRole('button', { name: /Resend code in/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(input).toHaveValue('');
    expect(await screen.findByText('A new OTP has been sent to your email.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Resend code in/ })).toBeDisabled();

    fail = true;
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
