import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingPayment } from '../../../../domain/pending-payments.ts';
import { getLocalDb } from '../../../lib/local-db.ts';
import { enqueueWrite, setOutboxUser } from '../../../lib/outbox/index.ts';
import { theme } from '../../../theme/theme.ts';
import { getPendingPaymentsQueryOptions } from '../api/get-pending-payments.ts';
import { cancelPath } from '../api/cancel-pending-payment.ts';
import { PendingPaymentsList } from './PendingPaymentsList.tsx';

const now = new Date('2026-11-22T12:00:00Z');
const payment = (id: string, merchantName: string, amount: number): PendingPayment => ({
  id,
  transactionId: `TXN-${id}`,
  merchantName,
  merchantId: `mer_${id}`,
  amount,
  currency: 'SLE',
  paymentMethod: 'orange_money',
  provider: 'Orange Money',
  status: 'pending_otp',
  createdAt: '2026-11-22T11:30:00Z',
  expiresAt: '2026-11-22T12:20:00Z',
  description: 'Vitamins',
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(getPendingPaymentsQueryOptions().queryKey, { items: [payment('p1', 'City Pharmacy', 6_000), payment('p2', 'Kamara Shop', 25_000)], savedAt: now.toISOString() } as never);
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <PendingPaymentsList now={now} />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('pending payments with a cancel waiting to sync (issue 37)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setOnline(false); // keeps the replayer from sending
    setOutboxUser('76123456');
  });
  afterEach(async () => {
    setOutboxUser(null);
    await getLocalDb().outbox.clear();
    setOnline(true);
  });

  it('shows the queued cancel as a "Waiting to sync" row with its payee and amount, in place of its card', async () => {
    renderList();
    expect(screen.getAllByRole('article', { name: /^Pending payment to / })).toHaveLength(2);
    await act(async () => {
      await enqueueWrite({ method: 'POST', path: cancelPath('p2'), body: null, label: 'Cancel payment to Kamara Shop' });
    });
    const row = await screen.findByRole('article', { name: 'Cancelling payment to Kamara Shop' }, { timeout: 8_000 });
    expect(within(row).getByText('Waiting to sync')).toBeVisible();
    expect(within(row).getByText('Le 250')).toBeVisible();
    // Its own card (with Cancel) is gone; the other payment is as it was.
    expect(screen.getAllByRole('article', { name: /^Pending payment to / }).map((card) => card.getAttribute('aria-label'))).toEqual(['Pending payment to City Pharmacy']);
  });

  it('marks a refused cancel "Needs attention" with the server\'s reason', async () => {
    const row = await enqueueWrite({ method: 'POST', path: cancelPath('p1'), body: null, label: 'Cancel payment to City Pharmacy' });
    await getLocalDb().outbox.update(row.id, { state: 'failed', lastError: 'This payment has already ended.' });
    renderList();
    const queued = await screen.findByRole('article', { name: 'Cancelling payment to City Pharmacy' }, { timeout: 8_000 });
    expect(within(queued).getByText('Needs attention')).toBeVisible();
    expect(within(queued).getByText('This payment has already ended.')).toBeVisible();
  });
});
