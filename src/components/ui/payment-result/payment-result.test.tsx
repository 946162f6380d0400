import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { PaymentProcessing } from '../payment-processing/PaymentProcessing.tsx';
import { PaymentResult } from './PaymentResult.tsx';

describe('payment result display', () => {
  it.each([
    ['success', 'Payment Successful!', 'Your payment has been processed successfully.', 'Continue'],
    ['failed', 'Payment Failed', 'There was an issue processing your payment.', 'Try Again'],
  ] as const)('%s shows the SPEC §8 texts and its action', async (status, title, message, action) => {
    const onAction = vi.fn();
    renderWithTheme(<PaymentResult status={status} method="orange_money" amount={5_000_000} currency="SLE" reference="SP-1" onAction={onAction} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('Le 50,000')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: action }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('uses a given message instead of the standard one', () => {
    renderWithTheme(<PaymentResult status="failed" method="bank_transfer" amount={100} currency="SLE" message="Insufficient funds." onAction={() => {}} />);
    expect(screen.getByText('Insufficient funds.')).toBeInTheDocument();
    expect(screen.queryByText('There was an issue processing your payment.')).not.toBeInTheDocument();
  });
});

describe('payment processing display', () => {
  it.each([
    ['initializing', '25'],
    ['processing', '50'],
    ['verifying', '75'],
    ['completing', '90'],
    ['queued', '0'],
  ])('%s shows %s percent', (stage, percent) => {
    renderWithTheme(<PaymentProcessing stage={stage} method="bank_transfer" amount={5_000_000} currency="SLE" />);
    expect(screen.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute('aria-valuenow', percent);
    expect(screen.getByText('Bank transfers typically take 2-5 minutes.')).toBeInTheDocument();
  });
});
