import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDemoPayment } from './use-demo-payment.ts';
import { useSimulatedPayment } from './use-simulated-payment.ts';

describe('simulated payment flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['orange_money', 3000],
    ['bank_transfer', 5000],
  ] as const)('%s: validation 1 s, processing %i ms, confirmation 1 s, complete', (method, processingMs) => {
    const { result } = renderHook(() => useSimulatedPayment());
    act(() => result.current.start(method));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.run.phase).toBe('validation');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.run.phase).toBe('processing');
    act(() => vi.advanceTimersByTime(processingMs - 1));
    expect(result.current.run.phase).toBe('processing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.run.phase).toBe('confirmation');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.run).toMatchObject({ phase: 'complete', outcome: 'success' });
  });

  it('a failing run ends right after processing', () => {
    const { result } = renderHook(() => useSimulatedPayment());
    act(() => result.current.start('orange_money', true));
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.run.phase).toBe('processing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.run).toMatchObject({ phase: 'complete', outcome: 'failed' });
  });

  it('shows every phase in order even when the phone draws too late for the timers', () => {
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const simulated = useSimulatedPayment();
      if (seen.at(-1) !== simulated.run.phase) seen.push(simulated.run.phase);
      return simulated;
    });
    act(() => result.current.start('orange_money'));
    // Each act is one late draw: every timer due by then fires before the page draws again.
    for (let draw = 0; draw < 4; draw += 1) act(() => vi.advanceTimersByTime(10_000));
    expect(seen).toEqual(['idle', 'validation', 'processing', 'confirmation', 'complete']);
  });

  it('reset stops a run', () => {
    const { result } = renderHook(() => useSimulatedPayment());
    act(() => result.current.start('bank_transfer'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.run.phase).toBe('idle');
  });
});

describe('demo payment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [0.1, 'success'],
    [0.9, 'error'],
  ] as const)('draw %d: processing 2 s, then %s, then idle after 3 s', (draw, outcome) => {
    const { result } = renderHook(() => useDemoPayment(() => draw));
    act(() => result.current.pay());
    expect(result.current.state).toBe('processing');
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.state).toBe('processing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe(outcome);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.state).toBe(outcome);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });
});
