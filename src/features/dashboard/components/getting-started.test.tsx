import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { GettingStartedCard } from './GettingStartedCard.tsx';

function renderCard(props: Parameters<typeof GettingStartedCard>[0]) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <GettingStartedCard {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('GettingStartedCard', () => {
  it('links a present but unverified email to /verify-email', () => {
    renderCard({ profileCompleted: true, email: 'aminata@example.com', emailVerified: false, hasLinkedAccount: false });
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verify-email');
    expect(screen.getByRole('link', { name: 'Link a payout account' })).toHaveAttribute('href', '/add-wallet');
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).toBeNull();
    expect(screen.getByText('1 of 3 done')).toBeInTheDocument();
  });

  it('sends a user with no email to /add-email and an incomplete profile to /profile-setup', () => {
    renderCard({ profileCompleted: false, email: null, emailVerified: false, hasLinkedAccount: true });
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/add-email');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile-setup');
  });

  it('disappears when everything is done', () => {
    const { container } = renderCard({ profileCompleted: true, email: 'a@b.co', emailVerified: true, hasLinkedAccount: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('asks a merchant to activate their account for live payments until approved (issue 34)', () => {
    const done = { profileCompleted: true, email: 'a@b.co', emailVerified: true, hasLinkedAccount: true };
    renderCard({ ...done, activationStatus: 'submitted' });
    expect(screen.getByRole('link', { name: 'Activate your account for live payments' })).toHaveAttribute('href', '/activation');
    expect(screen.getByText('3 of 4 done')).toBeInTheDocument();
  });

  it('is gone for an approved merchant with every step done', () => {
    const { container } = renderCard({ profileCompleted: true, email: 'a@b.co', emailVerified: true, hasLinkedAccount: true, activationStatus: 'approved' });
    expect(container).toBeEmptyDOMElement();
  });
});
