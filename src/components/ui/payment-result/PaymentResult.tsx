import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { FlowPaymentMethod } from '../../../../domain/payment-flow.ts';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { Button } from '../button/Button.tsx';
import { Icon } from '../icon/Icon.tsx';

/** SPEC §8 texts. */
export const PAYMENT_RESULT_TEXT = {
  success: { title: 'Payment Successful!', message: 'Your payment has been processed successfully.', action: 'Continue' },
  failed: { title: 'Payment Failed', message: 'There was an issue processing your payment.', action: 'Try Again' },
} as const;

const Card = styled.section<{ $ok: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.error)};
  text-align: center;
`;

const Mark = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: 50%;
  background: ${({ $ok, theme }) => ($ok ? theme.colors.successSoft : theme.colors.errorSoft)};
  color: ${({ $ok, theme }) => ($ok ? theme.colors.successStrong : theme.colors.errorStrong)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus { outline: none; }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; text-align: right; }
  dd { margin: 0; text-align: left; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

export interface PaymentResultProps {
  status: 'success' | 'failed';
  method: FlowPaymentMethod;
  /** How the method reads here (e.g. "Africell Money" for mobile money); its SPEC label by default. */
  methodLabel?: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  reference?: string;
  /** Replaces the standard message, e.g. the provider's reason. */
  message?: string;
  /** Continue after success, Try Again after failure. */
  onAction: () => void;
  /** Move focus to the title when shown, so screen readers hear the outcome at once. */
  autoFocus?: boolean;
  /** The title's level in the page's outline (h3 by default; h2 right under a page's h1). */
  titleAs?: 'h2' | 'h3';
}

export function PaymentResult({ status, method, methodLabel, amount, currency, reference, message, onAction, autoFocus = false, titleAs = 'h3' }: PaymentResultProps) {
  const ok = status === 'success';
  const text = PAYMENT_RESULT_TEXT[status];
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);
  return (
    <Card $ok={ok} aria-labelledby={titleId} data-testid="payment-result">
      <Mark $ok={ok}>
        <Icon name={ok ? 'check-circle' : 'x-circle'} size={32} />
      </Mark>
      <Title as={titleAs} id={titleId} ref={titleRef} tabIndex={-1}>
        {text.title}
      </Title>
      <p>{message ?? text.message}</p>
      <Details>
        <dt>Amount</dt>
        <dd>{formatMoney(amount, currency)}</dd>
        <dt>Method</dt>
        <dd>{methodLabel ?? PAYMENT_METHOD_LABELS[method]}</dd>
        {reference ? (
          <>
            <dt>Reference</dt>
            <dd>{reference}</dd>
          </>
        ) : null}
      </Details>
      <Button variant={ok ? 'primary' : 'outline'} onClick={onAction} fullWidth>
        {text.action}
      </Button>
    </Card>
  );
}
