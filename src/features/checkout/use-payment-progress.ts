import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutPayment } from '../../../domain/checkout.ts';
import type { ProcessingStage } from '../../../domain/payment-flow.ts';
import { checkoutPaymentAction, fetchCheckoutPayment, type PaymentAction } from './api/checkout-api.ts';
import { newIdempotencyKey } from './checkout-storage.ts';

/** How often a processing payment is asked about (the server settles it in seconds). */
const POLL_MS = 1500;
/** SPEC §4's "completing" (90 %) is shown this long before the result. */
const COMPLETING_MS = 700;

export type ProgressView =
  | { kind: 'loading' }
  | { kind: 'code'; payment: CheckoutPayment }
  | { kind: 'awaiting'; payment: CheckoutPayment }
  | { kind: 'processing'; payment: CheckoutPayment; stage: ProcessingStage }
  | { kind: 'result'; payment: CheckoutPayment; outcome: 'success' | 'failed' | 'cancelled' }
  | { kind: 'unavailable'; error: Error };

function viewOf(payment: CheckoutPayment, polls: number, completing: boolean): ProgressView {
  switch (payment.status) {
    case 'pending_otp':
      return { kind: 'code', payment };
    case 'pending_initiation':
    case 'pending_confirmation':
      return { kind: 'awaiting', payment };
    case 'processing':
      return { kind: 'processing', payment, stage: polls < 2 ? 'processing' : 'verifying' };
    case 'completed':
      return completing ? { kind: 'processing', payment, stage: 'completing' } : { kind: 'result', payment, outcome: 'success' };
    case 'failed':
      return { kind: 'result', payment, outcome: 'failed' };
    default:
      return { kind: 'result', payment, outcome: 'cancelled' };
  }
}

/**
 * Follows one payment on the server: the code step, the payer's confirmation, processing (polled)
 * and the result. `secret` is the guest's client secret; null when the signed-in payer follows it.
 */
export function usePaymentProgress(paymentId: string, secret: string | null, initial: CheckoutPayment | null) {
  const [payment, setPayment] = useState<CheckoutPayment | null>(initial);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [polls, setPolls] = useState(0);
  const [completing, setCompleting] = useState(false);
  const [busy, setBusy] = useState<PaymentAction | null>(null);
  const [actionError, setActionError] = useState<Error | null>(null);
  const lastStatus = useRef(initial?.status);
  /** The payment had already ended when this page first saw it (a stale reload, not a fresh result). */
  const endedBeforeShown = useRef<boolean | null>(initial ? !['pending_initiation', 'pending_confirmation', 'pending_otp', 'processing'].includes(initial.status) : null);

  const accept = useCallback((next: CheckoutPayment) => {
    endedBeforeShown.current ??= !['pending_initiation', 'pending_confirmation', 'pending_otp', 'processing'].includes(next.status);
    // Straight from processing to completed: show "completing" (90 %) for a moment first.
    if (next.status === 'completed' && lastStatus.current === 'processing') setCompleting(true);
    lastStatus.current = next.status;
    setPayment(next);
  }, []);

  useEffect(() => {
    if (initial) return undefined;
    const controller = new AbortController();
    fetchCheckoutPayment(paymentId, secret, controller.signal).then(accept, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(error instanceof Error ? error : new Error(String(error)));
    });
    return () => controller.abort();
  }, [paymentId, secret, initial, accept]);

  useEffect(() => {
    if (payment?.status !== 'processing') return undefined;
    const timer = setTimeout(() => {
      fetchCheckoutPayment(paymentId, secret).then(
        (next) => {
          setPolls((count) => count + 1);
          accept(next);
        },
        // A lost poll on 2G: the next tick asks again.
        () => setPolls((count) => count + 1),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [payment, polls, paymentId, secret, accept]);

  useEffect(() => {
    if (!completing) return undefined;
    const timer = setTimeout(() => setCompleting(false), COMPLETING_MS);
    return () => clearTimeout(timer);
  }, [completing]);

  const act = useCallback(
    async (action: PaymentAction, body?: { code: string }) => {
      if (busy) return;
      setBusy(action);
      setActionError(null);
      try {
        accept(await checkoutPaymentAction(paymentId, action, secret, newIdempotencyKey(), body));
      } catch (error) {
        setActionError(error instanceof Error ? error : new Error(String(error)));
      } finally {
        setBusy(null);
      }
    },
    [busy, paymentId, secret, accept],
  );

  const view: ProgressView = loadError ? { kind: 'unavailable', error: loadError } : payment ? viewOf(payment, polls, completing) : { kind: 'loading' };
  return {
    view,
    endedBeforeShown: endedBeforeShown.current === true,
    busy,
    actionError,
    submitCode: (code: string) => act('code', { code }),
    confirm: () => act('confirm'),
    cancel: () => act('cancel'),
  };
}
