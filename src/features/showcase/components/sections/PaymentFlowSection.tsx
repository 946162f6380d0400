import { useState } from 'react';
import styled from 'styled-components';
import type { DemoPaymentMethod, PaymentStep, SimulatedPhase } from '../../../../../domain/payment-flow.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../../domain/statuses.ts';
import { Button } from '../../../../components/ui/button/Button.tsx';
import { PaymentConfirmationModal } from '../../../../components/ui/payment-confirmation-modal/PaymentConfirmationModal.tsx';
import { PaymentProcessing } from '../../../../components/ui/payment-processing/PaymentProcessing.tsx';
import { PaymentResult } from '../../../../components/ui/payment-result/PaymentResult.tsx';
import { PaymentSteps } from '../../../../components/ui/payment-steps/PaymentSteps.tsx';
import { DEMO_AMOUNT, DEMO_FEE } from '../../sample-data.ts';
import { useSimulatedPayment } from '../../use-simulated-payment.ts';
import { Demo, DemoGrid, Note, Row, ShowcaseSection } from '../layout.tsx';
import { DemoPayment } from './DemoPayment.tsx';

/** How each simulated phase shows on the processing display (SPEC §4 percentages). */
const DISPLAY_STAGE: Record<Exclude<SimulatedPhase, 'complete'>, string> = {
  validation: 'initializing',
  processing: 'processing',
  confirmation: 'completing',
};

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  input { width: 20px; height: 20px; margin: 0; }
`;

export function PaymentFlowSection() {
  const [method, setMethod] = useState<DemoPaymentMethod>('orange_money');
  const [fail, setFail] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { run, start, reset } = useSimulatedPayment();

  const step: PaymentStep = run.phase === 'idle' ? (confirming ? 'confirm' : 'details') : run.phase === 'complete' ? 'complete' : 'processing';
  const failed = run.phase === 'complete' && run.outcome === 'failed';

  return (
    <ShowcaseSection
      id="payment-flow"
      title="Payment flow and confirmation"
      intro="Simulated: validation 1 s, processing 3 s for Orange Money or 5 s for bank transfer, confirmation 1 s."
    >
      <DemoGrid $min={300}>
        <Demo title="Simulated payment flow">
          <PaymentSteps current={step} failed={failed} />
          {run.phase === 'idle' ? (
            <>
              <Row role="group" aria-label="Payment method">
                {(['orange_money', 'bank_transfer'] as const).map((m) => (
                  <Button key={m} variant={method === m ? (m === 'orange_money' ? 'orange-money' : 'bank-transfer') : 'outline'} aria-pressed={method === m} onClick={() => setMethod(m)}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </Button>
                ))}
              </Row>
              <Check>
                <input type="checkbox" checked={fail} onChange={(event) => setFail(event.target.checked)} />
                Simulate a failure
              </Check>
              <Button variant="payment" fullWidth onClick={() => setConfirming(true)}>
                Review payment
              </Button>
            </>
          ) : run.phase === 'complete' ? (
            <PaymentResult
              status={run.outcome}
              method={run.method}
              amount={DEMO_AMOUNT + DEMO_FEE}
              currency="SLE"
              reference={run.reference}
              autoFocus
              onAction={() => {
                reset();
                if (run.outcome === 'failed') setConfirming(true);
              }}
            />
          ) : (
            <PaymentProcessing stage={DISPLAY_STAGE[run.phase]} method={run.method} amount={DEMO_AMOUNT + DEMO_FEE} currency="SLE" />
          )}
          <PaymentConfirmationModal
            open={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              start(method, fail);
            }}
            method={method}
            amount={DEMO_AMOUNT}
            fee={DEMO_FEE}
            currency="SLE"
            recipient="Kamara Wholesale"
          />
        </Demo>
        <Demo title="Demo payment">
          <DemoPayment />
          <Note>Processing takes 2 s, then succeeds or fails at random, and returns to idle after 3 s.</Note>
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
