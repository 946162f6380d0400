import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { takingsSeries } from '../takings-series.ts';
import { ReportsSection } from './ReportsSection.tsx';
import { TakingsChart } from './TakingsChart.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TakingsChart', () => {
  it('is one named image with a summary, and a table of each day and method with a total', () => {
    const [series] = takingsSeries({
      from: '2026-10-31',
      to: '2026-11-01',
      rows: [
        { date: '2026-10-31', currency: 'SLE', method: 'orange_money', count: 2, gross: 2_000_000, net: 1_970_000 },
        { date: '2026-11-01', currency: 'SLE', method: 'cash', count: 1, gross: 70_000, net: 70_000 },
      ],
    });
    if (!series) throw new Error('no series');
    renderWithTheme(<TakingsChart series={series} days={2} />);
    const chart = screen.getByRole('img', { name: 'Takings per day, last 2 days, SLE' });
    expect(chart).toHaveAccessibleDescription('Le 20,700 gross, Le 20,400 net, from 3 payments. Best day 31 Oct: Le 20,000.');
    const table = screen.getByRole('table', { name: 'Takings per day, last 2 days, SLE: days with takings' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['Day and methodCountGrossNet', '31 Oct, Orange Money2Le 20,000Le 19,700', '1 Nov, Cash1Le 700Le 700', 'Total3Le 20,700Le 20,400']);
  });
});

describe('ReportsSection', () => {
  it('offline with nothing loaded says so once, instead of four placeholders', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <ReportsSection />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This report is not saved on this phone yet, so it needs a connection.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
