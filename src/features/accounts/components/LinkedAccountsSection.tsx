import { readableError } from '../../../lib/error-message.ts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { AccountRow } from './AccountRow.tsx';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Dashboard: the user's linked mobile money and bank accounts. */
export function LinkedAccountsSection() {
  const accounts = useAccounts();
  return (
    <SectionCard title="Linked accounts" id="linked-accounts" action={<Link to={paths.addWallet.getHref()}>Add</Link>}>
      {accounts.isPending ? (
        // AccountRow's own height and the list's gap, for the usual three (mobile money and a bank).
        <ListSkeleton rows={3} rowHeight="56px" gap="8px" label="Loading linked accounts" />
      ) : accounts.isError ? (
        <ErrorState what="your linked accounts" message={readableError(accounts.error)} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
      ) : accounts.data.items.length === 0 ? (
        <EmptyState
          title="No linked accounts yet"
          text="Link an Orange Money, Africell Money or bank account to receive payouts."
          action={<Link to={paths.addWallet.getHref()}>Link an account</Link>}
        />
      ) : (
        <List>
          {accounts.data.items.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
          <LastUpdated at={accounts.data.savedAt} />
        </List>
      )}
    </SectionCard>
  );
}
