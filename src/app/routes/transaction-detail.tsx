import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MEMBER_ROLE_LABELS } from '../../../domain/members.ts';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { RefundPanel, canRefund } from '../../features/refunds/components/RefundPanel.tsx';
import { useTransaction } from '../../features/transactions/api/get-transaction.ts';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { TransactionDetails } from '../../features/transactions/components/TransactionDetails.tsx';
import { ShellPage } from './page-layout.tsx';
import { RoleGatePending, RoleRefusalPage, useRoleGate } from './role-refusal.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const TITLE = 'You cannot see this payment';
const OWN_SALES = { href: paths.activity.getHref(), label: 'Your sales today' };

export function TransactionDetailRoute() {
  // Issue 35: a payment's page is for the roles that read the business's activity. A seller who
  // opens one by its address gets a page that says so, and nothing is asked of the server.
  const gate = useRoleGate('activity.read');
  const { role } = useCurrentRole();
  if (gate === 'pending') return <RoleGatePending />;
  if (gate === 'refused') {
    return (
      <RoleRefusalPage
        title={TITLE}
        text={`Your role (${role ? MEMBER_ROLE_LABELS[role] : 'Member'}) does not see the business’s payments, only the sales you took today.`}
        instead={OWN_SALES}
      />
    );
  }
  return <AllowedTransactionDetail />;
}

function AllowedTransactionDetail() {
  const { id = '' } = useParams();
  // The same query TransactionDetails reads (shared cache): a received, completed payment can be refunded.
  const query = useTransaction(id);
  const transaction = query.data;
  // Issue 35: only the roles that may refund see the refund panel.
  const { may } = useCurrentRole();
  // The server refused (the role changed, or the person was removed, since this phone last asked).
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <RoleRefusalPage
        title={TITLE}
        text={query.error.code === 'not_a_member' ? 'You are no longer a member of this business, so its payments are not shown.' : 'Your role in this business does not see its payments.'}
      />
    );
  }
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
