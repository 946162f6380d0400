import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { BankSelector } from '../bank-selector/BankSelector.tsx';
import { AccountNumberInput } from './AccountNumberInput.tsx';

function Harness() {
  const [bank, setBank] = useState('');
  const [account, setAccount] = useState('');
  return (
    <>
      <BankSelector value={bank} onChange={setBank} />
      <AccountNumberInput bankCode={bank} value={account} onChange={setAccount} />
    </>
  );
}

describe('bank selector and account number', () => {
  it('offers the six default banks and asks for a bank first', () => {
    renderWithTheme(<Harness />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Select a bank',
      'First Bank (FBL)',
      'UBA (UBA)',
      'GTBank (GTB)',
      'Ecobank (EBL)',
      'Sierra Leone Commercial Bank (SBL)',
      'Rokel Commercial Bank (RBL)',
    ]);
    const account = screen.getByLabelText('Account number');
    expect(account).toBeDisabled();
    expect(account).toHaveAccessibleDescription('Select a bank first, then enter your account number');
  });

  it.each([
    ['GTB', '123456789', 'Please enter a valid account number (10 digits)'],
    ['FBL', '123456789012', 'Please enter a valid account number (10 digits)'],
    ['SBL', '1234567', 'Please enter a valid account number (8-12 digits)'],
    ['RBL', '1234567', 'Please enter a valid account number (8-12 digits)'],
  ])('%s rejects %s after the field is left: %s', async (bank, digits, message) => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.selectOptions(screen.getByLabelText('Bank'), bank);
    const account = screen.getByLabelText('Account number');
    await user.type(account, digits);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['GTB', '0123456789'],
    ['SBL', '12345678'],
    ['RBL', '123456789012'],
  ])('%s accepts %s', async (bank, digits) => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.selectOptions(screen.getByLabelText('Bank'), bank);
    await user.type(screen.getByLabelText('Account number'), digits);
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps digits only, at most 12, from pasted text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.selectOptions(screen.getByLabelText('Bank'), 'SBL');
    const account = screen.getByLabelText('Account number');
    await user.click(account);
    await user.paste('0012-3456 7890 1234');
    expect(account).toHaveValue('001234567890');
  });

  it('re-checks the number when the bank changes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.selectOptions(screen.getByLabelText('Bank'), 'SBL');
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bank'), 'UBA');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid account number (10 digits)');
  });
});
