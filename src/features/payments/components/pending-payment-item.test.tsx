import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { PendingPayment } from '../../../../domain/pending-payments.ts';
import { theme } from '../../../theme/theme.ts';
import { PendingPaymentItem } from './PendingPaymentItem.tsx';

const now = new Date('2026-11-22T12:00:00Z');

function payment(overrides: Partial<PendingPayment>): PendingPayment {
  return {
    id: 'p1',
    transactionId: 'TXN1',
    merchantName: 'City Pharmacy',
    merchantId: 'mer_city_pharmacy',
    amount: 6_000,
    currency: 'SLE',
    paymentMethod: 'orange_money',
    provider: 'Orange Money',
    status: 'pending_otp',
    createdAt: '2026-11-22T11:30:00Z',
    expiresAt: '2026-11-22T12:20:00Z',
    description: 'Vitamins',
    ...overrides,
  };
}

function renderItem(item: PendingPayment, onCancel = vi.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <PendingPaymentItem payment={item} now={now} onCancel={onCancel} cancelling={false} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return onCancel;
}

describe('PendingPaymentItem (SPEC §4)', () => {
  it('shows the status label, amount, expiry and a Resume link to the payment', () => {
    renderItem(payment({}));
    expect(screen.getByText('OTP Required')).toBeInTheDocument();
    expect(screen.getByText('Le 60')).toBeInTheDocument();
    expect(screen.getByText('Expires in 20 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/payment/resume/TXN1');
  });

  it('offers no Resume while processing or once expired, but always Cancel', async () => {
    renderItem(payment({ status: 'processing' }));
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Resume' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('labels an expired payment and cancelling calls back with it', async () => {
    const expired = payment({ status: 'pending_confirmation', expiresAt: '2026-11-21T12:00:00Z' });
    const onCancel = renderItem(expired);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Resume' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Cancelling cannot be undone: it asks first, naming payee and amount.
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payment?' });
    expect(dialog).toHaveTextContent('Cancel the payment of Le 60 to City Pharmacy? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(onCancel).toHaveBeenCalledWith(expired);
  });

  it('keeps the payment when the confirmation is turned down', async () => {
    const onCancel = renderItem(payment({ status: 'pending_otp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep payment' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says why a payment being processed cannot be cancelled, and sends nothing', async () => {
    const onCancel = renderItem(payment({ status: 'processing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('This payment is already being processed, so it can no longer be cancelled.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
