import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { Tooltip } from './Tooltip.tsx';

const TIP = 'A 500 SLE fee applies to this payment.';

function renderTip() {
  renderWithTheme(
    <Tooltip content={TIP}>
      <button type="button">Fee</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Fee' });
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('describes its trigger even before it is shown', () => {
    expect(renderTip()).toHaveAccessibleDescription(TIP);
  });

  it('appears 300 ms after hover and hides when the pointer leaves', () => {
    const trigger = renderTip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent(TIP);

    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('never appears if the pointer leaves within the delay', () => {
    const trigger = renderTip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('appears 300 ms after keyboard focus and Escape hides it', () => {
    const trigger = renderTip();
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('toggles at once on a tap, for phones without hover', () => {
    const trigger = renderTip();
    fireEvent.click(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.click(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
