import { readableError } from '../../../lib/error-message.ts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { LastUpdated } from '../../../components/ui/last-updated/LastUpdated.tsx';
import { paths } from '../../../config/paths.ts';
import { Staged } from '../../../lib/staged.tsx';
import { useAccounts } from '../api/get-accounts.ts';
import { AccountRow } from './AccountRow.tsx';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

// AccountRow's own height and the list's gap, for the usual three (mobile money and a bank).
const accountsSkeleton = <ListSkeleton rows={3} rowHeight="56px" gap="8px" label="Loading linked accounts" />;

function LinkedAccountsBody() {
  const accounts = useAccounts();
  return accounts.isPending ? (
    accountsSkeleton
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
  );
}

/** Dashboard: the user's linked mobile money and bank accounts (the list in a stage of its own, lib/staged.tsx). */
export const LinkedAccountsSection = memo(function LinkedAccountsSection() {
  return (
    <SectionCard title="Linked accounts" id="linked-accounts" action={<Link to={paths.addWallet.getHref()}>Add</Link>}>
      <Staged fallback={accountsSkeleton}>
        <LinkedAccountsBody />
      </Staged>
    </SectionCard>
  );
});
