import styled from 'styled-components';
import { formatActivityTime } from '../../../../domain/time-format.ts';
import type { Transaction } from '../../../../domain/transactions.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { StatusBadge } from '../../../components/ui/badge/Badge.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { ListRowIcon, ListRowLink } from '../../../components/ui/list-row/ListRow.tsx';
import { paths } from '../../../config/paths.ts';

const Row = styled(ListRowLink)`
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.background};
  &:last-child { border-bottom: 0; }
`;

const Main = styled.span`
  display: grid;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
`;

const Amount = styled.span<{ $incoming: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $incoming, theme }) => ($incoming ? theme.colors.successStrong : theme.colors.text)};
  white-space: nowrap;
`;

/** Money coming in: a payment received, or a refund the payer got back (it names the merchant). */
export function isIncoming(transaction: Transaction): boolean {
  return transaction.type === 'received' || (transaction.type === 'refund' && transaction.merchant !== null);
}

/** Who the money went to or came from, as people say it. */
export function counterpartyOf(transaction: Transaction): string {
  if (transaction.type === 'received') return transaction.recipient ? `From ${transaction.recipient}` : 'Payment received';
  if (transaction.type === 'transfer') return transaction.recipient ? `To ${transaction.recipient}` : 'Transfer';
  if (transaction.type === 'refund') {
    if (transaction.merchant) return `Refund from ${transaction.merchant}`;
    return transaction.recipient ? `Refund to ${transaction.recipient}` : 'Refund';
  }
  return transaction.merchant ?? transaction.recipient ?? 'Payment';
}

export function signedAmount(transaction: Transaction): string {
  const formatted = formatMoney(transaction.amount, transaction.currency);
  return isIncoming(transaction) ? `+${formatted}` : `-${formatted}`;
}

export function TransactionRow({ transaction, now }: { transaction: Transaction; now: Date }) {
  const incoming = isIncoming(transaction);
  return (
    <Row to={paths.transactionDetail.getHref(transaction.id)} data-testid="transaction-row">
      <ListRowIcon $tone={incoming ? 'green' : 'blue'} $round aria-hidden="true">
        <Icon name={transaction.paymentMethod === 'bank_transfer' ? 'bank' : 'phone'} />
      </ListRowIcon>
      <Main>
        <Title className="title">{counterpartyOf(transaction)}</Title>
        <Meta>
          {transaction.description} · {PAYMENT_METHOD_LABELS[transaction.paymentMethod]} ·{' '}
          <time dateTime={transaction.timestamp}>{formatActivityTime(transaction.timestamp, now)}</time>
        </Meta>
      </Main>
      <Side>
        <Amount $incoming={incoming}>{signedAmount(transaction)}</Amount>
        <StatusBadge status={transaction.status} />
      </Side>
    </Row>
  );
}
