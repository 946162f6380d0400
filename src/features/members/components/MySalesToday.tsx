import styled from 'styled-components';
import { formatMoneyIn } from '../../../../domain/money.ts';
import { formatTime } from '../../../../domain/time-format.ts';
import { FigureList, PlainList } from '../../../components/ui/layout/Layout.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useOwnSales } from '../api/members.ts';

const Figures = styled(FigureList)`
  dd.main { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const List = styled(PlainList).attrs({ $gap: 0, $ruled: true })`
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[2]};
  }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const STATUS_LABEL: Record<string, string> = { completed: 'Paid', pending: 'Pending', processing: 'Pending', failed: 'Failed', cancelled: 'Cancelled', refunded: 'Refunded' };

/**
 * Issue 35: a seller's own sales today (GET /sales/mine), in place of the business's balance and
 * activity, which their role does not see. The total counts completed sales in leones.
 */
export function MySalesToday({ limit }: { limit?: number }) {
  const sales = useOwnSales();
  const items = sales.data ? (limit === undefined ? sales.data.items : sales.data.items.slice(0, limit)) : [];
  return (
    <SectionCard title="My sales today" id="my-sales">
      {sales.isPending ? (
        <ListSkeleton rows={2} label="Loading your sales" />
      ) : sales.isError ? (
        <ErrorState what="your sales" message={readableError(sales.error)} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
      ) : (
        <>
          <Figures aria-label="Your totals today" data-testid="my-sales-totals">
            <dt>Taken today</dt>
            <dd className="main">{formatMoneyIn(sales.data.total, 'SLE')}</dd>
            <dt>Sales</dt>
            <dd>{sales.data.count}</dd>
          </Figures>
          {items.length === 0 ? (
            <EmptyState title="No sales yet today" text="Cash sales and payments you take show up here." />
          ) : (
            <List aria-label="Your sales today">
              {items.map((sale) => (
                <li key={sale.id}>
                  <span>
                    {sale.description || 'Sale'}
                    <small>
                      {formatTime(sale.createdAt)} · {STATUS_LABEL[sale.status] ?? sale.status}
                    </small>
                  </span>
                  <strong>{formatMoneyIn(sale.amount, sale.currency)}</strong>
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </SectionCard>
  );
}
