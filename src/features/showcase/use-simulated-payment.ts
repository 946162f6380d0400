import { useCallback, useEffect, useRef, useState } from 'react';
import { simulatedFlowPhases, type DemoPaymentMethod, type SimulatedPhase } from '../../../domain/payment-flow.ts';

export type SimulatedRun =
  | { phase: 'idle' }
  | { phase: Exclude<SimulatedPhase, 'complete'>; method: DemoPaymentMethod }
  | { phase: 'complete'; method: DemoPaymentMethod; outcome: 'success' | 'failed'; reference: string };

/**
 * Runs SPEC §4's simulated flow: validation 1 s, processing 3 s (Orange Money) or 5 s (bank
 * transfer), confirmation 1 s, then complete. With `fail`, the run stops at processing as a failure
 * (SPEC: the error shows at the processing step). Timers are cleared on reset and unmount.
 */
export function useSimulatedPayment() {
  const [run, setRun] = useState<SimulatedRun>({ phase: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);

  const start = useCallback(
    (method: DemoPaymentMethod, fail = false) => {
      clear();
      const phases = simulatedFlowPhases(method);
      const reference = `SP-${Date.now().toString(36).toUpperCase()}`;
      let at = 0;
      for (const { phase, durationMs } of phases) {
        const startAt = at;
        timers.current.push(setTimeout(() => setRun({ phase, method }), startAt));
        at += durationMs;
        if (fail && phase === 'processing') {
          timers.current.push(setTimeout(() => setRun({ phase: 'complete', method, outcome: 'failed', reference }), at));
          return;
        }
      }
      timers.current.push(setTimeout(() => setRun({ phase: 'complete', method, outcome: 'success', reference }), at));
    },
    [clear],
  );

  const reset = useCallback(() => {
    clear();
    setRun({ phase: 'idle' });
  }, [clear]);

  useEffect(() => clear, [clear]);

  return { run, start, reset };
}
