import styled from 'styled-components';
import { CASH_SALES_PATH, type CashSaleInput } from '../../../../domain/cash-sale.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { SyncBadge } from '../../../components/ui/badge/Badge.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { ListRowIcon, ListRowStatic } from '../../../components/ui/list-row/ListRow.tsx';
import { useQueuedWrites, type QueuedWrite } from '../../../lib/outbox/use-outbox.ts';

const Row = styled(ListRowStatic)`
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.background};
`;

const Main = styled.span`
  display: grid;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  strong { white-space: nowrap; }
`;

/** Cash sales recorded on this phone that the server does not have yet, oldest first. */
export function useQueuedCashSales(): QueuedWrite<CashSaleInput>[] {
  return useQueuedWrites<CashSaleInput>('POST', CASH_SALES_PATH);
}

/**
 * Activity's rows for cash sales still on this phone (issue 37): listed at once, offline too,
 * marked "Waiting to sync", until the server's own row (same id, made on the phone) replaces them.
 */
export function QueuedCashSaleRows({ sales, listed }: { sales: QueuedWrite<CashSaleInput>[]; listed: ReadonlySet<string> }) {
  const shown = sales.filter((sale) => !listed.has(sale.body.id)).reverse();
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map(({ rowId, body, refused }) => (
        <Row key={rowId} data-testid="queued-transaction-row">
          <ListRowIcon $tone="green" $round aria-hidden="true">
            <Icon name="phone" />
          </ListRowIcon>
          <Main>
            <span>Cash sale</span>
            <Meta>{body.description} · Cash · recorded on this phone</Meta>
          </Main>
          <Side>
            <strong>+{formatMoney(body.amount, body.currency)}</strong>
            <SyncBadge refused={refused !== null} />
          </Side>
        </Row>
      ))}
    </>
  );
}
