import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { VerifyEmailLinkResult } from './VerifyEmailLinkResult.tsx';

function renderLink() {
  return renderRoutes([{ path: '/verify-email/:token', element: <VerifyEmailLinkResult token="tok-abc" /> }], {
    initialEntry: '/verify-email/tok-abc',
    strict: true,
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

  it('shows the failure text for a used or unknown link', async () => {
    stubApi({ 'POST /auth/email/verify/tok-abc': { status: 400, body: { error: { code: 'invalid_link', message: 'no' } } } });
    renderLink();
    expect(await screen.findByText('Failed to verify email. The link may be invalid or expired.')).toBeVisible();
  });
});
