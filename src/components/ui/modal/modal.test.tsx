import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { PaymentConfirmationModal } from '../payment-confirmation-modal/PaymentConfirmationModal.tsx';

function Harness({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Review payment
      </button>
      <PaymentConfirmationModal
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        method="orange_money"
        amount={5_000_000}
        fee={50_000}
        currency="SLE"
      />
    </>
  );
}

describe('payment confirmation modal', () => {
  it('shows Orange Money, 50,000 SLE and the 500 SLE fee', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm payment' });
    expect(dialog).toHaveTextContent('Orange Money');
    expect(dialog).toHaveTextContent('AmountLe 50,000');
    expect(dialog).toHaveTextContent('FeeLe 500');
    expect(dialog).toHaveTextContent('TotalLe 50,500');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Review payment' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const pay = screen.getByRole('button', { name: 'Pay Le 50,500' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(pay).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('pays only through the Pay button, and Cancel closes without paying', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay Le 50,500' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
