import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { activeNavId } from './nav-items.ts';
import { ShellHeader } from './ShellHeader.tsx';

function renderHeader(unreadCount: number | undefined, userName = 'Aminata Kamara') {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <ShellHeader title="Dashboard" userName={userName} unreadCount={unreadCount} menuOpen={false} onOpenMenu={() => undefined} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('ShellHeader', () => {
  it.each([
    [3, '3'],
    [99, '99'],
    [100, '99+'],
    [1500, '99+'],
  ])('shows %i unread as "%s"', (count, text) => {
    renderHeader(count);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: `Notifications, ${text} unread` })).toBeInTheDocument();
  });

  it('shows no badge with nothing unread, and the user initials and name', () => {
    renderHeader(0);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    const profile = screen.getByRole('link', { name: 'Profile: Aminata Kamara' });
    // Named by what it shows (the name), never by an aria-label that differs (axe label-content-name-mismatch).
    expect(profile).not.toHaveAttribute('aria-label');
    expect(profile).toHaveTextContent('Aminata Kamara');
  });
});

describe('activeNavId', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/transactions/abc', 'activity'],
    ['/pending-payments', 'activity'],
    ['/accounts/abc', 'wallet'],
    ['/pay/mer_1', 'pay'],
    ['/business-tools', 'business-tools'],
    ['/settings', undefined],
    // Issue 20: one table, matched segment by segment: '/pay' no longer claims /payment/resume.
    ['/payment/resume/tx_1', 'activity'],
    ['/scan-pay', 'pay'],
    ['/payments', undefined],
  ])('%s lights up %s', (pathname, id) => {
    expect(activeNavId(pathname)).toBe(id);
  });
});
