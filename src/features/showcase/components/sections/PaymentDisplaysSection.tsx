import { useState } from 'react';
import styled from 'styled-components';
import { PaymentProcessing } from '../../../../components/ui/payment-processing/PaymentProcessing.tsx';
import { PaymentResult } from '../../../../components/ui/payment-result/PaymentResult.tsx';
import { useToast } from '../../../../components/ui/toast/use-toast.ts';
import { DEMO_AMOUNT } from '../../sample-data.ts';
import { Demo, DemoGrid, ShowcaseSection } from '../layout.tsx';

const STAGES = ['initializing', 'processing', 'verifying', 'completing', 'waiting'] as const;

const Segmented = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StageButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export function PaymentDisplaysSection() {
  const toast = useToast();
  const [stage, setStage] = useState<(typeof STAGES)[number]>('processing');
  return (
    <ShowcaseSection id="payment-displays" title="Payment processing and result">
      <DemoGrid $min={300}>
        <Demo title="Processing display">
          <Segmented role="group" aria-label="Processing stage">
            {STAGES.map((s) => (
              <StageButton key={s} type="button" aria-pressed={s === stage} onClick={() => setStage(s)}>
                {s}
              </StageButton>
            ))}
          </Segmented>
          <PaymentProcessing stage={stage} method="orange_money" amount={DEMO_AMOUNT} currency="SLE" />
        </Demo>
        <Demo title="Result: success">
          <PaymentResult
            status="success"
            method="orange_money"
            amount={DEMO_AMOUNT}
            currency="SLE"
            reference="SP-8F3K2Q"
            onAction={() => toast.info('Continue pressed')}
          />
        </Demo>
        <Demo title="Result: failure">
          <PaymentResult status="failed" method="bank_transfer" amount={DEMO_AMOUNT} currency="SLE" onAction={() => toast.info('Try Again pressed')} />
        </Demo>
      </DemoGrid>
    </ShowcaseSection>
  );
}
