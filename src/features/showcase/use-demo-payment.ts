import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEMO_PAYMENT_PROCESSING_MS,
  DEMO_PAYMENT_RESET_MS,
  demoPaymentOutcome,
  type DemoPaymentState,
} from '../../../domain/payment-flow.ts';

/** SPEC §4 demo payment: idle → processing (2 s) → success or error at random → idle 3 s later. */
export function useDemoPayment(random: () => number = Math.random) {
  const [state, setState] = useState<DemoPaymentState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const pay = useCallback(() => {
    if (state !== 'idle') return;
    setState('processing');
    timers.current.push(
      setTimeout(() => {
        setState(demoPaymentOutcome(random()));
        timers.current.push(setTimeout(() => setState('idle'), DEMO_PAYMENT_RESET_MS));
      }, DEMO_PAYMENT_PROCESSING_MS),
    );
  }, [random, state]);

  return { state, pay };
}
