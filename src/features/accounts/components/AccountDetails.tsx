import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { useAccount } from '../api/get-account.ts';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export function AccountDetails({ id }: { id: string }) {
  const query = useAccount(id);
  if (query.isPending) {
    return (
      <Card role="status" aria-label="Loading account">
        <Skeleton width="60%" height="28px" />
        <Skeleton />
      </Card>
    );
  }
  if (query.isError) {
    return <ErrorState what="this account" message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const account = query.data;
  return (
    <Card aria-label="Account details">
      <h1>{account.provider}</h1>
      <Badges>
        {account.isDefault ? <Badge tone="primary">Default</Badge> : null}
        <Badge tone={account.isActive ? 'success' : 'neutral'}>{account.isActive ? 'Active' : 'Inactive'}</Badge>
      </Badges>
      <Fields>
        <dt>Type</dt>
        <dd>{account.type === 'mobile_money' ? 'Mobile money' : 'Bank account'}</dd>
        <dt>Account name</dt>
        <dd>{account.accountName}</dd>
        <dt>Account number</dt>
        <dd data-testid="account-number">{account.accountNumber}</dd>
        <dt>Last used</dt>
        <dd>{account.lastUsed ? new Date(account.lastUsed).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never'}</dd>
      </Fields>
    </Card>
  );
}
