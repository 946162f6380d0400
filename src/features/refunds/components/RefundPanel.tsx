import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Transaction } from '../../../../domain/transactions.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { parseWholeAmount, refundableLeft } from '../../../../domain/refunds.ts';
import { formatDateTime } from '../../../../domain/time-format.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { StatusBadge } from '../../../components/ui/badge/Badge.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { DetailCard } from '../../../components/ui/details/Details.tsx';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formFailure, readableError } from '../../../lib/error-message.ts';
import { useCreateRefund } from '../api/create-refund.ts';
import { usePaymentRefunds } from '../api/get-payment-refunds.ts';
import { PlainList, Stack } from '../../../components/ui/layout/Layout.tsx';

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Only money that arrived through a provider goes back through one; cash is refunded by hand. */
export function canRefund(transaction: Transaction): boolean {
  return transaction.type === 'received' && transaction.status === 'completed' && transaction.paymentMethod !== 'cash';
}

const newKey = () => crypto.randomUUID();

/** The refusals a merchant can act on, in words; the server's sentence names what is left. */
const REFUSALS: Record<string, string | undefined> = {
  insufficient_balance: 'Your available balance does not cover this refund.',
  payment_not_refundable: 'This payment can no longer be refunded.',
  refund_exceeds_payment: undefined,
};

export function refundFailure(error: unknown): string {
  if (error instanceof ApiError && error.code !== undefined && error.code in REFUSALS) return REFUSALS[error.code] ?? error.message;
  return formFailure(error, readableError(error));
}

/** The merchant's refunds of one received payment, and the form to give back all or part of it. */
export function RefundPanel({ transaction }: { transaction: Transaction }) {
  const refunds = usePaymentRefunds(transaction.id);
  const create = useCreateRefund(transaction.id);
  const toast = useToast();
  const [text, setText] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  // One key per confirmed refund: a retry of the same confirmation is the same request.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  if (refunds.isPending) {
    return (
      <DetailCard role="status" aria-label="Loading refunds">
        <Skeleton width="40%" />
        <Skeleton />
      </DetailCard>
    );
  }
  if (refunds.isError) {
    return <ErrorState what="the refunds of this payment" message={readableError(refunds.error)} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />;
  }

  const { currency } = transaction;
  const left = refundableLeft(transaction.amount, refunds.data);
  const refunded = transaction.amount - left;
  const typed = text ?? String(left / 100);
  const amount = parseWholeAmount(typed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === undefined) return setInvalid('Enter a whole amount, for example 5000.');
    if (amount > left) return setInvalid(`You can refund at most ${formatMoney(left, currency)}.`);
    setInvalid(undefined);
    setConfirming(true);
  };

  const onConfirm = () => {
    if (amount === undefined) return;
    create.mutate(
      { amount, idempotencyKey },
      {
        onSuccess: (refund) => {
          toast.success(
            refund.status === 'completed' ? `Refunded ${formatMoney(refund.amount, currency)}` : `Refund of ${formatMoney(refund.amount, currency)} is on its way`,
            'Your customer gets it back on the account they paid from.',
          );
          setConfirming(false);
          setText(undefined);
          setIdempotencyKey(newKey());
        },
        onError: (error) => {
          // A refusal will not change on retry: the next attempt is a new request. After a lost
          // connection the same key is kept, so trying again cannot refund twice.
          if (error instanceof ApiError) setIdempotencyKey(newKey());
          setConfirming(false);
        },
      },
    );
  };

  return (
    <DetailCard aria-labelledby="refunds-heading" data-testid="refund-panel">
      <h2 id="refunds-heading">Refunds</h2>
      <Summary>
        {refunded === 0 ? 'Nothing refunded yet.' : `Refunded ${formatMoney(refunded, currency)} of ${formatMoney(transaction.amount, currency)}.`}
      </Summary>
      {refunds.data.length > 0 ? (
        <PlainList aria-label="Refunds of this payment">
          {refunds.data.map((refund) => (
            <Item key={refund.id} data-testid="refund-item">
              <span>
                {formatMoney(refund.amount, currency)} ·{' '}
                <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
              </span>
              <StatusBadge status={refund.status} />
            </Item>
          ))}
        </PlainList>
      ) : null}
      {create.isError ? (
        <Alert variant="error" title="Refund not made">
          {refundFailure(create.error)}
        </Alert>
      ) : null}
      {left === 0 ? (
        <p>This payment has been refunded in full.</p>
      ) : confirming && amount !== undefined ? (
        <Alert variant="warning" title={`Refund ${formatMoney(amount, currency)}?`}>
          <p>It comes out of your available balance and goes back to your customer. The payment fee is not returned.</p>
          <Actions>
            <Button onClick={onConfirm} loading={create.isPending}>
              Yes, refund {formatMoney(amount, currency)}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={create.isPending}>
              Not now
            </Button>
          </Actions>
        </Alert>
      ) : (
        <Stack as="form" onSubmit={onSubmit} noValidate>
          <TextInput
            label={`Amount to refund (${currency === 'SLE' ? 'Le' : currency})`}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(undefined);
              // Another amount is another request (the same key with another body would be refused).
              setIdempotencyKey(newKey());
            }}
            hint={`Up to ${formatMoney(left, currency)}.`}
            error={invalid}
          />
          <Button type="submit" variant="outline" fullWidth>
            Refund {amount !== undefined ? formatMoney(amount, currency) : 'payment'}
          </Button>
        </Stack>
      )}
    </DetailCard>
  );
}
