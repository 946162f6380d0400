import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { getDashboardBalanceQueryOptions, type DashboardBalance } from '../api/get-balance.ts';
import { BalanceCard } from './BalanceCard.tsx';

/** The card as the dashboard shows it with GET /balance already answered (no request is made). */
function renderCard(rows: DashboardBalance[]) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(getDashboardBalanceQueryOptions().queryKey, rows);
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BalanceCard />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('BalanceCard', () => {
  it('names another currency holding money once, in its own amount', () => {
    renderCard([
      { currency: 'SLE', available: 125_000_00, pending: 5_000_00 },
      { currency: 'SLL', available: 492_500_00, pending: 0 },
      { currency: 'USD', available: 1_200_00, pending: 0 },
    ]);
    expect(screen.getByText('Le 125,000')).toBeInTheDocument();
    const others = screen.getByText(/available ·/);
    expect(others).toHaveTextContent('SLL 492,500 available · US$1,200 available');
    expect(others.textContent).not.toMatch(/SLL SLL|USD US\$/);
  });
});
