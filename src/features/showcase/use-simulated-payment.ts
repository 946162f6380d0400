import { useCallback, useEffect, useRef, useState } from 'react';
import { simulatedFlowPhases, type DemoPaymentMethod, type FlowPhase, type SimulatedPhase } from '../../../domain/payment-flow.ts';

export type SimulatedRun =
  | { phase: 'idle' }
  | { phase: Exclude<SimulatedPhase, 'complete'>; method: DemoPaymentMethod }
  | { phase: 'complete'; method: DemoPaymentMethod; outcome: 'success' | 'failed'; reference: string };

interface Plan {
  phases: FlowPhase[];
  fail: boolean;
  reference: string;
}

/**
 * Runs SPEC §4's simulated flow: validation 1 s, processing 3 s (Orange Money) or 5 s (bank
 * transfer), confirmation 1 s, then complete. With `fail`, the run stops at processing as a failure
 * (SPEC: the error shows at the processing step). Each phase's clock starts once it is on the
 * screen, so a phone too busy to draw on time still shows every phase, in order, for its full
 * time (timers set all at once could fire together and skip one). Cleared on reset and unmount.
 */
export function useSimulatedPayment() {
  const [run, setRun] = useState<SimulatedRun>({ phase: 'idle' });
  const plan = useRef<Plan | null>(null);

  const start = useCallback((method: DemoPaymentMethod, fail = false) => {
    const phases = simulatedFlowPhases(method);
    plan.current = { phases, fail, reference: `SP-${Date.now().toString(36).toUpperCase()}` };
    const first = phases[0];
    if (first) setRun({ phase: first.phase, method });
  }, []);

  const reset = useCallback(() => {
    plan.current = null;
    setRun({ phase: 'idle' });
  }, []);

  useEffect(() => {
    const current = plan.current;
    if (!current || run.phase === 'idle' || run.phase === 'complete') return undefined;
    const { method, phase } = run;
    const index = current.phases.findIndex((step) => step.phase === phase);
    const step = current.phases[index];
    if (!step) return undefined;
    const timer = setTimeout(() => {
      const next = current.phases[index + 1];
      if (current.fail && phase === 'processing') setRun({ phase: 'complete', method, outcome: 'failed', reference: current.reference });
      else if (next) setRun({ phase: next.phase, method });
      else setRun({ phase: 'complete', method, outcome: 'success', reference: current.reference });
    }, step.durationMs);
    return () => clearTimeout(timer);
  }, [run]);

  return { run, start, reset };
}
