import { formatDateTime } from '../../../../domain/time-format.ts';
import { readableError } from '../../../lib/error-message.ts';
import styled from 'styled-components';
import { DetailCard, DetailList } from '../../../components/ui/details/Details.tsx';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton/Skeleton.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { OfflineState } from '../../../components/ui/state/OfflineState.tsx';
import { useAccount } from '../api/get-account.ts';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export function AccountDetails({ id }: { id: string }) {
  const query = useAccount(id);
  // Never opened before and no network: the request waits (paused), so say why, not a skeleton forever.
  if (query.isPending && query.fetchStatus === 'paused') return <OfflineState what="This account" />;
  if (query.isPending) {
    return (
      <DetailCard role="status" aria-label="Loading account">
        <Skeleton width="60%" height="28px" />
        <Skeleton />
      </DetailCard>
    );
  }
  if (query.isError) {
    return <ErrorState what="this account" message={readableError(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const account = query.data;
  return (
    <DetailCard aria-label="Account details">
      <h1>{account.provider}</h1>
      <Badges>
        {account.isDefault ? <Badge tone="primary">Default</Badge> : null}
        <Badge tone={account.isActive ? 'success' : 'neutral'}>{account.isActive ? 'Active' : 'Inactive'}</Badge>
      </Badges>
      <DetailList>
        <dt>Type</dt>
        <dd>{account.type === 'mobile_money' ? 'Mobile money' : 'Bank account'}</dd>
        <dt>Account name</dt>
        <dd>{account.accountName}</dd>
        <dt>Account number</dt>
        <dd data-testid="account-number">{account.accountNumber}</dd>
        <dt>Last used</dt>
        <dd>{account.lastUsed ? formatDateTime(account.lastUsed) : 'Never'}</dd>
      </DetailList>
    </DetailCard>
  );
}
