import { readableError } from '../../../lib/error-message.ts';
import styled from 'styled-components';
import { DetailCard, DetailList } from '../../../components/ui/details/Details.tsx';
import { formatMoney } from '../../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/statuses.ts';
import { formatDateTime } from '../../../../domain/time-format.ts';
import { StatusBadge } from '../../../components/ui/badge/Badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { OfflineState } from '../../../components/ui/state/OfflineState.tsx';
import { useTransaction } from '../api/get-transaction.ts';
import { counterpartyOf, signedAmount } from './TransactionRow.tsx';

const Headline = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const TYPE_LABELS = { payment: 'Payment', received: 'Received', transfer: 'Transfer', refund: 'Refund' } as const;

export function TransactionDetails({ id }: { id: string }) {
  const query = useTransaction(id);
  // Never opened before and no network: the request waits (paused), so say why, not a skeleton forever.
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineState what="This transaction" />;
  if (query.isPending) {
    return (
      <DetailCard role="status" aria-label="Loading transaction">
        <Skeleton width="50%" height="32px" />
        <Skeleton />
        <Skeleton width="80%" />
      </DetailCard>
    );
  }
  if (query.isError) {
    return <ErrorState what="this transaction" message={readableError(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const transaction = query.data;
  return (
    <DetailCard aria-label="Transaction details">
      <Headline>
        <h1>{counterpartyOf(transaction)}</h1>
        <Amount data-testid="transaction-amount">{signedAmount(transaction)}</Amount>
        <StatusBadge status={transaction.status} />
      </Headline>
      <DetailList>
        <dt>Type</dt>
        <dd>{TYPE_LABELS[transaction.type]}</dd>
        <dt>Description</dt>
        <dd>{transaction.description}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(transaction.amount, transaction.currency)}</dd>
        {transaction.type === 'received' && transaction.fee !== undefined && transaction.net !== undefined ? (
          <>
            {/* Issue 33: what the merchant pays and keeps, as the receipt and the CSV say. */}
            <dt>Fee</dt>
            <dd data-testid="transaction-fee">{formatMoney(transaction.fee, transaction.currency)}</dd>
            <dt>You received</dt>
            <dd data-testid="transaction-net">{formatMoney(transaction.net, transaction.currency)}</dd>
          </>
        ) : null}
        <dt>Method</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[transaction.paymentMethod]}
          {transaction.provider !== PAYMENT_METHOD_LABELS[transaction.paymentMethod] ? ` · ${transaction.provider}` : ''}
        </dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={transaction.timestamp}>
            {formatDateTime(transaction.timestamp)}
          </time>
        </dd>
        <dt>Transaction ID</dt>
        <dd>{transaction.transactionId}</dd>
        <dt>Reference</dt>
        <dd>{transaction.reference}</dd>
      </DetailList>
    </DetailCard>
  );
}
