import styled from 'styled-components';
import type { DemoPaymentMethod } from '../../../../domain/payment-flow.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type StatusBadgeValue } from '../../../../domain/statuses.ts';
import { StatusBadge } from '../badge/Badge.tsx';
import { Icon } from '../icon/Icon.tsx';
import { formatDateTime } from '../../../../domain/time-format.ts';

/** SPEC §3 demo card variant of a transaction. */
export interface DemoTransaction {
  id: string;
  /** Minor units. */
  amount: number;
  currency: 'SLE' | 'SLL';
  type: DemoPaymentMethod;
  description: string;
  /** ISO 8601. */
  timestamp: string;
  status: StatusBadgeValue;
  recipient?: string;
}

const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas: 'icon main' '. side';
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* Wider screens: amount and status move to the right of the description. */
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'icon main side';
    align-items: center;
  }
`;

const MethodIcon = styled.span<{ $orange: boolean }>`
  grid-area: icon;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ $orange, theme }) => ($orange ? theme.colors.orangeMoneySoft : theme.colors.successSoft)};
  color: ${({ $orange, theme }) => ($orange ? theme.colors.orangeMoneyStrong : theme.colors.successStrong)};
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Side = styled.div`
  grid-area: side;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: column;
    align-items: flex-end;
  }
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

export function TransactionCard({ transaction }: { transaction: DemoTransaction }) {
  const { type, description, recipient, timestamp, amount, currency, status } = transaction;
  const orange = type === 'orange_money';
  return (
    <Card aria-label={`${description}, ${formatMoney(amount, currency)}`}>
      <MethodIcon $orange={orange}>
        <Icon name={orange ? 'phone' : 'bank'} />
      </MethodIcon>
      <Main>
        <Title>{description}</Title>
        <Meta>
          {PAYMENT_METHOD_LABELS[type]}
          {recipient ? ` · ${recipient}` : ''}
        </Meta>
        <Meta>
          <time dateTime={timestamp}>{formatDateTime(timestamp)}</time>
        </Meta>
      </Main>
      <Side>
        <Amount>{formatMoney(amount, currency)}</Amount>
        <StatusBadge status={status} />
      </Side>
    </Card>
  );
}
