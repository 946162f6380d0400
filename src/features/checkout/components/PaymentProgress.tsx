import { declineMessage } from '../../../../domain/decline.ts';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CHECKOUT_METHOD_LABELS, type CheckoutPayment } from '../../../../domain/checkout.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { PaymentStep } from '../../../../domain/payment-flow.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { OtpInput } from '../../../components/ui/otp-input/OtpInput.tsx';
import { PaymentProcessing } from '../../../components/ui/payment-processing/PaymentProcessing.tsx';
import { PaymentResult } from '../../../components/ui/payment-result/PaymentResult.tsx';
import { PaymentSteps } from '../../../components/ui/payment-steps/PaymentSteps.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readableError } from '../../../lib/error-message.ts';
import { forgetAttemptsOf } from '../checkout-storage.ts';
import { usePaymentProgress, type ProgressView } from '../use-payment-progress.ts';
import { Receipt } from './Receipt.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CardLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

/** The SPEC §4 step a payment's progress shows as. */
export function stepOf(view: ProgressView): { step: PaymentStep; failed: boolean } {
  if (view.kind === 'result') return { step: view.outcome === 'success' ? 'complete' : 'processing', failed: view.outcome !== 'success' };
  if (view.kind === 'processing') return { step: 'processing', failed: false };
  return { step: 'confirm', failed: false };
}

const methodLabel = (payment: CheckoutPayment) => CHECKOUT_METHOD_LABELS[payment.method];

/** A refused step (wrong code, already ended) says why in the server's words; other failures by kind. */
function actionMessage(error: Error): string {
  return error instanceof ApiError && (error.status === 409 || error.status === 422) ? error.message : readableError(error);
}

function CodeStep({ payment, busy, error, onSubmit, onCancel }: { payment: CheckoutPayment; busy: string | null; error: Error | null; onSubmit: (code: string) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const wrong = error ? actionMessage(error) : undefined;
  return (
    <Stack as="form" onSubmit={(event) => {
      event.preventDefault();
      if (code.length === 6) onSubmit(code);
    }}>
      <h2>Enter the code</h2>
      <Muted>
        {methodLabel(payment)} sent a 6-digit code by SMS to the number paying {formatMoney(payment.total, payment.currency)}. Enter it to approve the payment.
      </Muted>
      <OtpInput value={code} onChange={setCode} label="Payment code" error={wrong} autoFocus />
      <Button type="submit" variant={payment.method === 'orange_money' ? 'orange-money' : 'payment'} fullWidth disabled={code.length !== 6} loading={busy === 'code'}>
        Approve payment
      </Button>
      <Button variant="ghost" onClick={onCancel} loading={busy === 'cancel'}>
        Cancel payment
      </Button>
    </Stack>
  );
}

export interface PaymentProgressProps {
  paymentId: string;
  /** The guest's client secret; null when the signed-in payer follows their own payment. */
  secret: string | null;
  initial?: CheckoutPayment | null;
  /** Try Again after a failure, or Start again after a cancel: back to the form. */
  onRestart: () => void;
  /** Opened again from this browser's unfinished attempt (issue 33): offer to cancel it and start again. */
  resumed?: boolean;
  /** Continue after success. */
  onDone: () => void;
  /** The payment ended (completed, failed, cancelled or expired); `before`: it had ended before this page first saw it. */
  onSettled?: (before: boolean) => void;
}

/** A payment under way: code step, confirmation, processing with SPEC §4's percentages, result and receipt. */
export function PaymentProgress({ paymentId, secret, initial = null, onRestart, onDone, onSettled, resumed = false }: PaymentProgressProps) {
  const { view, busy, actionError, submitCode, confirm, cancel, endedBeforeShown } = usePaymentProgress(paymentId, secret, initial);
  const settled = view.kind === 'result';
  useEffect(() => {
    if (!settled) return;
    forgetAttemptsOf(paymentId);
    onSettled?.(endedBeforeShown);
  }, [settled, onSettled, endedBeforeShown, paymentId]);
  const body = (() => {
    switch (view.kind) {
      case 'loading':
        return <Spinner label="Loading your payment" />;
      case 'unavailable':
        return (
          <Alert variant="error" title="This payment cannot be shown">
            {readableError(view.error)}
          </Alert>
        );
      case 'code':
        return <CodeStep payment={view.payment} busy={busy} error={actionError} onSubmit={(code) => void submitCode(code)} onCancel={() => void cancel()} />;
      case 'awaiting':
        return (
          <Stack>
            <h2>Confirm your payment</h2>
            <Muted>
              {formatMoney(view.payment.total, view.payment.currency)} to {view.payment.merchantName} by {methodLabel(view.payment)}.
            </Muted>
            {actionError ? <Alert variant="error">{actionMessage(actionError)}</Alert> : null}
            {view.payment.redirectUrl ? (
              <CardLink href={view.payment.redirectUrl}>Continue to the card page</CardLink>
            ) : (
              <Button variant="payment" fullWidth onClick={() => void confirm()} loading={busy === 'confirm'}>
                Confirm payment
              </Button>
            )}
            <Button variant="ghost" onClick={() => void cancel()} loading={busy === 'cancel'}>
              Cancel payment
            </Button>
          </Stack>
        );
      case 'processing':
        return <PaymentProcessing stage={view.stage} method={view.payment.method} methodLabel={methodLabel(view.payment)} amount={view.payment.total} currency={view.payment.currency} />;
      case 'result':
        if (view.outcome === 'cancelled') {
          return (
            <Stack>
              <Alert variant="info" title={view.payment.status === 'expired' ? 'Payment expired' : 'Payment cancelled'}>
                No money was taken for this payment.
              </Alert>
              <Button onClick={onRestart}>Start again</Button>
            </Stack>
          );
        }
        return (
          <Stack>
            <PaymentResult
              status={view.outcome}
              method={view.payment.method}
              methodLabel={methodLabel(view.payment)}
              amount={view.payment.total}
              currency={view.payment.currency}
              reference={view.payment.reference}
              {...(view.outcome === 'failed' ? { message: declineMessage(view.payment.failureReason, methodLabel(view.payment)) } : {})}
              autoFocus
              titleAs="h2"
              onAction={view.outcome === 'success' ? onDone : onRestart}
            />
            {view.outcome === 'success' ? <Receipt payment={view.payment} /> : null}
          </Stack>
        );
    }
  })();
  const { step, failed } = stepOf(view);
  const canStartAgain = resumed && (view.kind === 'code' || view.kind === 'awaiting');
  return (
    <>
      <PaymentSteps current={step} failed={failed} />
      {canStartAgain ? (
        <Alert variant="info" title="You started this payment earlier">
          Finish it below, or cancel it and start again.
        </Alert>
      ) : null}
      {body}
      {canStartAgain ? (
        <Button
          variant="ghost"
          loading={busy === 'cancel'}
          onClick={() => {
            void cancel().then(onRestart);
          }}
        >
          Cancel and start again
        </Button>
      ) : null}
    </>
  );
}
