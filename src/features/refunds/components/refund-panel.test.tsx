import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../../domain/transactions.ts';
import type { Refund } from '../../../../domain/refunds.ts';
import { ToastProvider } from '../../../components/ui/toast/ToastProvider.tsx';
import { renderRoutes, stubApi } from '../../../test/render-routes.tsx';
import { canRefund, RefundPanel } from './RefundPanel.tsx';

const received: Transaction = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'received',
  amount: 5_000_000,
  currency: 'SLE',
  status: 'completed',
  merchant: null,
  recipient: 'Fatmata Sesay',
  paymentMethod: 'orange_money',
  provider: 'Orange Money',
  timestamp: '2026-11-22T11:30:00Z',
  description: 'School uniforms',
  transactionId: 'TXN111111111111',
  reference: 'SPREF1',
};

const refund = (amount: number, status: Refund['status']): Refund => ({
  id: `r-${amount}-${status}`,
  paymentId: received.id,
  amount,
  currency: 'SLE',
  status,
  reason: null,
  createdAt: '2026-11-22T12:00:00Z',
  statusChangedAt: '2026-11-22T12:00:00Z',
});

const refundsPath = `/payments/${received.id}/refunds`;

function renderPanel() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <ToastProvider>
          <RefundPanel transaction={received} />
        </ToastProvider>
      ),
    },
  ]);
}

describe('RefundPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered only on a completed payment received through a provider', () => {
    expect(canRefund(received)).toBe(true);
    expect(canRefund({ ...received, status: 'pending' })).toBe(false);
    expect(canRefund({ ...received, type: 'payment' })).toBe(false);
    expect(canRefund({ ...received, paymentMethod: 'cash' })).toBe(false);
    expect(canRefund({ ...received, type: 'refund' })).toBe(false);
  });

  it('counts what was refunded (a failed refund gave its money back) and offers the rest', async () => {
    stubApi({ [`GET ${refundsPath}`]: { body: { data: [refund(1_000_000, 'completed'), refund(500_000, 'failed')] } } });
    renderPanel();
    expect(await screen.findByText('Refunded Le 10,000 of Le 50,000.')).toBeVisible();
    expect(screen.getByLabelText('Amount to refund (Le)')).toHaveValue('40000');
    expect(screen.getAllByTestId('refund-item').map((item) => item.textContent)).toEqual([expect.stringContaining('Completed'), expect.stringContaining('Failed')]);
  });

  it('refuses fractions and more than is left before sending anything', async () => {
    const calls = stubApi({ [`GET ${refundsPath}`]: { body: { data: [refund(1_000_000, 'completed')] } } });
    renderPanel();
    const input = await screen.findByLabelText('Amount to refund (Le)');
    await userEvent.clear(input);
    await userEvent.type(input, '10.5');
    await userEvent.click(screen.getByRole('button', { name: 'Refund payment' }));
    expect(screen.getByText('Enter a whole amount, for example 5000.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '45000');
    await userEvent.click(screen.getByRole('button', { name: 'Refund Le 45,000' }));
    expect(screen.getByText('You can refund at most Le 40,000.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("asks before refunding, sends the amount in minor units, and shows the server's refusal", async () => {
    const calls = stubApi({
      [`GET ${refundsPath}`]: { body: { data: [] } },
      [`POST ${refundsPath}`]: { status: 409, body: { error: { code: 'insufficient_balance', message: 'Your available balance does not cover this refund.' } } },
    });
    renderPanel();
    const input = await screen.findByLabelText('Amount to refund (Le)');
    await userEvent.clear(input);
    await userEvent.type(input, '20,000');
    await userEvent.click(screen.getByRole('button', { name: 'Refund Le 20,000' }));
    const confirm = screen.getByRole('alert');
    expect(confirm).toHaveTextContent('Refund Le 20,000?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, refund Le 20,000' }));
    expect(await screen.findByText('Your available balance does not cover this refund.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ amount: 2_000_000 }]);
  });

  it("names what is left when the server says the refund exceeds the payment (another device refunded meanwhile)", async () => {
    stubApi({
      [`GET ${refundsPath}`]: { body: { data: [] } },
      [`POST ${refundsPath}`]: { status: 409, body: { error: { code: 'refund_exceeds_payment', message: 'You can refund at most Le 5,000 of this payment.' } } },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund Le 50,000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund Le 50,000' }));
    expect(await screen.findByText('You can refund at most Le 5,000 of this payment.')).toBeVisible();
  });
});
