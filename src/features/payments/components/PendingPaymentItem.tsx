import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  canResumePendingPayment,
  isPendingPaymentExpired,
  pendingPaymentLabel,
  type PendingPayment,
} from '../../../../domain/dashboard.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { paths } from '../../../config/paths.ts';

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

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
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function expiryText(payment: PendingPayment, now: Date): string {
  const expiresAt = new Date(payment.expiresAt);
  if (isPendingPaymentExpired(payment, now)) return `Expired ${expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
  const minutes = Math.round((expiresAt.getTime() - now.getTime()) / 60_000);
  if (minutes < 60) return `Expires in ${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Expires in ${hours} h`;
  return `Expires ${expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
}

export interface PendingPaymentItemProps {
  payment: PendingPayment;
  now: Date;
  onCancel: (payment: PendingPayment) => void;
  cancelling: boolean;
}

/** One pending payment: SPEC §4 label, expiry, Resume only when allowed, Cancel always. */
export function PendingPaymentItem({ payment, now, onCancel, cancelling }: PendingPaymentItemProps) {
  const expired = isPendingPaymentExpired(payment, now);
  return (
    <Item aria-label={`Pending payment to ${payment.merchantName}`} data-testid="pending-payment">
      <Top>
        <div>
          <Name>{payment.merchantName}</Name>
          <Muted>
            {payment.description} · {PAYMENT_METHOD_LABELS[payment.paymentMethod]}
          </Muted>
        </div>
        <Amount>{formatMoney(payment.amount, payment.currency)}</Amount>
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
        <Button variant="outline" size="sm" onClick={() => onCancel(payment)} loading={cancelling}>
          Cancel
        </Button>
      </Actions>
    </Item>
  );
}
