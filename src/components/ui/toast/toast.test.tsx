import { act, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { ToastViewport } from './ToastProvider.tsx';
import { MAX_VISIBLE_TOASTS, toast, toastStore } from './toast-store.ts';

function renderViewport() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastViewport />
    </ThemeProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const shownTitles = () => within(region()).queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toastStore.setState({ toasts: [] }));
    vi.useRealTimers();
  });

  it('closes itself after 5000 ms with a 300 ms removal animation', () => {
    renderViewport();
    act(() => void toast.success('Saved', 'Your profile was saved.'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveAttribute('data-animation', 'toast-enter');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-animation', 'toast-exit');

    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps a persistent toast until it is closed with the Close notification button', () => {
    renderViewport();
    act(() => void toast.show({ type: 'warning', title: 'Check your details', persistent: true }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Check your details')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Check your details')).not.toBeInTheDocument();
  });

  it('announces errors assertively and the other types politely', () => {
    renderViewport();
    act(() => void toast.error('Payment Failed', 'There was an issue processing your payment.'));
    act(() => void toast.info('Heads up'));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Failed');
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
  });

  it('shows at most 5, dropping the oldest', () => {
    renderViewport();
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast.info(`Toast ${i}`);
    });
    expect(MAX_VISIBLE_TOASTS).toBe(5);
    expect(shownTitles()).toHaveLength(5);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Toast 2')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 7')).toBeInTheDocument();
  });

  it('places toasts top-right unless asked otherwise', () => {
    const { container } = renderViewport();
    act(() => void toast.info('Default'));
    act(() => void toast.show({ title: 'Elsewhere', position: 'bottom-left' }));
    expect(within(container.querySelector('[data-position="top-right"]') as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(container.querySelector('[data-position="bottom-left"]') as HTMLElement).getByText('Elsewhere')).toBeInTheDocument();
  });

  it('runs an action and then closes the toast', () => {
    renderViewport();
    const onUndo = vi.fn();
    act(() => void toast.show({ title: 'Payment link copied', actions: [{ label: 'Undo', onClick: onUndo }], persistent: true }));
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(onUndo).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Payment link copied')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is updated, then auto-dismisses the result', () => {
    renderViewport();
    let id = '';
    act(() => void (id = toast.loading('Sending payment')));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Sending payment')).toBeInTheDocument();

    act(() => toast.update(id, { type: 'success', title: 'Payment sent' }));
    expect(screen.getByText('Payment sent')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5300));
    expect(screen.queryByText('Payment sent')).not.toBeInTheDocument();
  });

  it('holds the timer while the pointer rests on the toast', () => {
    renderViewport();
    act(() => void toast.info('Read me slowly'));
    act(() => vi.advanceTimersByTime(4000));
    const card = screen.getByRole('status');
    act(() => card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();

    act(() => card.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(999));
    expect(card).toHaveAttribute('data-animation', 'toast-enter');
    act(() => vi.advanceTimersByTime(1));
    expect(card).toHaveAttribute('data-animation', 'toast-exit');
  });
});
