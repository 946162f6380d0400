import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../domain/api-contract.ts';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { VerifyEmailLinkResult } from './VerifyEmailLinkResult.tsx';
import { VerifyEmailStart } from './VerifyEmailStart.tsx';

const complete: UserProfile = {
  phone: '76123456',
  fullName: 'Aminata Kamara',
  email: 'aminata@example.com',
  emailVerified: true,
  profileCompleted: true,
  streetAddress: '12 Siaka Stevens Street',
  city: 'Freetown',
  district: 'Western Area',
};
const incomplete: UserProfile = { ...complete, fullName: null, streetAddress: null, city: null, district: null, profileCompleted: false };

function renderLink(signedIn = false) {
  return renderRoutes([{ path: '/verify-email/:token', element: <VerifyEmailLinkResult token="tok-abc" signedIn={signedIn} /> }], {
    initialEntry: '/verify-email/tok-abc',
    strict: true,
    stubPaths: ['/dashboard', '/profile-setup'],
  });
}

describe('VerifyEmailLinkResult (/verify-email/{token})', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the server exactly once, even under StrictMode, and shows success', async () => {
    const calls = stubApi({ 'POST /auth/email/verify/tok-abc': { body: { data: { message: 'ok', user: null } } } });
    renderLink();
    expect(await screen.findByText('Email verified successfully! You can now access business features.')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeEnabled();
  });

  it('shows the failure text for an unknown or expired link', async () => {
    stubApi({ 'POST /auth/email/verify/tok-abc': { status: 400, body: { error: { code: 'invalid_link', message: 'no' } } } });
    renderLink();
    expect(await screen.findByText('Failed to verify email. The link may be invalid or expired.')).toBeVisible();
  });

  it('a link already spent on a verified address says the email is verified, not that the link is bad', async () => {
    stubApi({ 'POST /auth/email/verify/tok-abc': { body: { data: { message: 'This email address is already verified.', user: null, alreadyVerified: true } } } });
    renderLink();
    expect(await screen.findByText('Your email is already verified. You can now access business features.')).toBeVisible();
    expect(screen.queryByText(/invalid or expired/)).toBeNull();
  });

  it('signed in with an incomplete profile, Go to Dashboard leads to /profile-setup', async () => {
    stubApi({
      'POST /auth/email/verify/tok-abc': { body: { data: { message: 'ok', user: incomplete } } },
      'GET /auth/profile': { body: { data: incomplete } },
    });
    renderLink(true);
    await screen.findByText('Email verified successfully! You can now access business features.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-setup'));
  });

  it('signed in with a complete profile, Go to Dashboard goes to the dashboard', async () => {
    stubApi({
      'POST /auth/email/verify/tok-abc': { body: { data: { message: 'ok', user: complete } } },
      'GET /auth/profile': { body: { data: complete } },
    });
    renderLink(true);
    await screen.findByText('Email verified successfully! You can now access business features.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });
});

describe('VerifyEmailStart (/verify-email)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a user whose profile is incomplete to /profile-setup first', async () => {
    stubApi({ 'GET /auth/profile': { body: { data: { ...incomplete, emailVerified: false } } } });
    renderRoutes([{ path: '/verify-email', element: <VerifyEmailStart /> }], { initialEntry: '/verify-email', stubPaths: ['/profile-setup'] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile-setup'));
  });

  it('with a complete profile it offers to send the code', async () => {
    stubApi({ 'GET /auth/profile': { body: { data: { ...complete, emailVerified: false } } } });
    renderRoutes([{ path: '/verify-email', element: <VerifyEmailStart /> }], { initialEntry: '/verify-email', stubPaths: ['/profile-setup'] });
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeVisible();
  });
});
