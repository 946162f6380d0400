import styled from 'styled-components';
import { PAYMENT_TIME_ESTIMATES, processingPercent, type FlowPaymentMethod } from '../../../../domain/payment-flow.ts';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { ProgressBar } from '../progress-bar/ProgressBar.tsx';
import { Spinner } from '../spinner/Spinner.tsx';

const STAGE_TEXT: Record<string, string> = {
  initializing: 'Starting your payment…',
  processing: 'Processing your payment…',
  verifying: 'Verifying with the provider…',
  completing: 'Completing your payment…',
};

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PaymentProcessingProps {
  /** initializing, processing, verifying or completing; anything else shows 0%. */
  stage: string;
  method: FlowPaymentMethod;
  /** How the method reads here (e.g. "Africell Money" for mobile money); its SPEC label by default. */
  methodLabel?: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
}

/** A payment on its way: the stage in words, its percentage (SPEC §4) and how long it usually takes. */
export function PaymentProcessing({ stage, method, methodLabel, amount, currency }: PaymentProcessingProps) {
  const percent = processingPercent(stage);
  return (
    <Card aria-label="Payment in progress" aria-busy="true">
      <Spinner size="lg" label="" tone="brand" />
      <Amount>{formatMoney(amount, currency)}</Amount>
      <Muted>{methodLabel ?? PAYMENT_METHOD_LABELS[method]}</Muted>
      <p role="status">{STAGE_TEXT[stage] ?? 'Waiting to start…'}</p>
      <ProgressBar value={percent} label="Payment progress" tone={method === 'orange_money' ? 'orange' : 'success'} />
      <Muted>{PAYMENT_TIME_ESTIMATES[method]}</Muted>
    </Card>
  );
}
