import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  canCancelPendingPayment,
  canResumePendingPayment,
  isPendingPaymentExpired,
  pendingPaymentLabel,
  type PendingPayment,
} from '../../../../domain/pending-payments.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { formatDayMonth } from '../../../../domain/time-format.ts';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { Modal } from '../../../components/ui/modal/Modal.tsx';
import { Panel } from '../../../components/ui/layout/Layout.tsx';
import { paths } from '../../../config/paths.ts';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  a { text-decoration: none; }
`;

const ResumeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** Why Cancel does nothing on a payment the provider is already processing (domain rule). */
export const PROCESSING_CANNOT_CANCEL =
  'This payment is already being processed, so it can no longer be cancelled. It will complete or fail on its own.';

function expiryText(payment: PendingPayment, now: Date): string {
  const expiresAt = new Date(payment.expiresAt);
  if (isPendingPaymentExpired(payment, now)) return `Expired ${formatDayMonth(expiresAt)}`;
  const minutes = Math.round((expiresAt.getTime() - now.getTime()) / 60_000);
  if (minutes < 60) return `Expires in ${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Expires in ${hours} h`;
  return `Expires ${formatDayMonth(expiresAt)}`;
}

export interface PendingPaymentItemProps {
  payment: PendingPayment;
  now: Date;
  onCancel: (payment: PendingPayment) => void;
  cancelling: boolean;
  /** 3 under a dashboard section's h2; 2 on the Pending payments page, right under its h1. */
  headingLevel?: 2 | 3;
}

/**
 * One pending payment: SPEC §4 label, expiry, Resume only when allowed, Cancel always. Cancel asks
 * first, naming payee and amount (it cannot be undone); on a payment being processed it says why
 * it cannot cancel, and nothing is sent or queued.
 */
export function PendingPaymentItem({ payment, now, onCancel, cancelling, headingLevel = 3 }: PendingPaymentItemProps) {
  const expired = isPendingPaymentExpired(payment, now);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);
  const amount = formatMoney(payment.amount, payment.currency);
  return (
    <Panel as="article" aria-label={`Pending payment to ${payment.merchantName}`} data-testid="pending-payment">
      <Top>
        <div>
          <Name as={headingLevel === 2 ? 'h2' : 'h3'}>{payment.merchantName}</Name>
          <Muted>
            {payment.description} · {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
          </Muted>
        </div>
        <Amount>{amount}</Amount>
      </Top>
      <Actions>
        <Badge tone={expired ? 'error' : payment.status === 'processing' ? 'info' : 'warning'}>
          {expired ? 'Expired' : pendingPaymentLabel(payment.status)}
        </Badge>
        <Muted as="span">{expiryText(payment, now)}</Muted>
      </Actions>
      <Actions>
        {canResumePendingPayment(payment, now) ? (
          <ResumeLink to={paths.paymentResume.getHref(payment.transactionId)}>Resume</ResumeLink>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          loading={cancelling}
          onClick={() => (canCancelPendingPayment(payment.status) ? setConfirming(true) : setRefused(true))}
        >
          Cancel
        </Button>
      </Actions>
      <div role="status">{refused ? <Note>{PROCESSING_CANNOT_CANCEL}</Note> : null}</div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Cancel this payment?">
        <p>
          Cancel the payment of {amount} to {payment.merchantName}? This cannot be undone.
        </p>
        <ConfirmActions>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep payment
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              setConfirming(false);
              onCancel(payment);
            }}
          >
            Cancel payment
          </Button>
        </ConfirmActions>
      </Modal>
    </Panel>
  );
}
