import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { PhoneInput } from './PhoneInput.tsx';

function Harness() {
  const [digits, setDigits] = useState('');
  return (
    <>
      <PhoneInput value={digits} onChange={setDigits} />
      <output data-testid="digits">{digits}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('shows the fixed +232 prefix and SPEC hint, and opens the numeric keypad', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByText('+232')).toBeVisible();
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription(/Your 8-digit Sierra Leone phone number\./);
  });

  it('keeps digits only, at most 8', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Phone number');
    await user.type(input, '76a-12 3b4567');
    expect(input).toHaveValue('76123456');
  });

  it('a pasted full number keeps only its 8 national digits', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('+232 76 123 456');
    expect(screen.getByTestId('digits')).toHaveTextContent(/^76123456$/);
  });
});
