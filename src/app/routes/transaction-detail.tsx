import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';
import { RefundPanel, canRefund } from '../../features/refunds/components/RefundPanel.tsx';
import { useTransaction } from '../../features/transactions/api/get-transaction.ts';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { TransactionDetails } from '../../features/transactions/components/TransactionDetails.tsx';
import { ShellPage } from './page-layout.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export function TransactionDetailRoute() {
  const { id = '' } = useParams();
  // The same query TransactionDetails reads (shared cache): a received, completed payment can be refunded.
  const transaction = useTransaction(id).data;
  // Issue 35: only the roles that may refund see the refund panel.
  const { may } = useCurrentRole();
  return (
    <ShellPage back={{ href: paths.transactions.getHref(), label: 'All transactions' }}>
      <Stack>
        <TransactionDetails id={id} />
        {transaction && may('refunds') && canRefund(transaction) ? <RefundPanel transaction={transaction} /> : null}
      </Stack>
    </ShellPage>
  );
}

export default TransactionDetailRoute;
