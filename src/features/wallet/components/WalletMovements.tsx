import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../../domain/money.ts';
import { movementLabel, movementSubject } from '../../../../domain/movements.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useMovements } from '../api/get-wallet.ts';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Label = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Change = styled.span<{ $sign: number }>`
  text-align: right;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ $sign, theme }) => ($sign > 0 ? theme.colors.successStrong : $sign < 0 ? theme.colors.text : theme.colors.textMuted)};
`;

const Running = styled.small`
  text-align: right;
`;

function signed(amount: number, currency: Currency): string {
  if (amount === 0) return formatMoney(0, currency);
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount), currency)}`;
}

/** The ledger movements behind a balance, newest first, each with the balance right after it. */
export function WalletMovements({ currency }: { currency: string }) {
  const movements = useMovements(currency);
  if (movements.isPending) return <ListSkeleton rows={3} label="Loading movements" />;
  if (!movements.data) return <ErrorState what="your movements" message={readableError(movements.error)} onRetry={() => void movements.refetch()} retrying={movements.isFetching} />;
  const items = movements.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title="No movements yet" text="Payments received and payouts appear here." />;
  return (
    <>
      <PlainList as="ol" aria-label="Balance movements">
        {items.map((movement) => (
          <Row key={movement.id} data-testid="movement">
            <Label>
              {movementLabel(movement)}
              {movementSubject(movement) ? <small data-testid="movement-subject">{movementSubject(movement)}</small> : null}
            </Label>
            <Change $sign={movement.availableChange}>{signed(movement.availableChange, currency as Currency)}</Change>
            <small>
              <time dateTime={movement.createdAt}>{new Date(movement.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </small>
            <Running>Balance {formatMoney(movement.availableAfter, currency as Currency)}</Running>
          </Row>
        ))}
      </PlainList>
      {movements.hasNextPage ? (
        <div>
          <Button variant="outline" onClick={() => void movements.fetchNextPage()} loading={movements.isFetchingNextPage}>
            Show older movements
          </Button>
        </div>
      ) : null}
    </>
  );
}
