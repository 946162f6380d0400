import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { OtpInput } from './OtpInput.tsx';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import { useResendTimer } from './use-resend-timer.ts';

function Harness({ error }: { error?: string }) {
  const [code, setCode] = useState('');
  return <OtpInput value={code} onChange={setCode} error={error} />;
}

describe('OtpInput', () => {
  it('keeps digits only when typed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Verification code');
    await user.type(input, '1a2 b3');
    expect(input).toHaveValue('123');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('a paste strips non-digits and truncates to 6', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Verification code');
    await user.click(input);
    await user.paste('Your code: 12-34-56-78');
    expect(input).toHaveValue('123456');
  });

  it('shows each digit in its own box', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Harness />);
    await user.type(screen.getByLabelText('Verification code'), '4821');
    const boxes = Array.from(container.querySelectorAll('[aria-hidden="true"]')).map((box) => box.textContent);
    expect(boxes).toEqual(['4', '8', '2', '1', '', '']);
  });

  it('announces an error and ties it to the field', () => {
    renderWithTheme(<Harness error="Invalid OTP code" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP code');
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid OTP code');
  });
});

function TimerHarness() {
  const timer = useResendTimer();
  return <ResendCodeButton secondsLeft={timer.secondsLeft} onResend={timer.restart} />;
}

describe('resend timer', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps Resend disabled for 60 s, then enables it; resending restarts the wait', () => {
    vi.useFakeTimers();
    renderWithTheme(<TimerHarness />);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('Resend code in 60s');

    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('Resend code in 1s');

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('Resend code in 60s');
  });
});
