import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { OrangeMoneyInput } from './OrangeMoneyInput.tsx';

const MESSAGE = 'Please enter a valid Orange Money number (076, 077, or 078)';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OrangeMoneyInput value={value} onChange={setValue} />
      <button type="button">Next</button>
      <output data-testid="digits">{value}</output>
    </>
  );
}

describe('OrangeMoneyInput', () => {
  it('shows the hint, formats 3-3-3 and keeps at most 11 characters', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Orange Money number');
    expect(input).toHaveAccessibleDescription('Enter your Orange Money number (e.g., 076 123 456)');

    await user.type(input, '0761234567890');
    expect(input).toHaveValue('076 123 456');
    expect(screen.getByTestId('digits')).toHaveTextContent('076123456');
  });

  it('keeps only the digits of pasted text with spaces and dashes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Orange Money number');
    await user.click(input);
    await user.paste(' 077-123-456 ');
    expect(input).toHaveValue('077 123 456');
  });

  it('shows no error while typing, only after the field is left with content', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Orange Money number');

    await user.type(input, '0751');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // Once shown, the message follows the value and goes when the number becomes valid.
    await user.clear(input);
    await user.type(input, '078123456');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('stays quiet when the field is left empty', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByLabelText('Orange Money number'));
    await user.tab();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
